import { describe, expect, it } from 'vitest';
import { createImageCache, needsCrossOrigin } from './imageCache';

describe('the picture cache', () => {
  it('loads each URL once however many views ask, and answers synchronously once loaded', async () => {
    const calls: string[] = [];
    const cache = createImageCache(async (url: string) => {
      calls.push(url);
      return { url };
    });
    const loads = Array.from({ length: 1000 }, () => cache.load('a.png'));
    expect(cache.peek('a.png')).toEqual({ status: 'loading' });
    const results = await Promise.all(loads);
    expect(calls).toEqual(['a.png']);
    expect(new Set(results).size).toBe(1);
    expect(cache.peek('a.png')).toEqual({ status: 'loaded', image: results[0] });
    await cache.load('b.png');
    expect(calls).toEqual(['a.png', 'b.png']);
  });

  it('answers with the same state object until the picture settles (views compare it to skip a render)', async () => {
    const cache = createImageCache(async (url: string) => ({ url }));
    const loading = cache.peek('a.png');
    const load = cache.load('a.png');
    const first = cache.peek('a.png');
    expect(cache.peek('a.png')).toBe(first);
    await load;
    const loaded = cache.peek('a.png');
    expect(loaded).not.toBe(first);
    expect(cache.peek('a.png')).toBe(loaded);
    expect(loading).toEqual({ status: 'loading' });
  });

  it('remembers a failure instead of asking again', async () => {
    let calls = 0;
    const cache = createImageCache(async () => {
      calls += 1;
      throw new Error('404');
    });
    await expect(cache.load('missing.png')).rejects.toThrow('404');
    await expect(cache.load('missing.png')).rejects.toThrow('404');
    expect(calls).toBe(1);
    expect(cache.peek('missing.png')).toEqual({ status: 'failed' });
  });

  it('keeps at most `limit` pictures, letting the least recently asked-for settled ones go', async () => {
    const calls: string[] = [];
    const cache = createImageCache(async (url: string) => {
      calls.push(url);
      return { url };
    }, 2);
    await cache.load('a');
    await cache.load('b');
    await cache.load('a'); // a is now the most recent
    await cache.load('c'); // b goes
    expect(cache.peek('b')).toEqual({ status: 'loading' });
    expect(cache.peek('a')).toEqual({ status: 'loaded', image: { url: 'a' } });
    await cache.load('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('never drops a picture still loading', async () => {
    let finish: () => void = () => undefined;
    const slow = new Promise<void>((done) => (finish = done));
    const cache = createImageCache(async (url: string) => (url === 'slow' ? slow.then(() => ({ url })) : { url }), 1);
    const loading = cache.load('slow');
    await cache.load('fast');
    finish();
    await loading;
    expect(cache.peek('slow')).toEqual({ status: 'loaded', image: { url: 'slow' } });
  });

  it('asks for CORS only for pictures of another origin', () => {
    const origin = 'https://app.example';
    expect(needsCrossOrigin('/e2e-fixtures/a.png', origin)).toBe(false);
    expect(needsCrossOrigin('https://app.example/a.png', origin)).toBe(false);
    expect(needsCrossOrigin('https://cdn.example/a.png', origin)).toBe(true);
    expect(needsCrossOrigin('data:image/png;base64,AAAA', origin)).toBe(false);
    expect(needsCrossOrigin('blob:https://app.example/1234', origin)).toBe(false);
  });
});
