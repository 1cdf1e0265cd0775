import type { CatalogueData } from './templateFilter';

/** The catalogue's order: by `order`, then by id (rows added with the same order keep their age). */
export const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

/** A product's first template group, or none. */
export function firstGroupOf(catalogue: CatalogueData, productId: number | null): number | null {
  return catalogue.groups.filter((g) => g.productId === productId).sort(byOrder)[0]?.id ?? null;
}

/** The group kept when it belongs to the product chosen, else that product's first group. */
export function groupForProduct(catalogue: CatalogueData, templateGroupId: number | null, productId: number): number | null {
  return catalogue.groups.some((g) => g.id === templateGroupId && g.productId === productId) ? templateGroupId : firstGroupOf(catalogue, productId);
}
