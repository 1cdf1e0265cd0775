import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, productProductSizes, productSizes, products, templateGroups } from './catalogue.tables';
import { SEED_CATALOGUE, SEED_SIZES } from './catalogue.seed-data';

/** Adds whatever of the seed catalogue is missing. Safe to run at every start. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const sizeIds = new Map<string, number>();
    for (const [order, size] of SEED_SIZES.entries()) {
      await tx
        .insert(productSizes)
        .values({
          name: size.name,
          order: order + 1,
          width: size.width,
          height: size.height,
          marginTop: size.margin,
          marginBottom: size.margin,
          marginLeft: size.margin,
          marginRight: size.margin,
          columnNumber: size.columns,
          columnGutter: size.gutter,
          units: 'mm',
        })
        .onConflictDoNothing({ target: productSizes.name });
      const [row] = await tx.select({ id: productSizes.id }).from(productSizes).where(eq(productSizes.name, size.name));
      sizeIds.set(size.name, row!.id);
    }

    for (const [categoryOrder, category] of SEED_CATALOGUE.entries()) {
      await tx
        .insert(categories)
        .values({ name: category.name, order: categoryOrder + 1 })
        .onConflictDoNothing({ target: categories.name });
      const [categoryRow] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.name, category.name));

      for (const [productOrder, product] of category.products.entries()) {
        await tx
          .insert(products)
          .values({
            name: product.name,
            order: productOrder + 1,
            categoryId: categoryRow!.id,
            printFormat: product.printFormat,
            shape: product.shape ?? 'rect',
            allowCustomSize: product.allowCustomSize ?? false,
            isDownloadOnly: product.isDownloadOnly ?? false,
            ...(product.printBleedMm === undefined ? {} : { printBleedMm: product.printBleedMm }),
            ...product.formats,
          })
          .onConflictDoNothing({ target: products.name });
        const [productRow] = await tx.select({ id: products.id }).from(products).where(eq(products.name, product.name));
        const productId = productRow!.id;

        for (const sizeName of product.sizes) {
          await tx
            .insert(productProductSizes)
            .values({ productId, productSizeId: sizeIds.get(sizeName)! })
            .onConflictDoNothing();
        }
        for (const [groupOrder, groupName] of product.templateGroups.entries()) {
          const existing = await tx
            .select({ id: templateGroups.id })
            .from(templateGroups)
            .where(and(eq(templateGroups.productId, productId), eq(templateGroups.name, groupName)));
          if (existing.length === 0) {
            await tx.insert(templateGroups).values({ name: groupName, order: groupOrder + 1, productId });
          }
        }
      }
    }
  });
}
