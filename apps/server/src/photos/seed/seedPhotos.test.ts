import type { PhotoCollectionPage, PhotoPage } from '@layout/model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { SEED_COLLECTIONS } from './library';
import { seedPhotoLibrary } from './seedPhotos';

let t: TestApp;
let seedMs: number;
beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedPhotoLibrary(t.app);
  seedMs = performance.now() - started;
});
afterAll(() => t.close());

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;

describe('the starter photo library (seeded once on first start)', () => {
  it('installs at least 30 photos in titled collections, each with a description and keywords', async () => {
    const { collections, total } = await get<PhotoCollectionPage>('/api/photos/collections');
    expect(total).toBe(SEED_COLLECTIONS.length);
    expect(collections.map((c) => c.title)).toEqual(SEED_COLLECTIONS.map((c) => c.title));
    const photos = (await Promise.all(collections.map((c) => get<PhotoPage>(`/api/photos/collections/${c.id}/photos`)))).flatMap((p) => p.photos);
    expect(photos.length).toBeGreaterThanOrEqual(30);
    expect(photos.every((p) => p.description.length > 10 && p.author.name === 'Layout')).toBe(true);
    expect(SEED_COLLECTIONS.flatMap((c) => c.photos).every((p) => p.keywords.length >= 4)).toBe(true);
    console.info(`photo library seeded in ${Math.round(seedMs)} ms`);
  });

  it('has landscape, portrait and square photos in every collection, found by orientation', async () => {
    for (const orientation of ['landscape', 'portrait', 'squarish']) {
      const found = await get<PhotoPage>(`/api/photos/search?query=a&orientation=${orientation}`);
      expect(found.total).toBeGreaterThanOrEqual(10);
    }
    for (const seed of SEED_COLLECTIONS) expect(new Set(seed.photos.map((p) => p.shape))).toEqual(new Set(['landscape', 'portrait', 'square']));
  });

  it('serves each picture at its stated size, with a 400 px thumbnail', async () => {
    const [first] = (await get<PhotoPage>('/api/photos/search?query=bokeh')).photos;
    const full = await sharp((await t.app.inject({ method: 'GET', url: first!.urls.full })).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([first!.width, first!.height]);
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: first!.urls.thumb })).rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
  });

  it('runs once: a second start adds nothing', async () => {
    await seedPhotoLibrary(t.app);
    const { collections } = await get<PhotoCollectionPage>('/api/photos/collections');
    expect(collections.reduce((n, c) => n + c.totalPhotos, 0)).toBe(SEED_COLLECTIONS.flatMap((c) => c.photos).length);
  });
});
