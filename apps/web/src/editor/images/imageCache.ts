import { useEffect, useState } from 'react';

/** Where loading a picture stands. A failed picture is remembered too, so it is not asked for again. */
export type ImageState<T = HTMLImageElement> = { status: 'loading' } | { status: 'loaded'; image: T } | { status: 'failed' };

/**
 * A cache of pictures by URL: each URL is loaded once, however many assets draw it (1,000
 * copies of a logo make one request and share one decoded image). `peek` answers synchronously,
 * so a view re-rendered after the picture arrived draws it at once instead of flashing a loader.
 */
export interface ImageCache<T> {
  load(url: string): Promise<T>;
  peek(url: string): ImageState<T>;
}

/**
 * `limit` bounds how many pictures are kept (the oldest settled ones go first; a view already
 * drawing one keeps its own reference). A picture asked for again moves to the back of the line.
 */
export function createImageCache<T>(loader: (url: string) => Promise<T>, limit = Number.POSITIVE_INFINITY): ImageCache<T> {
  const entries = new Map<string, { state: ImageState<T>; promise: Promise<T> }>();
  const evict = () => {
    for (const [url, entry] of entries) {
      if (entries.size <= limit) return;
      if (entry.state.status !== 'loading') entries.delete(url);
    }
  };
  return {
    load(url) {
      const known = entries.get(url);
      if (known) {
        entries.delete(url);
        entries.set(url, known);
        return known.promise;
      }
      const entry: { state: ImageState<T>; promise: Promise<T> } = { state: { status: 'loading' }, promise: loader(url) };
      entry.promise.then(
        (image) => (entry.state = { status: 'loaded', image }),
        () => (entry.state = { status: 'failed' }),
      );
      entries.set(url, entry);
      evict();
      return entry.promise;
    },
    peek(url) {
      return entries.get(url)?.state ?? { status: 'loading' };
    },
  };
}

/**
 * Whether an <img> must ask for CORS to keep the canvas readable (filters and exports read its
 * pixels): only for another origin; data: and blob: URLs are always readable.
 */
export function needsCrossOrigin(url: string, origin: string): boolean {
  if (/^(data|blob):/i.test(url)) return false;
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return false;
  }
}

/** Loads one picture into an <img>, without caching it. */
export function loadHtmlImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (needsCrossOrigin(url, window.location.origin)) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The image ${url.slice(0, 200)} could not be loaded`));
    image.src = url;
  });
}

/** The browser's picture cache shared by every view of the editor. */
export const images: ImageCache<HTMLImageElement> = createImageCache(loadHtmlImage);

/**
 * The state of a picture from a cache, re-rendering when it arrives; `undefined` or an empty URL
 * counts as failed (nothing to draw).
 */
export function useCachedImage<T>(cache: ImageCache<T>, url: string | undefined): ImageState<T> {
  const [state, setState] = useState<{ url: string | undefined; state: ImageState<T> }>(() => ({ url, state: stateOf(cache, url) }));
  useEffect(() => {
    if (!url) return;
    let current = true;
    // A picture that was already loaded when the view mounted keeps the state it was drawn with:
    // no second render for each of a thousand copies of one logo.
    const settle = () => {
      if (!current) return;
      const next = cache.peek(url);
      setState((previous) => (previous.url === url && previous.state === next ? previous : { url, state: next }));
    };
    cache.load(url).then(settle, settle);
    return () => {
      current = false;
    };
  }, [cache, url]);
  // A new URL shows what the cache knows of it at once, not the previous picture.
  return state.url === url ? state.state : stateOf(cache, url);
}

function stateOf<T>(cache: ImageCache<T>, url: string | undefined): ImageState<T> {
  if (!url) return { status: 'failed' };
  cache.load(url).catch(() => undefined);
  return cache.peek(url);
}

/** A raster picture by URL. */
export function useImage(url: string | undefined): ImageState<HTMLImageElement> {
  return useCachedImage(images, url);
}
