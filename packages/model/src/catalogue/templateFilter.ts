import type { Role } from '../account/roles';
import { CAROUSEL_PER_SLIDE, NEWEST_TEMPLATES_GROUP_ID } from '../constants';
import type { Template } from '../document/template';
import type { Category, Product, ProductSize, TemplateGroup } from './index';
import { byOrder, firstGroupOf, groupForProduct } from './ordering';

/**
 * The Templates panel's selects and how they cascade (spec 001 sections 2.3 and 4.12): Category,
 * Product, Size and Side. "Changing category selects its first product and first template group
 * and keeps or sets a valid size; changing product resets group and size if invalid."
 */
export type SideFilter = 'front' | 'back' | 'all';

export interface TemplateFilter {
  categoryId: number | null;
  productId: number | null;
  productSizeId: number | null;
  templateGroupId: number | null;
  side: SideFilter;
}

/** How the Side select names its choices. */
export const SIDE_LABELS: Record<SideFilter, string> = { front: 'Front designs', back: 'Back designs', all: 'All designs' };

export interface CatalogueData {
  categories: readonly Category[];
  products: readonly Product[];
  groups: readonly TemplateGroup[];
}

/** The products a category shows (those not hidden), in order. */
export function productsOf(catalogue: CatalogueData, categoryId: number | null): Product[] {
  return catalogue.products.filter((p) => p.categoryId === categoryId && p.isShow).sort(byOrder);
}

/** The size kept when it is offered by the product, else the product's first size. */
function validSize(product: Product | undefined, sizeId: number | null): number | null {
  if (!product) return null;
  return product.productSizes.some((s) => s.id === sizeId) ? sizeId : (product.productSizes.slice().sort(byOrder)[0]?.id ?? null);
}

/** Changing category: its first product, that product's first group, a valid size. */
export function chooseCategory(catalogue: CatalogueData, filter: TemplateFilter, categoryId: number): TemplateFilter {
  const product = productsOf(catalogue, categoryId)[0];
  return {
    ...filter,
    categoryId,
    productId: product?.id ?? null,
    templateGroupId: firstGroupOf(catalogue, product?.id ?? null),
    productSizeId: validSize(product, filter.productSizeId),
  };
}

/** Changing product: the group and the size reset when the product does not have them. */
export function chooseProduct(catalogue: CatalogueData, filter: TemplateFilter, productId: number): TemplateFilter {
  const product = catalogue.products.find((p) => p.id === productId);
  return {
    ...filter,
    categoryId: product?.categoryId ?? filter.categoryId,
    productId,
    templateGroupId: groupForProduct(catalogue, filter.templateGroupId, productId),
    productSizeId: validSize(product, filter.productSizeId),
  };
}

/**
 * Where the panel starts: the open document's product and size when it has them; otherwise the
 * first category's first product, in the size of the document's dimensions when that product has
 * it. Front designs first.
 */
export function initialTemplateFilter(
  catalogue: CatalogueData,
  document: { categoryId: number | null; productId: number | null; productSizeId: number | null; size?: { width: number; height: number; units: string } },
): TemplateFilter {
  const product = catalogue.products.find((p) => p.id === document.productId);
  const empty: TemplateFilter = { categoryId: null, productId: null, productSizeId: null, templateGroupId: null, side: 'front' };
  if (product) return { ...chooseProduct(catalogue, empty, product.id), productSizeId: validSize(product, document.productSizeId) };
  const category = catalogue.categories.slice().sort(byOrder)[0];
  if (!category) return empty;
  const chosen = chooseCategory(catalogue, empty, category.id);
  const first = catalogue.products.find((p) => p.id === chosen.productId);
  const sameSize = first?.productSizes.find((s) => document.size && s.width === document.size.width && s.height === document.size.height && s.units === document.size.units);
  return sameSize ? { ...chosen, productSizeId: sameSize.id } : chosen;
}

/** Whether a template shows for the selects: same product and size, and side unless 'all'. */
export function matchesFilter(template: Template, filter: TemplateFilter): boolean {
  return template.productId === filter.productId && template.productSizeId === filter.productSizeId && (filter.side === 'all' || template.side === filter.side);
}

/** Where a template came from: the house (admins), the marketplace (designers), or the user's own lists. */
export type TemplateSource = 'house' | 'marketplace' | 'mine';
export interface ListedTemplate extends Template {
  source: TemplateSource;
}

/** How many designers' templates 'Newest templates' shows. */
export const NEWEST_TEMPLATES_COUNT = 6;

export interface TemplateSection {
  /** Unique among the sections: 'group-<template group id>' (the newest: NEWEST_TEMPLATES_GROUP_ID) or 'designer-<user id>'. */
  key: string;
  title: string;
  /** A heading over this and the following sections ('MARKETPLACE TEMPLATES'). */
  heading?: string;
  templates: ListedTemplate[];
}

/**
 * The results for the selects (spec 001 section 2.3): house and the user's templates grouped by
 * template group in the group's order, then 'MARKETPLACE TEMPLATES': 'Newest templates' and one
 * group per designer. Empty groups are left out.
 */
