import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_MAX_BYTES, type Font, type FontCategory, type FontCombination, MESSAGES, TEXT_STYLE_NAMES, fontCombinationSchema } from '@layout/model';
import { fontFromBytes, sfntFromWoff } from '@layout/render';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRuns } from '../seeding/seeding.table';
import { type FilePart, postMultipart } from '../test/multipart';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { inspectFontFile } from './fontFile';
import { withoutTable } from './fontFixtures';
import { SEED_COMBINATIONS, SEED_FAMILIES } from './fonts.seed-data';
import { installSeedFonts } from './fonts.seed';

const require = createRequire(import.meta.url);

let t: TestApp;
let admin: SignedUp;
let ann: SignedUp;
let bob: SignedUp;
/** A real TrueType font (Lato, unpacked from its WOFF as the seed does). */
let ttf: Buffer;
let woff: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ann, bob] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  woff = await readFile(require.resolve('@fontsource/lato/files/lato-latin-400-normal.woff'));
  ttf = Buffer.from(await sfntFromWoff(woff));
});
afterAll(() => t.close());

const upload = (who: SignedUp | null, files: FilePart[], fields: Record<string, string> = {}) =>
  postMultipart(t.app, '/api/fonts', who, files, { fields, fileField: 'font', fileType: 'font/ttf' });

