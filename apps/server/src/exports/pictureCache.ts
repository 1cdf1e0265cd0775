import { type PictureCache, type PreparedPicture, createLruBytes } from '@layout/render/node';

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
  const pictures = createLruBytes<string, PreparedPicture>(maxBytes, (prepared) => prepared.data.byteLength);
  let hits = 0;
  return {
    get bytes() {
      return pictures.bytes;
    },
    get size() {
      return pictures.size;
    },
    get hits() {
      return hits;
    },
    get(key) {
      const picture = pictures.get(key);
      if (picture) hits += 1;
      return picture;
    },
    set: (key, picture) => pictures.set(key, picture),
  };
}