export function groupTemplates(templates: readonly ListedTemplate[], filter: TemplateFilter, groups: readonly TemplateGroup[]): TemplateSection[] {
  const shown = templates.filter((t) => matchesFilter(t, filter));
  const byTemplateOrder = (a: Template, b: Template) => a.order - b.order || a.id - b.id;
  const sections: TemplateSection[] = [];
  const own = shown.filter((t) => t.source !== 'marketplace');
  for (const group of groups.filter((g) => g.productId === filter.productId).sort(byOrder)) {
    const members = own.filter((t) => t.templateGroupId === group.id).sort(byTemplateOrder);
    if (members.length) sections.push({ key: `group-${group.id}`, title: group.name, templates: members });
  }
  const ungrouped = own.filter((t) => !groups.some((g) => g.id === t.templateGroupId && g.productId === filter.productId)).sort(byTemplateOrder);
  if (ungrouped.length) sections.push({ key: 'group-none', title: 'More templates', templates: ungrouped });

  const market = shown.filter((t) => t.source === 'marketplace');
  if (market.length) {
    const newest = market
      .slice()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, NEWEST_TEMPLATES_COUNT);
    sections.push({ key: `group-${NEWEST_TEMPLATES_GROUP_ID}`, title: 'Newest templates', heading: 'MARKETPLACE TEMPLATES', templates: newest });
    const designers = new Map<number, ListedTemplate[]>();
    for (const t of market) designers.set(t.userId, [...(designers.get(t.userId) ?? []), t]);
    for (const [userId, members] of designers) {
      sections.push({ key: `designer-${userId}`, title: members[0]!.user.creatorName ?? 'Designer', templates: members.sort(byTemplateOrder) });
    }
  }
  return sections;
}

/**
 * What a search shows (spec 001 section 5: "Template search matches name (case-insensitive),
 * creator name or design set name"): templates of designers whose name matches ('TEMPLATES DESIGNED BY'), of
 * design sets whose name matches ('{set} by {creator}'), and 'OTHER TEMPLATES' matching by name,
 * each template once, all within the product and size of the selects.
 */
export interface TemplateSearchResult {
  designers: { creatorName: string; templates: ListedTemplate[] }[];
  designSets: { name: string; creatorName: string | null; templates: ListedTemplate[] }[];
  others: ListedTemplate[];
}

export function searchTemplates(templates: readonly ListedTemplate[], filter: TemplateFilter, query: string): TemplateSearchResult {
  const q = query.trim().toLowerCase();
  const inScope = templates.filter((t) => t.productId === filter.productId && t.productSizeId === filter.productSizeId);
  const shown = new Set<number>();
  const designers = new Map<string, ListedTemplate[]>();
  for (const t of inScope) {
    const name = t.user.creatorName;
    if (name?.toLowerCase().includes(q)) {
      designers.set(name, [...(designers.get(name) ?? []), t]);
      shown.add(t.id);
    }
  }
  const sets = new Map<string, ListedTemplate[]>();
  for (const t of inScope) {
    const set = t.designSet?.name;
    if (set?.toLowerCase().includes(q) && !shown.has(t.id)) {
      sets.set(set, [...(sets.get(set) ?? []), t]);
      shown.add(t.id);
    }
  }
  const others = inScope.filter((t) => !shown.has(t.id) && t.name.toLowerCase().includes(q));
  return {
    designers: [...designers].map(([creatorName, list]) => ({ creatorName, templates: list })),
    designSets: [...sets].map(([name, list]) => ({ name, creatorName: list[0]!.user.creatorName, templates: list })),
    others,
  };
}

/** 'Size: W mm x H mm' of a template card's context menu. */
export function templateSizeLabel(size: Pick<ProductSize, 'width' | 'height' | 'units'>): string {
  return `Size: ${size.width} ${size.units} x ${size.height} ${size.units}`;
}

/** How the Size select names a size: 'name (W x H units)'. */
export function sizeOptionLabel(size: Pick<ProductSize, 'name' | 'width' | 'height' | 'units'>): string {
  return `${size.name} (${size.width} x ${size.height} ${size.units})`;
}

/** 'Side: Front' or 'Side: Back' of a template card's context menu. */
export function templateSideLabel(side: Template['side']): string {
  return `Side: ${side === 'front' ? 'Front' : 'Back'}`;
}

/**
 * Template cards a carousel slide holds (spec 001 section 9: "templates 2 (landscape) or 3
 * (portrait)"): landscape when wider than high; square sizes count as portrait (their cards are
 * as narrow as portrait ones, so three fit).
 */
export function templatesPerSlide(size: { width: number; height: number } | undefined): number {
  return size && size.width > size.height ? CAROUSEL_PER_SLIDE.templatesLandscape : CAROUSEL_PER_SLIDE.templatesPortrait;
}

/** Whether a user sees a template's owner controls (spec 001 section 6: its creator or an admin). */
export function mayManageTemplate(user: { id: number; role: Role } | null, template: Pick<Template, 'userId'>): boolean {
  return user !== null && (user.role === 'admin' || (user.role === 'designer' && user.id === template.userId));
}
