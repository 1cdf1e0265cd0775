import { type SvgType, parseKeywords } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { seedOnce } from '../seeding/once';
import { newFileKey } from '../storage/keys';
import { sanitizeSvg } from '../uploads/svg';
import { ICON_CATEGORIES, selectIcons } from './seed/icons';
import { SEED_SHAPES, SHAPE_CATEGORIES } from './seed/shapes';
import { type NewSvg, ensureCategories, insertSvgs, seededNames } from './svgs.queries';

/** One library item as the seed installs it. */
interface SeedItem {
  name: string;
  category: string;
  keyWords: string[];
  costCents: number;
  svg: string;
}

/** Files written at once while installing (a library of a thousand small files). */
const PARALLEL_WRITES = 32;
/** Rows per insert. */
const ROWS_PER_INSERT = 250;

/**
 * Installs a library: its categories, then every item not already there (by name), each file
 * sanitised like an upload and stored, then the rows in a few batch inserts.
 */
async function install(app: FastifyInstance, type: SvgType, categoryNames: readonly string[], items: readonly SeedItem[]): Promise<number> {
  const categories = await ensureCategories(app.db, type, categoryNames);
  const present = await seededNames(app.db, type);
  const missing = items.filter((item) => !present.has(item.name));
  const rows: NewSvg[] = [];
  for (let start = 0; start < missing.length; start += PARALLEL_WRITES) {
    const batch = missing.slice(start, start + PARALLEL_WRITES);
    rows.push(
      ...(await Promise.all(
        batch.map(async (item): Promise<NewSvg> => {
          const fileKey = newFileKey('svgs', 'svg');
          await app.storage.put(fileKey, sanitizeSvg(Buffer.from(item.svg, 'utf8')), 'image/svg+xml');
          const svgCategoryId = categories.get(item.category);
          if (svgCategoryId === undefined) throw new Error(`The seed ${type} ${item.name} names an unknown category ${item.category}`);
          return { name: item.name, type, fileKey, costCents: item.costCents, keyWords: item.keyWords, svgCategoryId, isPublic: true, userId: null };
        }),
      )),
    );
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insertSvgs(app.db, rows.slice(start, start + ROWS_PER_INSERT));
  return rows.length;
}

/**
 * The shape and icon libraries, installed once each on the first start (seeding/once.ts): the
 * project's own shapes (seed/shapes.ts) and a selection of Tabler Icons (seed/icons.ts).
 */
export async function installSeedSvgs(app: FastifyInstance): Promise<void> {
  await seedOnce(app.db, 'svg-shapes', async () => {
    const items = SEED_SHAPES.map((shape) => ({
      name: shape.name,
      category: shape.category,
      keyWords: parseKeywords(`${shape.keyWords} ${shape.category}`).filter((word) => word !== 'and'),
      costCents: Math.round(shape.cost * 100),
      svg: shape.svg,
    }));
    const added = await install(app, 'shape', SHAPE_CATEGORIES, [...new Map(items.map((i) => [i.name, i])).values()]);
    app.log.info({ added }, 'shape library installed');
  });
  await seedOnce(app.db, 'svg-icons', async () => {
    const icons = await selectIcons();
    const items = icons.map((icon) => ({ ...icon, costCents: 0 }));
    const added = await install(
      app,
      'icon',
      ICON_CATEGORIES.map((c) => c.name),
      [...new Map(items.map((i) => [i.name, i])).values()],
    );
    app.log.info({ added }, 'icon library installed');
  });
}
