import type { PreparedPicture } from '@layout/render/node';
import { describe, expect, it } from 'vitest';
import { createBoundedPictureCache } from './pictureCache';

const picture = (bytes: number): Promise<PreparedPicture> =>
  Promise.resolve({ data: Buffer.alloc(bytes), width: 1, height: 1, region: { x: 0, y: 0, width: 1, height: 1 }, natural: { width: 1, height: 1 } });

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the workers’ picture cache', () => {
  it('keeps prepared pictures across lookups and counts the reuse', async () => {
    const cache = createBoundedPictureCache(1000);
    const p = picture(100);
    cache.set('a', p);
    expect(cache.get('a')).toBe(p);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.hits).toBe(1);
    await settle();
    expect(cache.bytes).toBe(100);
  });

  it('drops the least recently used pictures once the bytes pass the bound', async () => {
    const cache = createBoundedPictureCache(250);
    cache.set('a', picture(100));
    cache.set('b', picture(100));
    await settle();
    cache.get('a'); // a is now more recent than b
    cache.set('c', picture(100));
    await settle();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(200);
  });

  it('forgets a preparation that failed, so the next export tries again', async () => {
    const cache = createBoundedPictureCache(1000);
    const failed = Promise.reject(new Error('not a picture'));
    failed.catch(() => undefined);
    cache.set('a', failed as Promise<PreparedPicture>);
    await settle();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
