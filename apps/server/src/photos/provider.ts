import { type Photo, type PhotoCollectionPage, type PhotoOrientation, type PhotoPage, type PhotoSource, STOCK_PHOTOS_PER_REQUEST } from '@layout/model';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Where the Photos panel's stock photos come from (spec 000 section 7: a stock-photo service with
 * search, collections, collection photos and random photos, STOCK_PHOTOS_PER_REQUEST a request).
 * Layout's own library is the default; a real stock service plugs in behind the same calls.
 */
export interface StockPhotoProvider {
  readonly source: PhotoSource;
  /** Photos matching `query`, optionally of one orientation; page 1 first. */
  search(query: string, orientation: PhotoOrientation | null, page: number): Promise<PhotoPage>;
  /** The collections, a page at a time. */
  collections(page: number): Promise<PhotoCollectionPage>;
  /** The photos of one collection; an unknown collection is an empty page. */
  collectionPhotos(id: string, page: number): Promise<PhotoPage>;
  /** Up to `count` photos picked at random, matching `query` when one is given. */
  random(query: string, count: number): Promise<Photo[]>;
  /** A photo was put on a page (a provider may have to count it; Unsplash's download rule). */
  photoUsed(id: string): Promise<void>;
}

export const emptyPhotoPage = (page: number): PhotoPage => ({ photos: [], total: 0, page });
export const emptyCollectionPage = (page: number): PhotoCollectionPage => ({ collections: [], total: 0, page });

/** Offset of the first item of `page` (1-based) at STOCK_PHOTOS_PER_REQUEST a page. */
export const offsetOf = (page: number) => (page - 1) * STOCK_PHOTOS_PER_REQUEST;

/**
 * The provider with every failure logged and answered as an empty result (spec 001 section 8:
 * "Stock photo failures are only logged"; spec 000: "stock-photo search failures are swallowed
 * (empty result)"). The panel then shows nothing found rather than an error toast.
 */
export function withFailuresLogged(provider: StockPhotoProvider, log: FastifyBaseLogger): StockPhotoProvider {
  async function guarded<T>(call: string, run: () => Promise<T>, empty: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.warn({ err: error, provider: provider.source, call }, `stock photos: ${call} failed`);
      return empty;
    }
  }
  return {
    source: provider.source,
    search: (query, orientation, page) => guarded('search', () => provider.search(query, orientation, page), emptyPhotoPage(page)),
    collections: (page) => guarded('collections', () => provider.collections(page), emptyCollectionPage(page)),
    collectionPhotos: (id, page) => guarded('collectionPhotos', () => provider.collectionPhotos(id, page), emptyPhotoPage(page)),
    random: (query, count) => guarded('random', () => provider.random(query, count), [] as Photo[]),
    photoUsed: (id) => guarded('photoUsed', () => provider.photoUsed(id), undefined),
  };
}
