import type { Photo, PhotoCollectionPage, PhotoPage } from '@layout/model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FilePart, postMultipart } from '../test/multipart';
import { jpegOf, pngOf } from '../uploads/pictureFixtures';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { photoOrientation } from './layoutProvider';
import { collectionNamed, insertLibraryPhotos } from './library.queries';
import { type StockPhotoProvider, withFailuresLogged } from './provider';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

/** A real picture of this size, as JPEG or PNG bytes. */
const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => (format === 'png' ? pngOf(width, height) : jpegOf(width, height));

const upload = (who: SignedUp | null, files: FilePart[], fields: Record<string, string> = {}) =>
  postMultipart(t.app, '/api/photos', who, files, { fields, fileType: 'image/jpeg' });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (query: string) => (await get(`/api/photos/search?${query}`)).json() as PhotoPage;
const titlesOf = (page: PhotoPage) => page.photos.map((p) => p.description).sort();

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([t.signUp({ firstname: 'Ada', lastname: 'Admin' }), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });

  // The library the searches below read: three collections, every orientation.
  const uploads = [
    {
      collection: 'Skies and Clouds',
      keywords: 'Sky BLUE calm',
      description: 'Evening sky',
      files: [
        ['sky-wide.jpg', 1200, 800],
        ['sky-tall.jpg', 800, 1200],
      ],
    },
    { collection: 'Paper textures', keywords: 'paper texture cream', description: 'Handmade paper', files: [['paper.png', 900, 900]] },
    {
      collection: 'Geometric',
      keywords: 'shapes 100%_off',
      description: 'Bold triangles',
      files: [
        ['triangles.jpg', 1000, 950],
        ['stripes.jpg', 1500, 600],
      ],
    },
  ] as const;
  for (const u of uploads) {
    const files = await Promise.all(u.files.map(async ([name, w, h]) => ({ name, bytes: await picture(w, h, name.endsWith('.png') ? 'png' : 'jpeg') })));
    const response = await upload(admin, files, { collection: u.collection, keywords: u.keywords, description: u.description });
    if (response.statusCode !== 201) throw new Error(response.body);
  }
});
afterAll(() => t.close());

