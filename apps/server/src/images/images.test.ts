import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type UserImage, userImageSchema } from '@layout/model';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FilePart, postMultipart } from '../test/multipart';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { HTML_FILE, SVG_FILE, gifOf, jpegClaiming, jpegOf, pngHeaderClaiming, pngOf, truncated, webpOf } from '../uploads/pictureFixtures';
import { updateUser } from '../users/users.queries';

let t: TestApp;
let admin: SignedUp;
let ann: SignedUp;
let bob: SignedUp;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ann, bob] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  [jpeg, png] = await Promise.all([jpegOf(1200, 800), pngOf(300, 300)]);
});
afterAll(() => t.close());

const upload = (who: SignedUp | null, files: FilePart[], folder: 'images' | 'logos' = 'images') =>
  postMultipart(t.app, `/api/${folder}/upload`, who, files, { fileType: 'image/jpeg' });

const get = (who: SignedUp | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const del = (who: SignedUp | null, url: string) => t.app.inject({ method: 'DELETE', url, headers: who?.headers ?? {} });

/** The files kept in storage for a kind (pictures and thumbnails). */
function storedFiles(kind: 'images' | 'logos'): string[] {
  const folder = join(t.config.dataDir, 'files', kind);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function clearUploads() {
  for (const who of [admin, ann, bob]) {
    for (const folder of ['images', 'logos'] as const) {
      const list = (await get(who, `/api/${folder}`)).json() as UserImage[];
      for (const item of list) await del(who, `/api/${folder}/${item.id}`);
    }
  }
}

describe('POST /images/upload', () => {
  beforeEach(clearUploads);

  it('keeps several JPEG and PNG pictures at once with their thumbnails and sizes', async () => {
    const response = await upload(ann, [
      { name: 'beach.jpg', bytes: jpeg },
      { name: 'logo.png', bytes: png, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    const created = (response.json() as unknown[]).map((item) => userImageSchema.parse(item));
    expect(created.map((c) => [c.kind, c.name, c.width, c.height, c.userId])).toEqual([
      ['image', 'beach.jpg', 1200, 800, ann.user.id],
      ['image', 'logo.png', 300, 300, ann.user.id],
    ]);

    const full = await t.app.inject({ method: 'GET', url: created[0]!.link });
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.rawPayload.equals(jpeg)).toBe(true);
    const thumbnail = await t.app.inject({ method: 'GET', url: created[0]!.thumbnail });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 267 });
    const pngThumbnail = await t.app.inject({ method: 'GET', url: created[1]!.thumbnail });
    expect(await sharp(pngThumbnail.rawPayload).metadata()).toMatchObject({ format: 'png', hasAlpha: true });

    const listed = (await get(ann, '/api/images')).json() as UserImage[];
    expect(listed.map((item) => item.id).sort()).toEqual(created.map((item) => item.id).sort());
  });

  it('decides the type by the bytes: a PNG renamed .jpg and sent as image/jpeg is stored and served as a PNG', async () => {
    const response = await upload(ann, [{ name: 'renamed.jpg', bytes: png, type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json() as UserImage[];
    expect(image!.link).toMatch(/\.png$/);
    const served = await t.app.inject({ method: 'GET', url: image!.link });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it.each(['shell.php', 'photo.jpg.js', 'run.sh', 'page.html'])('stores a JPEG named %s by its content, served only as a picture', async (name) => {
    const response = await upload(ann, [{ name, bytes: jpeg, type: 'application/javascript' }]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json() as UserImage[];
    expect(image!.name).toBe(name);
    expect(image!.link).toMatch(/^\/api\/files\/images\/[0-9a-f-]+\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: image!.link });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a GIF', () => gifOf(30, 30), 'anim.jpg'],
    ['a WebP', () => webpOf(30, 30), 'photo.jpg'],
    ['an SVG', async () => SVG_FILE, 'drawing.jpg'],
    ['an HTML page', async () => HTML_FILE, 'index.jpg'],
  ])('refuses %s claiming to be image/jpeg, naming it', async (_kind, make, name) => {
    const response = await upload(ann, [{ name, bytes: await make(), type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ statusCode: 422, message: 'Invalid picture', details: `${name} is not a JPEG or PNG picture` });
    expect(storedFiles('images')).toEqual([]);
  });

  it('refuses a truncated JPEG', async () => {
    const response = await upload(ann, [{ name: 'cut.jpg', bytes: truncated(jpeg) }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toMatch(/^cut\.jpg is damaged or incomplete/);
  });

  it('refuses 100-megapixel pictures from their headers, without decoding them', async () => {
    for (const [name, bytes] of [
      ['bomb.png', pngHeaderClaiming(10_000, 10_000)],
      ['bomb.jpg', await jpegClaiming(12_000, 9_000)],
    ] as const) {
      const response = await upload(ann, [{ name, bytes }]);
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toMatch(new RegExp(`^${name.replace('.', '\\.')} is larger than 60 megapixels`));
    }
  });

  it('refuses a real, highly compressible 100-megapixel PNG', async () => {
    const big = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(ann, [{ name: 'white.png', bytes: big, type: 'image/png' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toBe('white.png is larger than 60 megapixels (10000 x 10000, 100 megapixels)');
  });

  it('checks every file before storing any: one bad file refuses the whole upload', async () => {
    const response = await upload(ann, [
      { name: 'good.jpg', bytes: jpeg },
      { name: 'bad.jpg', bytes: HTML_FILE },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toBe('bad.jpg is not a JPEG or PNG picture');
    expect(storedFiles('images')).toEqual([]);
    expect((await get(ann, '/api/images')).json()).toEqual([]);
  });

  it('refuses 11 files at once', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: png, type: 'image/png' }));
    const response = await upload(ann, files);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toBe('At most 10 files can be uploaded at once');
    expect(storedFiles('images')).toEqual([]);
  });

  it('takes 10 files at once', async () => {
    const files = Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.png`, bytes: png, type: 'image/png' }));
    const response = await upload(ann, files);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toHaveLength(10);
  });

  it('refuses an upload with no file, and a body that is not multipart', async () => {
    const empty = await upload(ann, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details).toBe('Choose a file to upload');
    const json = await t.app.inject({ method: 'POST', url: '/api/images/upload', headers: ann.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over the upload limit with 413', async () => {
    const small = await createTestApp({ env: { UPLOAD_LIMIT_BYTES: '1000' } });
    try {
      const who = await small.signUp();
      const response = await postMultipart(small.app, '/api/images/upload', who, [{ name: 'beach.jpg', bytes: jpeg }], { fileType: 'image/jpeg' });
      expect(response.statusCode).toBe(413);
    } finally {
      await small.close();
    }
  });

  it('needs a signed-in user: no token is 401, a guest account 403', async () => {
    expect((await upload(null, [{ name: 'a.jpg', bytes: jpeg }])).statusCode).toBe(401);
    const guest = await t.signUp();
    await updateUser(t.app.db, guest.user.id, { role: 'guest' });
    expect((await upload(guest, [{ name: 'a.jpg', bytes: jpeg }])).statusCode).toBe(403);
  });
});

describe('POST /logos/upload and the two kinds', () => {
  beforeEach(clearUploads);

  it('keeps logos apart from pictures', async () => {
    const logo = ((await upload(ann, [{ name: 'brand.png', bytes: png, type: 'image/png' }], 'logos')).json() as UserImage[])[0]!;
    expect(logo.kind).toBe('logo');
    expect(logo.link).toMatch(/^\/api\/files\/logos\//);
    expect((await get(ann, '/api/logos')).json()).toHaveLength(1);
    expect((await get(ann, '/api/images')).json()).toEqual([]);
    expect((await get(ann, `/api/users/${ann.user.id}/logos`)).json()).toHaveLength(1);
    // A logo is not an image: DELETE /images/{id} does not find it.
    expect((await del(ann, `/api/images/${logo.id}`)).statusCode).toBe(404);
    expect((await del(ann, `/api/logos/${logo.id}`)).statusCode).toBe(200);
  });
});

describe('GET /users/{id}/images', () => {
  beforeEach(clearUploads);

  it('lists the own pictures newest first; another user may not, an admin may', async () => {
    const first = ((await upload(ann, [{ name: 'one.jpg', bytes: jpeg }])).json() as UserImage[])[0]!;
    const second = ((await upload(ann, [{ name: 'two.jpg', bytes: jpeg }])).json() as UserImage[])[0]!;
    const own = await get(ann, `/api/users/${ann.user.id}/images`);
    expect((own.json() as UserImage[]).map((i) => i.id)).toEqual([second.id, first.id]);
    const foreign = await get(bob, `/api/users/${ann.user.id}/images`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().details).toBe('You can only list your own images');
    expect((await get(admin, `/api/users/${ann.user.id}/images`)).json()).toHaveLength(2);
    expect((await get(bob, '/api/images')).json()).toEqual([]);
    expect((await get(null, `/api/users/${ann.user.id}/images`)).statusCode).toBe(401);
    expect((await get(ann, '/api/users/abc/images')).statusCode).toBe(422);
  });
});

describe('DELETE /images/{id}', () => {
  beforeEach(clearUploads);

  it('removes the owner’s picture and its stored files', async () => {
    const image = ((await upload(ann, [{ name: 'one.jpg', bytes: jpeg }])).json() as UserImage[])[0]!;
    expect(storedFiles('images')).toHaveLength(2);
    const response = await del(ann, `/api/images/${image.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: image.id });
    expect((await t.app.inject({ method: 'GET', url: image.link })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: image.thumbnail })).statusCode).toBe(404);
    expect(storedFiles('images')).toEqual([]);
    expect((await del(ann, `/api/images/${image.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to another user, who cannot tell it exists, and lets an admin delete it', async () => {
    const image = ((await upload(ann, [{ name: 'one.jpg', bytes: jpeg }])).json() as UserImage[])[0]!;
    const foreign = await del(bob, `/api/images/${image.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Not Found', details: 'Image not found' });
    expect((await t.app.inject({ method: 'GET', url: image.link })).statusCode).toBe(200);
    expect((await del(null, `/api/images/${image.id}`)).statusCode).toBe(401);
    expect((await del(admin, `/api/images/${image.id}`)).statusCode).toBe(200);
  });
});
