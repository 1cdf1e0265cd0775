import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseKeywords } from '@layout/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { seedOnce } from '../../seeding/once';
import { newFileKey } from '../../storage/keys';
import { sanitizeSvg } from '../../uploads/svg';
import { findUserByEmail, insertUser, updateUser } from '../../users/users.queries';
import type { UserRow } from '../../users/users.table';
import { cents } from '../../db/money';
import { illustrationCategories, illustrationSubcategories, illustrations } from '../illustrations.table';
import { HOUSE_STUDIO, SEED_CATEGORIES, SEED_COLLECTIONS, SEED_ILLUSTRATIONS } from './seedData';

const artFolder = join(dirname(fileURLToPath(import.meta.url)), 'art');

/**
 * A password hash that no password matches: argon2 cannot read it, so verifying any password
 * against it fails (auth/passwords.ts answers false). The house studio cannot log in until an
 * operator gives it a password with `npm run admin -- set-password`.
 */
export const NO_LOGIN_PASSWORD_HASH = '!no-login';

/**
 * Installs the starter illustrations once (seed_runs 'illustrations'): the house studio account
 * that owns them, the categories and collections, and the artwork, each SVG passed through the
 * same sanitiser as an upload. Later edits and deletions by admins are kept: it never runs again.
 */
export async function installSeedIllustrations(app: FastifyInstance): Promise<void> {
  await seedOnce(app.db, 'illustrations', async () => {
    const studio = await houseStudio(app.db, app.config.company.mainWebsiteUrl);
    const categoryIds = await seedCategories(app.db);
    const collectionIds = await seedCollections(app.db, categoryIds, studio.id);
    const files = await Promise.all(
      SEED_ILLUSTRATIONS.map(async (item) => {
        const svg = sanitizeSvg(await readFile(join(artFolder, `${item.file}.svg`)));
        const key = newFileKey('illustrations', 'svg');
        await app.storage.put(key, svg, 'image/svg+xml');
        return key;
      }),
    );
    await app.db.insert(illustrations).values(
      SEED_ILLUSTRATIONS.map((item, i) => ({
        name: item.name,
        type: 'svg' as const,
        fileKey: files[i]!,
        previewKey: files[i]!,
        costCents: cents(item.cost),
        keyWords: parseKeywords(item.keyWords),
        order: i + 1,
        isPublished: true,
        userId: studio.id,
        illustrationCategoryId: categoryIds.get(item.category)!,
        illustrationSubcategoryId: item.collection ? collectionIds.get(item.collection)! : null,
      })),
    );
  });
}

/**
 * The designer account of the house: 'Layout Studio', hire-me on, the company's website when one
 * is configured. It has no usable password (NO_LOGIN_PASSWORD_HASH) and an address at the
 * reserved .invalid domain, so no reset e-mail can reach anyone.
 */
async function houseStudio(db: Db, mainWebsiteUrl: string): Promise<UserRow> {
  const existing = await findUserByEmail(db, HOUSE_STUDIO.email);
  const account =
    existing ??
    (await insertUser(db, {
      email: HOUSE_STUDIO.email,
      passwordHash: NO_LOGIN_PASSWORD_HASH,
      firstname: HOUSE_STUDIO.firstname,
      lastname: HOUSE_STUDIO.lastname,
      role: 'designer',
    })) ??
    (await findUserByEmail(db, HOUSE_STUDIO.email));
  if (!account) throw new Error('The house studio account could not be created');
  if (existing) return existing;
  const website = /^https?:\/\//i.test(mainWebsiteUrl) ? mainWebsiteUrl : '';
  return (await updateUser(db, account.id, { creatorName: HOUSE_STUDIO.creatorName, isShowHireMe: true, website })) ?? account;
}

async function seedCategories(db: Db): Promise<Map<string, number>> {
  await db
    .insert(illustrationCategories)
    .values(SEED_CATEGORIES.map((c) => ({ ...c })))
    .onConflictDoNothing({ target: illustrationCategories.name });
  const rows = await db
    .select()
    .from(illustrationCategories)
    .where(
      inArray(
        illustrationCategories.name,
        SEED_CATEGORIES.map((c) => c.name),
      ),
    );
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function seedCollections(db: Db, categoryIds: Map<string, number>, studioId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const collection of SEED_COLLECTIONS) {
    const categoryId = categoryIds.get(collection.category)!;
    await db
      .insert(illustrationSubcategories)
      .values({ name: collection.name, costCents: cents(collection.cost), assignedTo: studioId, illustrationCategoryId: categoryId })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(illustrationSubcategories)
      .where(and(eq(illustrationSubcategories.illustrationCategoryId, categoryId), eq(illustrationSubcategories.name, collection.name)));
    ids.set(collection.name, row!.id);
  }
  return ids;
}
