import type { Category, Product, ProductSize, TemplateGroup } from '@layout/model';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, productProductSizes, productSizes, products, templateGroups } from './catalogue.tables';

type ProductSizeRow = typeof productSizes.$inferSelect;

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

/** The print catalogue, open to everyone including guests (spec 000 section 7). */
export async function catalogueRoutes(app: FastifyInstance) {
  app.get('/categories', async (): Promise<Category[]> => app.db.select().from(categories).orderBy(asc(categories.order), asc(categories.id)));

  app.get('/product-sizes', async (): Promise<ProductSize[]> => {
    const rows = await app.db.select().from(productSizes).orderBy(asc(productSizes.order), asc(productSizes.id));
    return rows.map(toProductSize);
  });

  app.get('/products', async (): Promise<Product[]> => {
    const [productRows, sizeRows, links] = await Promise.all([
      app.db.select().from(products).orderBy(asc(products.categoryId), asc(products.order), asc(products.id)),
      app.db.select().from(productSizes).orderBy(asc(productSizes.order), asc(productSizes.id)),
      app.db.select().from(productProductSizes),
    ]);
    return productRows.map((product) => {
      const ids = new Set(links.filter((l) => l.productId === product.id).map((l) => l.productSizeId));
      return { ...product, productSizes: sizeRows.filter((s) => ids.has(s.id)).map(toProductSize) };
    });
  });

  app.get(
    '/template-groups',
    async (): Promise<TemplateGroup[]> => app.db.select().from(templateGroups).orderBy(asc(templateGroups.productId), asc(templateGroups.order), asc(templateGroups.id)),
  );
}
