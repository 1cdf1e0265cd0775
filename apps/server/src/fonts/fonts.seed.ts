import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type TextStyle, fontCombinationSchema } from '@layout/model';
import { sfntFromWoff } from '@layout/render';
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { seedOnce } from '../seeding/once';
import { newFileKey } from '../storage/keys';
import { inspectFontFile } from './fontFile';
import { FONT_CATEGORIES, SEED_COMBINATIONS, SEED_FAMILIES, faceName } from './fonts.seed-data';
import { fontCategories, fontCombinations, fonts } from './fonts.table';

const require = createRequire(import.meta.url);

/**
 * The font categories, at every start (like the print catalogue): uploads go to category 1
 * (spec 000 section 5), so it must exist even where the font library is not installed.
 */
export async function seedFontCategories(db: Db): Promise<void> {
  await db
    .insert(fontCategories)
    .values([...FONT_CATEGORIES])
    .onConflictDoNothing({ target: fontCategories.id });
}

/** A face of the seed, read and unpacked: what is stored. */
interface SeedFace {
  name: string;
  categoryId: number;
  bytes: Buffer;
  format: 'ttf' | 'otf';
}

async function readFace(pkg: string, weight: number): Promise<Buffer> {
  const path = require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff`);
  return Buffer.from(await sfntFromWoff(await readFile(path)));
}

/**
 * Installs the font library once (seeding/once.ts): every face of SEED_FAMILIES as a public font,
 * stored as a plain .ttf/.otf (the format uploads have), then the premade combinations, which name
 * their fonts by face name. Faces and combinations already present (by name) are skipped, so a
 * second run adds nothing. Each face is checked like an upload, so a broken package fails loudly.
 */
export async function installSeedFonts(app: FastifyInstance): Promise<void> {
  await seedOnce(app.db, 'fonts', async () => {
    const present = new Set((await app.db.select({ name: fonts.name }).from(fonts).where(isNull(fonts.userId))).map((r) => r.name));
    const wanted = SEED_FAMILIES.flatMap((f) => f.weights.map((weight) => ({ family: f, weight, name: faceName(f.family, weight) }))).filter((face) => !present.has(face.name));
    const faces: SeedFace[] = await Promise.all(
      wanted.map(async ({ family, weight, name }) => {
        const bytes = await readFace(family.package, weight);
        const info = inspectFontFile(bytes);
        if (!info) throw new Error(`The seed font ${name} (@fontsource/${family.package}) is not a usable font`);
        return { name, categoryId: family.categoryId, bytes, format: info.format };
      }),
    );
    const rows = await Promise.all(
      faces.map(async (face) => {
        const fileKey = newFileKey('fonts', face.format);
        await app.storage.put(fileKey, face.bytes, face.format === 'otf' ? 'font/otf' : 'font/ttf');
        return { name: face.name, userId: null, fileKey, fontCategoryId: face.categoryId };
      }),
    );
    if (rows.length > 0) await app.db.insert(fonts).values(rows).onConflictDoNothing();

    const ids = new Map((await app.db.select({ id: fonts.id, name: fonts.name }).from(fonts).where(isNull(fonts.userId))).map((r) => [r.name, r.id]));
    const combinations = SEED_COMBINATIONS.map((combination, index) => ({
      name: combination.name,
      order: index + 1,
      textStyles: combination.styles.map(({ font, ...style }): TextStyle => {
        const fontId = ids.get(font);
        if (fontId === undefined) throw new Error(`The combination ${combination.name} names ${font}, which is not in the font seed`);
        return { ...style, fontId, fontWeight: 'normal', fontStyle: 'normal' };
      }),
    }));
    // The same schema the API promises, so a typo in the seed cannot reach the editor.
    for (const combination of combinations) fontCombinationSchema.parse({ id: 1, ...combination });
    await app.db.insert(fontCombinations).values(combinations).onConflictDoNothing({ target: fontCombinations.name });
  });
}
