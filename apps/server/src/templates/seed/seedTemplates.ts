import { and, asc, eq } from 'drizzle-orm';
import { productSizes, products, templateGroups } from '../../catalogue/catalogue.tables';
import type { Db } from '../../db/client';
import { seedOnce } from '../../seeding/once';
import { users } from '../../users/users.table';
import { designSetFor, insertTemplate } from '../templates.queries';
import { seedTemplates } from './designs';

/**
 * Installs Layout's own templates on the first start, as public templates of the first admin
 * (house templates, grouped by template group in the panel). Runs after the catalogue and the
 * admin account exist; a template whose product, size or group is missing is skipped.
 */
export async function installSeedTemplates(db: Db): Promise<number> {
  let installed = 0;
  await seedOnce(db, 'templates-v1', async () => {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
    if (!owner) return;
    for (const seed of seedTemplates()) {
      const [product] = await db.select().from(products).where(eq(products.name, seed.product));
      const [size] = await db.select().from(productSizes).where(eq(productSizes.name, seed.size));
      if (!product || !size) continue;
      const [group] = await db
        .select({ id: templateGroups.id })
        .from(templateGroups)
        .where(and(eq(templateGroups.productId, product.id), eq(templateGroups.name, seed.group)));
      const designSetId = seed.designSet ? await designSetFor(db, seed.designSet, owner.id, true) : null;
      await insertTemplate(
        db,
        {
          userId: owner.id,
          name: seed.name,
          theme: seed.theme,
          template: seed.content,
          productSizeId: size.id,
          categoryId: product.categoryId,
          productId: product.id,
          templateGroupId: group?.id ?? null,
          designSetId,
          side: seed.side,
          order: seed.order,
          isAccessLimited: false,
          previewKey: null,
        },
        [],
      );
      installed += 1;
    }
  });
  return installed;
}
