import type { PhotoCollectionPage, PhotoPage } from '@layout/model';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { FAKE_UNSPLASH_KEY, type FakeUnsplash, startFakeUnsplash } from './fakeUnsplash';

let fake: FakeUnsplash;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeUnsplash();
  t = await createTestApp({ env: { UNSPLASH_ACCESS_KEY: FAKE_UNSPLASH_KEY, UNSPLASH_API_URL: fake.url } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  vi.restoreAllMocks();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const lastRequest = () => fake.requests[fake.requests.length - 1]!;

describe('the Unsplash adapter (UNSPLASH_ACCESS_KEY set)', () => {
  it('searches with the query, 30 a page, the orientation and the page, sending the key as Client-ID', async () => {
    const response = await get('/api/photos/search?query=mountain&orientation=landscape&page=1');
    expect(response.statusCode).toBe(200);
    const request = lastRequest();
    expect(request.path).toBe('/search/photos');
    expect(Object.fromEntries(request.query)).toEqual({ query: 'mountain', per_page: '30', page: '1', orientation: 'landscape' });
    expect(request.authorization).toBe(`Client-ID ${FAKE_UNSPLASH_KEY}`);
    const page = response.json() as PhotoPage;
    expect(page.total).toBeGreaterThan(0);
    expect(page.photos.length).toBe(page.total);
    for (const photo of page.photos) {
      expect(photo.width).toBeGreaterThan(photo.height);
      expect(photo.source).toBe('unsplash');
    }
  });

  it('maps a photo: description (or its alt text), size, hotlinked URLs and the photographer with a referral link', async () => {
    const page = (await get('/api/photos/search?query=mountain')).json() as PhotoPage;
    const [first] = page.photos;
    expect(first).toEqual({
      id: 'ph000-x_Y',
      // No description on this one: its alt text stands in.
      description: 'mountain lake photo',
      width: 3000,
      height: 3000,
      urls: {
        thumb: 'https://images.unsplash.test/photo-ph000-x_Y?ixid=abc123&w=400',
        regular: 'https://images.unsplash.test/photo-ph000-x_Y?ixid=abc123&w=1080',
        full: 'https://images.unsplash.test/photo-ph000-x_Y?ixid=abc123&w=2400&fit=max&q=85&fm=jpg',
      },
      author: { name: 'Photographer ph000-x_Y', link: 'https://unsplash.test/@grapherph000-x_Y?utm_source=layout&utm_medium=referral' },
      source: 'unsplash',
    });
    expect(page.photos[1]!.description).toBe('A mountain lake (portrait)');
  });

  it('pages through a search', async () => {
    const lake = (await get('/api/photos/search?query=lake&page=1')).json() as PhotoPage;
    expect(lake.total).toBe(14);
    const second = (await get('/api/photos/search?query=lake&page=2')).json() as PhotoPage;
    expect(second).toEqual({ photos: [], total: 14, page: 2 });
    expect(lastRequest().query.get('page')).toBe('2');
  });

  it('lists collections with their previews (the cover photo where previews are missing) and the total from X-Total', async () => {
    const response = await get('/api/photos/collections?page=1');
    expect(lastRequest().path).toBe('/collections');
    expect(Object.fromEntries(lastRequest().query)).toEqual({ per_page: '30', page: '1' });
    const page = response.json() as PhotoCollectionPage;
    expect(page.total).toBe(3);
    expect(page.collections.map((c) => [c.id, c.title, c.totalPhotos, c.previewPhotos.length])).toEqual([
      ['1001', 'Mountains', 14, 4],
      ['1002', 'A very long collection title that goes on and on', 45, 4],
      ['1003', 'Empty previews', 2, 1],
    ]);
    expect(page.collections[0]!.previewPhotos[0]).toEqual({ id: 'ph000-x_Y', description: '', urls: { thumb: 'https://images.unsplash.test/photo-ph000-x_Y?ixid=abc123&w=400' } });
  });

  it('pages through a collection’s photos, 30 at a time', async () => {
    const first = (await get('/api/photos/collections/1002/photos')).json() as PhotoPage;
    expect(lastRequest().path).toBe('/collections/1002/photos');
    expect(Object.fromEntries(lastRequest().query)).toEqual({ per_page: '30', page: '1' });
    expect(first.photos).toHaveLength(30);
    expect(first.total).toBe(45);
    const second = (await get('/api/photos/collections/1002/photos?page=2')).json() as PhotoPage;
    expect(second.photos).toHaveLength(15);
    expect(second.photos[0]!.id).not.toBe(first.photos[0]!.id);
  });

  it('asks for 30 random photos with the query; a query nothing matches (Unsplash’s 404) is no photos', async () => {
    const photos = (await get('/api/photos/random?query=coffee')).json() as unknown[];
    expect(Object.fromEntries(lastRequest().query)).toEqual({ query: 'coffee', count: '30' });
    expect(photos).toHaveLength(14);
    const none = await get('/api/photos/random?query=zebra');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('a photo put on a page triggers its download endpoint (the API guidelines)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/photos/used', payload: { source: 'unsplash', id: 'ph007-x_Y' } });
    expect(response.statusCode).toBe(204);
    expect(lastRequest().path).toBe('/photos/ph007-x_Y/download');
    expect(lastRequest().authorization).toBe(`Client-ID ${FAKE_UNSPLASH_KEY}`);
  });

  it('a photo of Layout’s own library is not reported to Unsplash; a malformed report is refused', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/photos/used', payload: { source: 'layout', id: '12' } })).statusCode).toBe(204);
    expect(fake.requests).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/photos/used', payload: { source: 'flickr', id: '12' } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/photos/used', payload: { source: 'unsplash' } })).statusCode).toBe(422);
    // An id that is no Unsplash id never reaches its URLs: only logged.
    expect((await t.app.inject({ method: 'POST', url: '/api/photos/used', payload: { source: 'unsplash', id: '../../me' } })).statusCode).toBe(204);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('a failing stock service is only logged and answers an empty result (spec 001 section 8)', () => {
  const failures = [
    { mode: 'rateLimited', logged: 'Unsplash answered 403: Rate Limit Exceeded' },
    { mode: 'serverError', logged: 'Unsplash answered 500: Something went wrong' },
    { mode: 'notJson', logged: 'not JSON' },
    { mode: 'wrongShape', logged: 'did not have the expected shape' },
  ] as const;

  for (const { mode, logged } of failures) {
    it(`${mode}: search, collections, collection photos and random answer empty, with a warning logged`, async () => {
      fake.mode = mode;
      const warn = vi.spyOn(t.app.log, 'warn');
      expect((await get('/api/photos/search?query=lake&page=2')).json()).toEqual({ photos: [], total: 0, page: 2 });
      expect((await get('/api/photos/collections')).json()).toEqual({ collections: [], total: 0, page: 1 });
      expect((await get('/api/photos/collections/1001/photos')).json()).toEqual({ photos: [], total: 0, page: 1 });
      expect((await get('/api/photos/random?query=lake')).json()).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(4);
      const [context, message] = warn.mock.calls[0]! as [{ err: Error; provider: string; call: string }, string];
      expect(message).toBe('stock photos: search failed');
      expect(context.provider).toBe('unsplash');
      expect(context.err.message).toContain(logged);
    });
  }

  it('an unknown collection (Unsplash’s 404) is an empty page', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await get('/api/photos/collections/999999/photos')).json()).toEqual({ photos: [], total: 0, page: 1 });
    expect(String((warn.mock.calls[0]![0] as { err: Error }).err.message)).toContain("Couldn't find Collection");
  });

  it('a wrong key (401 with Unsplash’s error body) is logged with its message', async () => {
    const wrongKey = await createTestApp({ env: { UNSPLASH_ACCESS_KEY: 'not-the-key', UNSPLASH_API_URL: fake.url } });
    try {
      const warn = vi.spyOn(wrongKey.app.log, 'warn');
      expect((await wrongKey.app.inject({ method: 'GET', url: '/api/photos/collections' })).json()).toEqual({ collections: [], total: 0, page: 1 });
      expect(String((warn.mock.calls[0]![0] as { err: Error }).err.message)).toBe('Unsplash answered 401: OAuth error: The access token is invalid');
    } finally {
      await wrongKey.close();
    }
  });

  it('a service that cannot be reached answers empty too', async () => {
    const unreachable = await createTestApp({ env: { UNSPLASH_ACCESS_KEY: FAKE_UNSPLASH_KEY, UNSPLASH_API_URL: 'http://127.0.0.1:9' } });
    try {
      const warn = vi.spyOn(unreachable.app.log, 'warn');
      expect((await unreachable.app.inject({ method: 'GET', url: '/api/photos/search?query=lake' })).json()).toEqual({ photos: [], total: 0, page: 1 });
      expect(String((warn.mock.calls[0]![0] as { err: Error }).err.message)).toContain('Unsplash could not be reached');
    } finally {
      await unreachable.close();
    }
  });
});