describe('admins upload to Layout’s photo library', () => {
  it('stores each picture with its size, derived orientation, thumbnail, keywords and the uploader as author', async () => {
    const response = await upload(admin, [{ name: 'Sunset_over-the.sea.jpg', bytes: await picture(1600, 1000) }], {
      collection: 'Seaside',
      keywords: 'Sea  sunset sea',
      description: 'A warm sunset over the sea',
    });
    expect(response.statusCode).toBe(201);
    const { collection, photos } = response.json() as { collection: { id: string; title: string }; photos: Photo[] };
    expect(collection.title).toBe('Seaside');
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    expect(photo).toMatchObject({ description: 'A warm sunset over the sea', width: 1600, height: 1000, author: { name: 'Ada Admin', link: null }, source: 'layout' });
    const full = await get(photo!.urls.full);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['access-control-allow-origin']).toBe('*');
    const thumb = await sharp((await get(photo!.urls.thumb)).rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
    // Found by its keywords, lowercased and split on spaces.
    expect((await search('query=SEA')).photos.map((p) => p.id)).toContain(photo!.id);
    await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo!.id}`, headers: admin.headers });
  });

  it('keeps a PNG named .jpg as a PNG: what a file is comes from its bytes', async () => {
    const response = await upload(admin, [{ name: 'really-a-png.jpg', bytes: await picture(300, 300, 'png') }], { collection: 'Checks' });
    expect(response.statusCode).toBe(201);
    const [photo] = (response.json() as { photos: Photo[] }).photos;
    expect(photo!.urls.full).toMatch(/\.png$/);
    expect((await get(photo!.urls.full)).headers['content-type']).toBe('image/png');
    await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo!.id}`, headers: admin.headers });
  });

  it('refuses the whole upload when one file is not a JPEG or PNG, and stores none of it', async () => {
    const before = (await search('query=refused')).total;
    const response = await upload(
      admin,
      [
        { name: 'fine.jpg', bytes: await picture(400, 300) },
        { name: 'script.jpg', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' },
      ],
      { collection: 'Refused', keywords: 'refused' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Invalid picture', details: 'script.jpg is not a JPEG or PNG picture' });
    expect((await search('query=refused')).total).toBe(before);
  });

  it('refuses a damaged picture, a missing collection, too long keywords, no file and more than 10 files', async () => {
    const jpeg = await picture(400, 300);
    const cut = await upload(admin, [{ name: 'cut.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }], { collection: 'X' });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().details).toContain('cut.jpg');

    const noCollection = await upload(admin, [{ name: 'a.jpg', bytes: jpeg }], {});
    expect(noCollection.statusCode).toBe(422);
    expect(noCollection.json().details[0].property).toBe('collection');

    const longKeywords = await upload(admin, [{ name: 'a.jpg', bytes: jpeg }], { collection: 'X', keywords: 'word '.repeat(30) });
    expect(longKeywords.statusCode).toBe(422);
    expect(longKeywords.json().details[0].property).toBe('keywords');

    const none = await upload(admin, [], { collection: 'X' });
    expect(none.statusCode).toBe(422);
    expect(none.json().details).toBe('Choose a file to upload');

    const eleven = await upload(
      admin,
      Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg })),
      { collection: 'X' },
    );
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json().details).toBe('At most 10 files can be uploaded at once');

    const json = await t.app.inject({ method: 'POST', url: '/api/photos', headers: admin.headers, payload: { collection: 'X' } });
    expect(json.statusCode).toBe(415);
  });

  it('only admins upload and delete: a user gets 403, a guest 401', async () => {
    const jpeg = await picture(400, 300);
    expect((await upload(customer, [{ name: 'a.jpg', bytes: jpeg }], { collection: 'Mine' })).statusCode).toBe(403);
    expect((await upload(null, [{ name: 'a.jpg', bytes: jpeg }], { collection: 'Mine' })).statusCode).toBe(401);
    const [some] = (await search('query=sky')).photos;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/photos/${some!.id}`, headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/photos/collections/1', headers: customer.headers, payload: { title: 'Mine' } })).statusCode).toBe(403);
  });

  it('an admin deletes a photo: gone from the library and its files; a missing one is 404', async () => {
    const response = await upload(admin, [{ name: 'doomed.jpg', bytes: await picture(500, 500) }], { collection: 'Doomed', keywords: 'doomed' });
    const [photo] = (response.json() as { photos: Photo[] }).photos;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo!.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await search('query=doomed')).total).toBe(0);
    expect((await get(photo!.urls.full)).statusCode).toBe(404);
    expect((await get(photo!.urls.thumb)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/photos/${photo!.id}`, headers: admin.headers })).statusCode).toBe(404);
    // The emptied collection is no longer listed.
    const collections = (await get('/api/photos/collections')).json() as PhotoCollectionPage;
    expect(collections.collections.map((c) => c.title)).not.toContain('Doomed');
  });

  it('an admin renames and reorders a collection; a taken title is refused', async () => {
    const { collections } = (await get('/api/photos/collections')).json() as PhotoCollectionPage;
    const geometric = collections.find((c) => c.title === 'Geometric')!;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/photos/collections/${geometric.id}`,
      headers: admin.headers,
      payload: { title: 'Geometric patterns', order: 0 },
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await get('/api/photos/collections')).json() as PhotoCollectionPage;
    expect(after.collections[0]!.title).toBe('Geometric patterns');
    const taken = await t.app.inject({ method: 'PUT', url: `/api/photos/collections/${geometric.id}`, headers: admin.headers, payload: { title: 'Paper textures' } });
    expect(taken.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PUT', url: `/api/photos/collections/${geometric.id}`, headers: admin.headers, payload: {} })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PUT', url: '/api/photos/collections/99999', headers: admin.headers, payload: { title: 'Nope' } })).statusCode).toBe(404);
    await t.app.inject({ method: 'PUT', url: `/api/photos/collections/${geometric.id}`, headers: admin.headers, payload: { title: 'Geometric', order: 3 } });
  });
});

describe('browsing Layout’s own library (no UNSPLASH_ACCESS_KEY: the built-in provider)', () => {
  it('lists the collections that hold photos, with up to 4 previews and their counts', async () => {
    const response = await get('/api/photos/collections');
    expect(response.statusCode).toBe(200);
    const page = response.json() as PhotoCollectionPage;
    expect(page.page).toBe(1);
    const skies = page.collections.find((c) => c.title === 'Skies and Clouds')!;
    expect(skies).toMatchObject({ totalPhotos: 2 });
    expect(skies.previewPhotos).toHaveLength(2);
    expect(skies.previewPhotos[0]!.urls.thumb).toMatch(/^\/api\/files\/photos\/thumbnails\//);
    expect(page.collections.every((c) => c.totalPhotos > 0)).toBe(true);
  });

  it('searches descriptions, keywords and collection titles; every word must match', async () => {
    expect(titlesOf(await search('query=evening'))).toEqual(['Evening sky', 'Evening sky']);
    expect(titlesOf(await search('query=cream'))).toEqual(['Handmade paper']);
    expect(titlesOf(await search('query=clouds'))).toEqual(['Evening sky', 'Evening sky']);
    expect(titlesOf(await search('query=paper%20sky'))).toEqual([]);
    expect(titlesOf(await search('query=CALM%20sky'))).toEqual(['Evening sky', 'Evening sky']);
    // LIKE's wildcards are plain characters in a query.
    expect(titlesOf(await search('query=%25'))).toEqual(['Bold triangles', 'Bold triangles']);
    expect(titlesOf(await search('query=_'))).toEqual(['Bold triangles', 'Bold triangles']);
  });

  it('filters a search by orientation: landscape, portrait or squarish (within 15 % of square)', async () => {
    const sky = (orientation: string) => search(`query=sky&orientation=${orientation}`);
    expect((await sky('landscape')).photos.map((p) => [p.width, p.height])).toEqual([[1200, 800]]);
    expect((await sky('portrait')).photos.map((p) => [p.width, p.height])).toEqual([[800, 1200]]);
    expect((await search('query=triangles&orientation=squarish')).photos.map((p) => [p.width, p.height])).toEqual([[1000, 950]]);
    expect(photoOrientation(1150, 1000)).toBe('squarish');
    expect(photoOrientation(1250, 1000)).toBe('landscape');
    expect(photoOrientation(1000, 1250)).toBe('portrait');
  });

  it('refuses a bad orientation, page 0, a page past the limit, a missing query and a collection id with odd characters', async () => {
    const bad = await get('/api/photos/search?query=sky&orientation=round');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0]).toMatchObject({ property: 'orientation' });
    expect((await get('/api/photos/search?query=sky&page=0')).json().details[0]).toMatchObject({ property: 'page', constraints: { too_small: 'Pages start at 1' } });
    expect((await get('/api/photos/collections?page=0')).statusCode).toBe(422);
    expect((await get('/api/photos/collections?page=99999999999999')).json().details[0]).toMatchObject({ property: 'page', constraints: { too_big: 'Pages go up to 1000' } });
    expect((await get('/api/photos/collections?page=1.5')).statusCode).toBe(422);
    expect((await get('/api/photos/collections?page=two')).statusCode).toBe(422);
    expect((await get('/api/photos/search')).json().details[0]).toMatchObject({ property: 'query' });
    expect((await get('/api/photos/search?query=%20%20')).statusCode).toBe(422);
    expect((await get(`/api/photos/search?query=${'a'.repeat(101)}`)).statusCode).toBe(422);
    expect((await get('/api/photos/collections/a.b/photos')).statusCode).toBe(422);
  });

  it('a page past the last is empty; an unknown collection is an empty page', async () => {
    expect(await search('query=sky&page=1000')).toEqual({ photos: [], total: 2, page: 1000 });
    expect((await get('/api/photos/collections/424242/photos')).json()).toEqual({ photos: [], total: 0, page: 1 });
    expect((await get('/api/photos/collections/not-a-number/photos')).json()).toEqual({ photos: [], total: 0, page: 1 });
    expect((await get('/api/photos/collections?page=7')).json()).toMatchObject({ collections: [], page: 7 });
  });

  it('pages a collection 30 photos at a time, in order', async () => {
    const big = await collectionNamed(t.app.db, 'Paging');
    await insertLibraryPhotos(
      t.app.db,
      Array.from({ length: 65 }, (_, i) => ({
        collectionId: big.id,
        title: `Photo ${i}`,
        description: `Paging photo ${i}`,
        author: 'Layout',
        width: 300,
        height: 200,
        orientation: 'landscape' as const,
        fileKey: `photos/paging-${i}.jpg`,
        thumbnailKey: `photos/thumbnails/paging-${i}.jpg`,
        order: i,
      })),
    );
    const pageOf = async (n: number) => (await get(`/api/photos/collections/${big.id}/photos?page=${n}`)).json() as PhotoPage;
    const [one, two, three] = await Promise.all([pageOf(1), pageOf(2), pageOf(3)]);
    expect([one.photos.length, two.photos.length, three.photos.length]).toEqual([30, 30, 5]);
    expect(one.total).toBe(65);
    expect(one.photos[0]!.description).toBe('Paging photo 0');
    expect(two.photos[0]!.description).toBe('Paging photo 30');
    expect(three.photos[4]!.description).toBe('Paging photo 64');
    // A search is paged the same way.
    const found = await search('query=paging&page=3');
    expect(found.photos).toHaveLength(5);
    // 30 random ones, each at most once.
    const random = (await get('/api/photos/random?query=paging')).json() as Photo[];
    expect(random).toHaveLength(30);
    expect(new Set(random.map((p) => p.id)).size).toBe(30);
    expect(random.every((p) => p.description.startsWith('Paging photo'))).toBe(true);
  });

  it('anyone browses: a guest and a signed-in user alike; a bad token is still 401', async () => {
    expect((await get('/api/photos/random')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/photos/collections', headers: customer.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/photos/collections', headers: { 'x-auth-token': 'nonsense' } })).statusCode).toBe(401);
  });
});

describe('a failing provider', () => {
  it('answers empty results and logs each failure with the provider and the call', async () => {
    const broken: StockPhotoProvider = {
      source: 'layout',
      search: () => Promise.reject(new Error('database is down')),
      collections: () => Promise.reject(new Error('database is down')),
      collectionPhotos: () => Promise.reject(new Error('database is down')),
      random: () => Promise.reject(new Error('database is down')),
      photoUsed: () => Promise.reject(new Error('database is down')),
    };
    const log = { warn: vi.fn() };
    const guarded = withFailuresLogged(broken, log as never);
    expect(await guarded.search('sky', 'portrait', 3)).toEqual({ photos: [], total: 0, page: 3 });
    expect(await guarded.collections(2)).toEqual({ collections: [], total: 0, page: 2 });
    expect(await guarded.collectionPhotos('1', 1)).toEqual({ photos: [], total: 0, page: 1 });
    expect(await guarded.random('sky', 30)).toEqual([]);
    await guarded.photoUsed('1');
    expect(log.warn.mock.calls.map(([context, message]) => [context.provider, context.call, context.err.message, message])).toEqual([
      ['layout', 'search', 'database is down', 'stock photos: search failed'],
      ['layout', 'collections', 'database is down', 'stock photos: collections failed'],
      ['layout', 'collectionPhotos', 'database is down', 'stock photos: collectionPhotos failed'],
      ['layout', 'random', 'database is down', 'stock photos: random failed'],
      ['layout', 'photoUsed', 'database is down', 'stock photos: photoUsed failed'],
    ]);
  });
});
