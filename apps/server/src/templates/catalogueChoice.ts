import { and, eq } from 'drizzle-orm';
import { productProductSizes, productSizes, products } from '../catalogue/catalogue.tables';
import type { Db } from '../db/client';
import { fieldError } from '../http/errors';

/**
 * The category and product of a template, checked against the catalogue: the size must exist,
 * and a product, when given, must be offered in that size; its category is the product's.
 * Without a product the template keeps the category given (or none).
 */
export async function checkCatalogueChoice(
  db: Db,
  input: { productSizeId: number; productId?: number | null; categoryId?: number | null },
): Promise<{ productId: number | null; categoryId: number | null }> {
  const [size] = await db.select({ id: productSizes.id }).from(productSizes).where(eq(productSizes.id, input.productSizeId));
  if (!size) throw fieldError('productSizeId', 'exists', 'This product size does not exist');
  if (!input.productId) return { productId: null, categoryId: input.categoryId ?? null };
  const [offered] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .innerJoin(productProductSizes, eq(productProductSizes.productId, products.id))
    .where(and(eq(products.id, input.productId), eq(productProductSizes.productSizeId, input.productSizeId)));
  if (!offered) throw fieldError('productId', 'offersSize', 'This product is not offered in this size');
  return { productId: input.productId, categoryId: offered.categoryId };
}
