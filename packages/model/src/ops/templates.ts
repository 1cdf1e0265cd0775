import { type Asset, assetResources, documentResources } from '../assets';
import { DEFAULT_FONT_FAMILY } from '../assets/text';
import { type DesignContent, createDesignContent } from '../document/content';
import type { LayoutDimensions } from '../document/layout';
import { DEFAULT_FONT_ID, storedFontIds } from '../text/fonts';
import { toPx } from '../units';
import { insertCopies } from './clipboard';
import { mapAssets } from './collection';
import { changePageSize } from './pageSize';
import type { Product, ProductSize } from '../catalogue';

/**
 * Dropping a template or a design on a page (spec 001 section 4.11): "same size applies straight
 * away; otherwise a confirmation asks ... Applying switches size if needed, sets page background
 * and replaces assets on the page. ... a missing font falls back to the default font."
 */

/** Sizes closer than this (px at base scale) are the same size: unit conversions leave dust. */
const SAME_SIZE_TOLERANCE_PX = 0.01;

/** Whether two layouts have the same physical page size, whatever units they are given in. */
function sameSize(a: LayoutDimensions, b: LayoutDimensions): boolean {
  return (
    Math.abs(toPx(a.flatWidth, a.units) - toPx(b.flatWidth, b.units)) < SAME_SIZE_TOLERANCE_PX &&
    Math.abs(toPx(a.flatHeight, a.units) - toPx(b.flatHeight, b.units)) < SAME_SIZE_TOLERANCE_PX
  );
}

/** The outcome of the size check: apply at once, or ask this confirmation first. */
export type TemplateSizeCheck = { sameSize: true } | { sameSize: false; confirmation: string };

/**
 * The size check of a template drop: the same physical size (within 0.01 px) applies straight
 * away; otherwise the confirmation 'This template will change your artwork to "{size name}" are
 * you happy to proceed?' with the template's size name.
 */
export function templateSizeCheck(currentLayout: LayoutDimensions, templateLayout: LayoutDimensions, sizeName: string, source: RestoreSource = 'template'): TemplateSizeCheck {
  if (sameSize(currentLayout, templateLayout)) return { sameSize: true };
  // A dropped design of another size asks the same question in its own words (docs/decisions.md).
  return { sameSize: false, confirmation: `This ${source} will change your artwork to "${sizeName}" are you happy to proceed?` };
}

/**
 * The size name the confirmation quotes: the standard size's name when `productSizeId` names one
 * of `sizes`, else the dimensions as the top bar shows them ('90 x 55 mm').
 */
