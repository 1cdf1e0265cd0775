import { documentResources } from '@layout/model';
import { type FontFamilyFaces, type FontLike, createFontSet, fontFromBytes, measureTextHeight } from '@layout/render';
import { loadDefaultFamily } from '@layout/render/node';
import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { productSizes, products, templateGroups } from '../../catalogue/catalogue.tables';
import type { Db } from '../../db/client';
import { fonts } from '../../fonts/fonts.table';
import { seedOnce } from '../../seeding/once';
import type { FileStorage } from '../../storage/storage';
import { svgs } from '../../svgs/svgs.table';
import { users } from '../../users/users.table';
import { designSetFor, dropEmptyDesignSets, insertTemplate } from '../templates.queries';
import { templateAssignments, templates } from '../templates.table';
import { SEED_SHAPE_LINK } from './builder';
import { type SeedTemplate, V1_TEMPLATE_NAMES, seedTemplates } from './designs';
import { type SeedLibraries, resolveSeedContent, svgAspect } from './resolve';

/** The seed's name in seed_runs: version 2 uses the font and shape libraries. */
export const TEMPLATES_SEED = 'templates-v2';

/** The faces and shapes the seeds name. */
function namedInSeeds(seeds: readonly SeedTemplate[]): { faces: Set<string>; shapes: Set<string> } {
  const faces = new Set<string>();
  const shapes = new Set<string>();
  for (const seed of seeds) {
    const { fonts: used, svgs: artwork } = documentResources(seed.built.content);
    for (const font of used) faces.add(font.fontFamily);
    for (const { link } of artwork) if (link.startsWith(SEED_SHAPE_LINK)) shapes.add(link.slice(SEED_SHAPE_LINK.length));
  }
  return { faces, shapes };
}

/**
 * What the installed libraries offer the seeds: the public fonts they name (read from storage, to
 * measure texts with the very files the editor draws), the library shapes they name, and the
 * default font. A library that is not installed (SEED_LIBRARIES=false) offers nothing.
 */
export async function loadSeedLibraries(db: Db, storage: FileStorage, seeds: readonly SeedTemplate[]): Promise<SeedLibraries> {
  const named = namedInSeeds(seeds);
  const fontRows = named.faces.size
    ? await db
        .select({ id: fonts.id, name: fonts.name, fileKey: fonts.fileKey })
        .from(fonts)
        .where(and(isNull(fonts.userId), inArray(fonts.name, [...named.faces])))
    : [];
  const families = new Map<number, FontFamilyFaces<FontLike>>();
  const fontIds = new Map<string, number>();
  for (const row of fontRows) {
    const file = await storage.get(row.fileKey);
    if (!file) continue;
    families.set(row.id, { regular: await fontFromBytes(new Uint8Array(file.body)) });
    fontIds.set(row.name, row.id);
  }
  const shapeRows = named.shapes.size
    ? await db
        .select({ id: svgs.id, name: svgs.name, fileKey: svgs.fileKey })
        .from(svgs)
        .where(and(eq(svgs.type, 'shape'), isNull(svgs.userId), inArray(svgs.name, [...named.shapes])))
    : [];
  const shapes = new Map<string, { id: number; link: string; aspect: number }>();
  for (const row of shapeRows) {
    const file = await storage.get(row.fileKey);
    const aspect = file ? svgAspect(file.body.toString('utf8')) : undefined;
    if (aspect) shapes.set(row.name, { id: row.id, link: storage.url(row.fileKey), aspect });
  }
  const fontSet = createFontSet<FontLike>(await loadDefaultFamily(), families);
  return { fonts: fontIds, shapes, measure: (textConfig, width) => measureTextHeight({ textConfig, width }, fontSet.resolve(textConfig)) };
}

/**
 * Removes the first version's house templates nobody changed: the first admin's, by their seeded
 * names, never updated since they were seeded (an edit, an assignment or a saved preview updates
 * a template), and assigned to nobody. Edited ones stay, as the admin left them.
 */
async function retireUneditedFirstVersion(db: Db, ownerId: number): Promise<void> {
  await db
    .delete(templates)
    .where(
      and(
        eq(templates.userId, ownerId),
        inArray(templates.name, [...V1_TEMPLATE_NAMES]),
        eq(templates.updatedAt, templates.createdAt),
        isNull(templates.previewKey),
        notExists(db.select({ one: templateAssignments.templateId }).from(templateAssignments).where(eq(templateAssignments.templateId, templates.id))),
      ),
    );
}

/**
 * Installs Layout's own templates once, as public templates of the first admin (house templates,
 * grouped by template group in the panel), after the catalogue, the admin and the libraries
 * (their fonts and shapes) are in. On a database that has the first version's templates, those
 * nobody edited are replaced; a template of the same name that was edited is kept and its new
 * version not added. A template whose product, size or group is missing is skipped.
 */
export async function installSeedTemplates(db: Db, storage: FileStorage): Promise<number> {
  let installed = 0;
  await seedOnce(db, TEMPLATES_SEED, async () => {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
    if (!owner) return;
    await retireUneditedFirstVersion(db, owner.id);
    const seeds = seedTemplates();
    const libraries = await loadSeedLibraries(db, storage, seeds);
    const taken = new Set((await db.select({ name: templates.name }).from(templates).where(eq(templates.userId, owner.id))).map((r) => r.name));
    for (const seed of seeds) {
      if (taken.has(seed.name)) continue;
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
          template: resolveSeedContent(seed.built.content, libraries),
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
    await dropEmptyDesignSets(db);
  });
  return installed;
}
