import type { Category, Product, ProductPrinting, ProductSize, TemplateGroup } from '@layout/model';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { categories, productProductSizes, productSizes, products, templateGroups } from './catalogue.tables';

type ProductSizeRow = typeof productSizes.$inferSelect;

/** A product size as the API shows it: margins and columns grouped, its date as ISO text. */
function toProductSize(row: ProductSizeRow): ProductSize {
  return {
    id: row.id,
    name: row.name,
    order: row.order,
    width: row.width,
    height: row.height,
    margins: { top: row.marginTop, bottom: row.marginBottom, left: row.marginLeft, right: row.marginRight },
    columns: { number: row.columnNumber, gutter: row.columnGutter },
    units: row.units,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCategories(db: Queryable): Promise<Category[]> {
  return db.select().from(categories).orderBy(asc(categories.order), asc(categories.id));
}

export async function listProductSizes(db: Queryable): Promise<ProductSize[]> {
  const rows = await db.select().from(productSizes).orderBy(asc(productSizes.order), asc(productSizes.id));
  return rows.map(toProductSize);
}

/** The products, each with the sizes it is offered in; only product `id`, when given. */
export async function listProducts(db: Queryable, id?: number): Promise<Product[]> {
  const [productRows, sizeRows, links] = await Promise.all([
    db
      .select()
      .from(products)
      .where(id === undefined ? undefined : eq(products.id, id))
      .orderBy(asc(products.categoryId), asc(products.order), asc(products.id)),
    db.select().from(productSizes).orderBy(asc(productSizes.order), asc(productSizes.id)),
    db.select().from(productProductSizes),
  ]);
  return productRows.map((product) => {
    const ids = new Set(links.filter((l) => l.productId === product.id).map((l) => l.productSizeId));
    return { ...product, productSizes: sizeRows.filter((s) => ids.has(s.id)).map(toProductSize) };
  });
}

/** Sets how a product prints; false when there is no such product. */
export async function setProductPrinting(db: Queryable, id: number, printing: ProductPrinting): Promise<boolean> {
  const updated = await db.update(products).set({ printColors: printing.printColors }).where(eq(products.id, id)).returning({ id: products.id });
  return updated.length > 0;
}

export async function listTemplateGroups(db: Queryable): Promise<TemplateGroup[]> {
  return db.select().from(templateGroups).orderBy(asc(templateGroups.productId), asc(templateGroups.order), asc(templateGroups.id));
}

/** One product's print flags: enough to say whether a design of it may go to print. */
export async function findProductFlags(db: Queryable, id: number): Promise<{ name: string; isDownloadOnly: boolean } | null> {
  const [found] = await db.select({ name: products.name, isDownloadOnly: products.isDownloadOnly }).from(products).where(eq(products.id, id));
  return found ?? null;
}
