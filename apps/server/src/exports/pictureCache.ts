import type { PictureCache, PreparedPicture } from '@layout/render/node';

/**
 * A picture cache shared by every export a worker renders, bounded in bytes: the least recently
 * used pictures are dropped first once the prepared bytes pass `maxBytes`. Keys are the render's
 * own (source content hash + size wanted), so a second export of a design, or another design with
 * the same photo, reuses the prepared picture. A preparation that fails is forgotten, so a later
 * export tries again.
 */
export interface BoundedPictureCache extends PictureCache {
  /** Bytes of the prepared pictures held now (pending ones count once they resolve). */
  readonly bytes: number;
  readonly size: number;
  /** Lookups answered from the cache so far (a second export of a design shows up here). */
  readonly hits: number;
}

export function createBoundedPictureCache(maxBytes: number): BoundedPictureCache {
  // A Map keeps insertion order: re-inserting on use makes its first entry the least recent.
  const entries = new Map<string, { picture: Promise<PreparedPicture>; bytes: number }>();
  let total = 0;
  let hits = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (total <= maxBytes) return;
      // A pending preparation has no size yet; it is not what overflows the budget.
      if (entry.bytes === 0) continue;
      entries.delete(key);
      total -= entry.bytes;
    }
  };

  return {
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      hits += 1;
      return entry.picture;
    },
    set(key, picture) {
      const previous = entries.get(key);
      if (previous) total -= previous.bytes;
      const entry = { picture, bytes: 0 };
      entries.set(key, entry);
      picture.then(
        (prepared) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = Math.max(1, prepared.data.byteLength);
          total += entry.bytes;
          evict();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
    },
  };
}