export function sizeNameFor(sizes: readonly Pick<ProductSize, 'id' | 'name'>[], productSizeId: number | null, layout: LayoutDimensions): string {
  const size = productSizeId === null ? undefined : sizes.find((s) => s.id === productSizeId);
  return size?.name ?? `${round2(layout.flatWidth)} x ${round2(layout.flatHeight)} ${layout.units}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The parts of a template a page takes (spec 000 section 3: template.template). */
export interface TemplateContent {
  layoutDimensions: LayoutDimensions;
  backgroundColor: string;
  assets: readonly Asset[];
}

/**
 * Applies a template to a page, after the size check:
 * - a template of another size switches the document to its size with `changePageSize` (the other
 *   pages' assets are rescaled and centred) and takes its margins and columns, which belong to
 *   the size; the zoom and the guide-lines switch stay the user's;
 * - the page takes the template's background colour;
 * - the page's assets (its background included) are replaced by copies of the template's: new
 *   ids, groups remapped, on this page, at the template's positions and order, appended at the end.
 * An unknown page returns the same content.
 */
export function applyTemplateToPage(content: DesignContent, args: { pageId: string; template: TemplateContent }): DesignContent {
  const { pageId, template } = args;
  if (!content.pages.some((p) => p.id === pageId)) return content;
  let next = content;
  if (!sameSize(content.layoutDimensions, template.layoutDimensions)) {
    const t = template.layoutDimensions;
    const resized = changePageSize(content, { width: t.flatWidth, height: t.flatHeight, units: t.units });
    const { zoomRatio, guideLines } = content.layoutDimensions;
    next = { ...resized, layoutDimensions: { ...t, zoomRatio, guideLines } };
  }
  next = {
    ...next,
    pages: next.pages.map((p) => (p.id === pageId ? { ...p, backgroundColor: template.backgroundColor } : p)),
    assets: next.assets.filter((a) => a.pageId !== pageId),
  };
  return insertCopies(next, { assets: template.assets, pageId, offset: { x: 0, y: 0 }, backgrounds: 'replace' });
}

/** Where restored assets came from: a dropped design or a template. */
export type RestoreSource = 'design' | 'template';

/**
 * The notice after restoring assets (reloading images and fonts): 'N assets from design can not
 * be restored' or 'N assets from template can not be restored'; undefined when none failed.
 */
export function restoreFailureMessage(count: number, source: RestoreSource): string | undefined {
  if (!(count > 0)) return undefined;
  return `${count} assets from ${source} can not be restored`;
}

/**
 * Texts whose font is not available fall back to the default font (fontId 0 and its family), so
 * they still show. `count` is how many texts changed; when none did, the same content is returned.
 */
export function withFallbackFonts(content: DesignContent, availableFontIds: Iterable<number>): { content: DesignContent; count: number } {
  const missing = content.assets.filter(fontMissing(availableFontIds));
  const next = mapAssets(
    content,
    missing.map((a) => a.id),
    (a) => (a.type === 'text' ? { ...a, textConfig: { ...a.textConfig, fontId: DEFAULT_FONT_ID, fontFamily: DEFAULT_FONT_FAMILY } } : a),
  );
  return { content: next, count: missing.length };
}

/**
 * The template's texts whose font is not available set to the default font (see
 * `withFallbackFonts`), before the template is applied, so only the page it lands on changes.
 */
export function templateWithFallbackFonts(template: TemplateContent, availableFontIds: Iterable<number>): { template: TemplateContent; count: number } {
  const missing = fontMissing(availableFontIds);
  let count = 0;
  const assets = template.assets.map((a) => {
    if (a.type !== 'text' || !missing(a)) return a;
    count += 1;
    return { ...a, textConfig: { ...a.textConfig, fontId: DEFAULT_FONT_ID, fontFamily: DEFAULT_FONT_FAMILY } };
  });
  return count === 0 ? { template, count } : { template: { ...template, assets }, count };
}

/** The fonts a template's texts use besides the default font, each once. */
export function templateFontIds(template: TemplateContent): number[] {
  return storedFontIds(documentResources(template));
}

/** Whether an asset uses a stored font that is not available (the default font always is). */
function fontMissing(availableFontIds: Iterable<number>): (asset: Asset) => boolean {
  const available = new Set(availableFontIds);
  return (asset) => storedFontIds(assetResources(asset)).some((id) => !available.has(id));
}

/**
 * A page of a design as a template (a dropped design applies like a template, spec 001 section
 * 4.11): the design's size, the page's background colour and its assets. Which page: the one
 * given, else the first (docs/decisions.md); undefined when the design has no such page.
 */
export function pageAsTemplate(content: DesignContent, pageId?: string): TemplateContent | undefined {
  const page = pageId === undefined ? content.pages[0] : content.pages.find((p) => p.id === pageId);
  if (!page) return undefined;
  return { layoutDimensions: content.layoutDimensions, backgroundColor: page.backgroundColor, assets: content.assets.filter((a) => a.pageId === page.id) };
}

/** The product choice of a document: category, product and standard size (null: none or custom). */
export interface ProductChoice {
  categoryId: number | null;
  productId: number | null;
  productSizeId: number | null;
}

/**
 * The document's product choice after applying a template or design of another size (spec 001
 * section 4.11 "applying switches size if needed"; 4.8 "the product ... derive[s] from" the size):
 * the source's standard size; the document's product when it offers that size, else the source's
 * product and category. A source of the same size leaves the choice as it is, and so does a
 * source in a custom size (no standard size to take): its dimensions are applied, the size is none.
 */
export function productChoiceAfterApplying(
  products: readonly Pick<Product, 'id' | 'categoryId' | 'productSizes'>[],
  document: ProductChoice,
  source: ProductChoice,
  sameSize: boolean,
): ProductChoice {
  if (sameSize) return document;
  if (source.productSizeId === null) return { ...document, productSizeId: null };
  const current = products.find((p) => p.id === document.productId);
  if (current?.productSizes.some((s) => s.id === source.productSizeId)) return { ...document, productSizeId: source.productSizeId };
  const product = products.find((p) => p.id === source.productId);
  return {
    categoryId: product?.categoryId ?? source.categoryId,
    productId: product?.id ?? source.productId,
    productSizeId: source.productSizeId,
  };
}

/** Whether applying this content to the document changes the document's size. */
export function changesSize(currentLayout: LayoutDimensions, template: TemplateContent): boolean {
  return !sameSize(currentLayout, template.layoutDimensions);
}

/**
 * templatesUsedInDesign after applying a template to a page: that page's entry is the template
 * (a page holds one template's assets at a time), the other pages' entries stay.
 */
export function templatesUsedAfter(used: readonly { id: number; pageId?: string }[], templateId: number, pageId: string): { id: number; pageId?: string }[] {
  return [...used.filter((u) => u.pageId !== pageId), { id: templateId, pageId }];
}

/**
 * A template opened for editing ('Edit template', spec 001 section 2.3): a one-page document in
 * the template's size, margins and columns, whose page has the template's background colour and
 * copies of its assets. Saving it back takes that page again (`pageAsTemplate`).
 */
export function templateDocumentContent(template: TemplateContent): DesignContent {
  const empty = createDesignContent(template.layoutDimensions, 'SINGLE_SIDE');
  return applyTemplateToPage(empty, { pageId: empty.pages[0]!.id, template });
}