const get = (who: SignedUp | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const del = (who: SignedUp | null, id: number) => t.app.inject({ method: 'DELETE', url: `/api/fonts/${id}`, headers: who?.headers ?? {} });

describe('font file check (by bytes)', () => {
  it('accepts a TrueType font and names its format', () => {
    expect(inspectFontFile(ttf)).toEqual({ format: 'ttf', familyName: 'Lato' });
  });

  it('refuses a WOFF, a cut-off font, garbled outlines, an empty file and an OpenType header over junk', () => {
    expect(inspectFontFile(woff)).toBeNull();
    expect(inspectFontFile(ttf.subarray(0, Math.floor(ttf.length * 0.9)))).toBeNull();
    const garbled = Buffer.from(ttf);
    for (let i = 400; i < garbled.length; i++) garbled[i] = (i * 7919) & 0xff;
    expect(inspectFontFile(garbled)).toBeNull();
    expect(inspectFontFile(Buffer.alloc(0))).toBeNull();
    expect(inspectFontFile(Buffer.concat([Buffer.from('OTTO'), Buffer.alloc(500, 7)]))).toBeNull();
  });
});

describe('GET /api/font-categories', () => {
  it('lists the categories in order for anyone; category 1, where uploads go, exists without the library seed', async () => {
    const response = await get(null, '/api/font-categories');
    expect(response.statusCode).toBe(200);
    const categories = response.json() as FontCategory[];
    expect(categories.map((c) => c.name)).toEqual(['Sans serif', 'Serif', 'Display', 'Script & handwriting', 'Monospace']);
    expect(categories[0]).toEqual({ id: 1, name: 'Sans serif', order: 1 });
  });
});

describe('POST /api/fonts', () => {
  it('stores a .ttf as the user’s font in category 1, with the name sent, and serves its file', async () => {
    const response = await upload(ann, [{ name: 'Lato-Regular.ttf', bytes: ttf }], { name: 'Lato-Regular', fontCategoryId: '1' });
    expect(response.statusCode).toBe(201);
    const font = response.json() as Font;
    expect(font).toMatchObject({ name: 'Lato-Regular', userId: ann.user.id, fontCategoryId: 1 });
    expect(font.link).toMatch(/^\/api\/files\/fonts\/[0-9a-f-]{36}\.ttf$/);
    const file = await get(null, font.link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/ttf');
    expect(file.rawPayload.equals(ttf)).toBe(true);
    // The same engine the editor uses reads the stored file.
    expect((await fontFromBytes(new Uint8Array(file.rawPayload))).familyName).toBe('Lato');
    await del(ann, font.id);
  });

  it('names the font after the file name before its first dot when no name is sent, in category 1 by default', async () => {
    const response = await upload(ann, [{ name: 'My Brand.v2.final.TTF', bytes: ttf, type: 'application/octet-stream' }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'My Brand', fontCategoryId: 1, userId: ann.user.id });
    await del(ann, (response.json() as Font).id);
  });

  it('answers Invalid font file for a PNG renamed .ttf, a corrupt font, an empty file, a WOFF and a font named .png', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const corrupt = Buffer.from(ttf.subarray(0, Math.floor(ttf.length * 0.6)));
    const cases: FilePart[] = [
      { name: 'picture.ttf', bytes: png, type: 'font/ttf' },
      { name: 'Broken.ttf', bytes: corrupt },
      { name: 'Empty.otf', bytes: Buffer.alloc(0), type: 'font/otf' },
      { name: 'Web.ttf', bytes: woff },
      { name: 'Lato.png', bytes: ttf, type: 'image/png' },
    ];
    for (const file of cases) {
      const response = await upload(ann, [file]);
      expect(response.statusCode, file.name).toBe(422);
      expect(response.json(), file.name).toMatchObject({
        message: MESSAGES.invalidFontFile,
        details: [{ property: 'font', constraints: { isFontFile: MESSAGES.invalidFontFile } }],
      });
    }
    expect((await get(ann, `/api/users/${ann.user.id}/fonts`)).json()).toEqual([]);
  });

  it('answers Invalid font file for a font that parses but cannot be laid out and embedded as the export does (no post table)', async () => {
    const broken = withoutTable(ttf, 'post');
    // fontkit reads it, and the parse check alone would let it in.
    expect(inspectFontFile(broken)).not.toBeNull();
    const response = await upload(ann, [{ name: 'NoPost.ttf', bytes: broken }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidFontFile, details: [{ property: 'font', constraints: { isFontFile: MESSAGES.invalidFontFile } }] });
    expect((await get(ann, `/api/users/${ann.user.id}/fonts`)).json()).toEqual([]);
  });

  it('refuses two files at once, no file, a file in another field, and a request that is not multipart', async () => {
    const two = await upload(ann, [
      { name: 'A.ttf', bytes: ttf },
      { name: 'B.ttf', bytes: ttf },
    ]);
    expect(two.statusCode).toBe(422);
    expect(two.json().details).toBe('Only one file can be uploaded at a time');
    const none = await upload(ann, [], { name: 'Nothing' });
    expect(none.statusCode).toBe(422);
    const elsewhere = await upload(ann, [{ field: 'file', name: 'A.ttf', bytes: ttf }]);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().details[0].property).toBe('font');
    const json = await t.app.inject({ method: 'POST', url: '/api/fonts', headers: ann.headers, payload: { name: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await get(ann, `/api/users/${ann.user.id}/fonts`)).json()).toEqual([]);
  });

  it(`refuses a file over ${FONT_MAX_BYTES / 1024 / 1024} MB with 413`, async () => {
    const big = Buffer.concat([ttf, Buffer.alloc(FONT_MAX_BYTES + 1 - ttf.length)]);
    const response = await upload(ann, [{ name: 'Huge.ttf', bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().details).toMatch(/at most 10 MB/);
  });

  it('refuses an unknown category, a category that is not a number and a name over 200 characters', async () => {
    const unknown = await upload(ann, [{ name: 'A.ttf', bytes: ttf }], { fontCategoryId: '999' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details[0].property).toBe('fontCategoryId');
    const notNumber = await upload(ann, [{ name: 'A.ttf', bytes: ttf }], { fontCategoryId: 'serif' });
    expect(notNumber.statusCode).toBe(422);
    const long = await upload(ann, [{ name: 'A.ttf', bytes: ttf }], { name: 'x'.repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(long.json().details[0].property).toBe('name');
  });

  it('needs a signed-in user', async () => {
    const response = await upload(null, [{ name: 'A.ttf', bytes: ttf }]);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/:id/fonts and /api/fonts/public', () => {
  it('lists a user’s own fonts to them and to admins only; public fonts never include uploads', async () => {
    const font = (await upload(bob, [{ name: 'Bob Sans.ttf', bytes: ttf }])).json() as Font;
    expect(((await get(bob, `/api/users/${bob.user.id}/fonts`)).json() as Font[]).map((f) => f.id)).toEqual([font.id]);
    expect(((await get(admin, `/api/users/${bob.user.id}/fonts`)).json() as Font[]).map((f) => f.id)).toEqual([font.id]);
    const foreign = await get(ann, `/api/users/${bob.user.id}/fonts`);
    expect(foreign.statusCode).toBe(403);
    expect((await get(null, `/api/users/${bob.user.id}/fonts`)).statusCode).toBe(401);
    expect((await get(bob, '/api/users/abc/fonts')).statusCode).toBe(422);
    const publicFonts = await get(null, '/api/fonts/public');
    expect(publicFonts.statusCode).toBe(200);
    expect((publicFonts.json() as Font[]).some((f) => f.id === font.id)).toBe(false);
    await del(bob, font.id);
  });
});

describe('DELETE /api/fonts/:id', () => {
  it('the owner deletes their font and its file; to others it is not found (404), a guest 401, a missing font 404', async () => {
    const font = (await upload(ann, [{ name: 'Gone.ttf', bytes: ttf }])).json() as Font;
    expect((await del(bob, font.id)).statusCode).toBe(404);
    expect((await del(null, font.id)).statusCode).toBe(401);
    const deleted = await del(ann, font.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: font.id });
    expect((await get(null, font.link)).statusCode).toBe(404);
    expect((await get(ann, `/api/users/${ann.user.id}/fonts`)).json()).toEqual([]);
    expect((await del(ann, font.id)).statusCode).toBe(404);
  });

  it('an admin deletes a user’s font', async () => {
    const font = (await upload(bob, [{ name: 'Admin Removes.ttf', bytes: ttf }])).json() as Font;
    expect((await del(admin, font.id)).statusCode).toBe(200);
    expect((await get(bob, `/api/users/${bob.user.id}/fonts`)).json()).toEqual([]);
  });
});

describe('the font library seed', () => {
  let publicFonts: Font[];

  beforeAll(async () => {
    await installSeedFonts(t.app);
    publicFonts = (await get(null, '/api/fonts/public')).json() as Font[];
  });

  it('installs at least 20 families, every face a public TrueType font in an existing category, fast', async () => {
    expect(SEED_FAMILIES.length).toBeGreaterThanOrEqual(20);
    const faces = SEED_FAMILIES.reduce((n, f) => n + f.weights.length, 0);
    expect(publicFonts).toHaveLength(faces);
    const categories = new Set(((await get(null, '/api/font-categories')).json() as FontCategory[]).map((c) => c.id));
    for (const font of publicFonts) {
      expect(font.userId).toBeNull();
      expect(categories.has(font.fontCategoryId)).toBe(true);
    }
    expect(publicFonts.map((f) => f.name)).toEqual(expect.arrayContaining(['Montserrat', 'Montserrat Bold', 'Playfair Display', 'Great Vibes', 'Space Mono']));
    // Every category has fonts to browse.
    for (const id of categories) expect(publicFonts.some((f) => f.fontCategoryId === id)).toBe(true);
    const file = await get(null, publicFonts.find((f) => f.name === 'Pacifico')!.link);
    expect(file.headers['content-type']).toBe('font/ttf');
    expect(inspectFontFile(file.rawPayload)).toMatchObject({ format: 'ttf', familyName: 'Pacifico' });
  });

  it('installs the premade combinations: the seven styles in order, each naming a public font', async () => {
    const combinations = (await get(null, '/api/font-combinations')).json() as FontCombination[];
    expect(combinations.length).toBeGreaterThanOrEqual(5);
    expect(combinations.map((c) => c.name)).toEqual(SEED_COMBINATIONS.map((c) => c.name));
    const ids = new Set(publicFonts.map((f) => f.id));
    for (const combination of combinations) {
      expect(fontCombinationSchema.parse(combination)).toEqual(combination);
      expect(combination.textStyles.map((s) => s.name)).toEqual(TEXT_STYLE_NAMES);
      for (const style of combination.textStyles) expect(ids.has(style.fontId)).toBe(true);
    }
  });

  it('runs once, and a forced second run adds nothing', async () => {
    await installSeedFonts(t.app);
    await t.app.db.delete(seedRuns);
    await installSeedFonts(t.app);
    expect(((await get(null, '/api/fonts/public')).json() as Font[]).map((f) => f.id)).toEqual(publicFonts.map((f) => f.id));
    expect((await get(null, '/api/font-combinations')).json()).toHaveLength(SEED_COMBINATIONS.length);
  });

  it('a public font is deleted by an admin only', async () => {
    const font = publicFonts.find((f) => f.name === 'Lobster')!;
    expect((await del(ann, font.id)).statusCode).toBe(403);
    expect((await del(admin, font.id)).statusCode).toBe(200);
    expect(((await get(null, '/api/fonts/public')).json() as Font[]).some((f) => f.id === font.id)).toBe(false);
  });
});
