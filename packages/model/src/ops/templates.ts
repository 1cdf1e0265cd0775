import type { Asset } from '../assets';
import { DEFAULT_FONT_FAMILY } from '../assets/text';
import type { DesignContent } from '../document/content';
import type { LayoutDimensions } from '../document/layout';
import { DEFAULT_FONT_ID } from '../text/fonts';
import { toPx } from '../units';
import { insertCopies } from './clipboard';
import { mapAssets } from './collection';
import { changePageSize } from './pageSize';

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
export function templateSizeCheck(currentLayout: LayoutDimensions, templateLayout: LayoutDimensions, sizeName: string): TemplateSizeCheck {
  if (sameSize(currentLayout, templateLayout)) return { sameSize: true };
  return { sameSize: false, confirmation: `This template will change your artwork to "${sizeName}" are you happy to proceed?` };
}

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
  const available = new Set(availableFontIds);
  const missing = content.assets.filter(
    (a) => a.type === 'text' && a.textConfig.fontId !== DEFAULT_FONT_ID && !available.has(a.textConfig.fontId),
  );
  const next = mapAssets(content, missing.map((a) => a.id), (a) =>
    a.type === 'text' ? { ...a, textConfig: { ...a.textConfig, fontId: DEFAULT_FONT_ID, fontFamily: DEFAULT_FONT_FAMILY } } : a,
  );
  return { content: next, count: missing.length };
}
