import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { fileCacheControl } from './fileCaching';

/** A user's own files may be kept by their browser, never by a shared cache; the libraries' by anyone. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/files/*: who may keep a file', () => {
  const cases: [key: string, cacheControl: string][] = [
    ['images/0a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.png', 'private, max-age=31536000, immutable'],
    ['logos/1a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.png', 'private, max-age=31536000, immutable'],
    ['fonts/2a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.ttf', 'private, max-age=31536000, immutable'],
    ['svgs/3a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.svg', 'private, max-age=31536000, immutable'],
    ['photos/4a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.jpg', 'public, max-age=31536000, immutable'],
    ['photos/thumbnails/5a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.jpg', 'public, max-age=31536000, immutable'],
    ['illustrations/6a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.svg', 'public, max-age=31536000, immutable'],
    ['template-previews/7a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.png', 'public, max-age=31536000, immutable'],
  ];

  it.each(cases)('%s: %s', async (key, cacheControl) => {
    await t.app.storage.put(key, Buffer.from('bytes'), 'application/octet-stream');
    const response = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an export is kept by no one', () => {
    expect(fileCacheControl('exports/8a3c6f1e-2b7d-4e55-8d55-0a1b2c3d4e5f.pdf')).toBe('private, no-store');
  });
});
