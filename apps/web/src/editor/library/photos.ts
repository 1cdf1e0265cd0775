import { type Photo, type PhotoOrientation, type PhotoPage, STOCK_PHOTOS_PER_REQUEST, photosContract } from '@layout/model';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';

/**
 * Stock photos for the Photos panel (spec 000 section 7: collections, collection photos and
 * search, STOCK_PHOTOS_PER_REQUEST a request). The server answers an empty page when its stock
 * service fails (spec 001 section 8: only logged), so these never show an error toast for it;
 * a failed request itself (the network) is swallowed the same way.
 */

const quietly = async <T>(request: Promise<T>, empty: T): Promise<T> => {
  try {
    return await request;
  } catch (error) {
    console.warn('stock photos: request failed', error);
    return empty;
  }
};

/** The stock collections (their first page: a library rarely has more than 30). */
export function usePhotoCollections() {
  return useQuery({
    queryKey: ['photoCollections'],
    queryFn: () => quietly(request(photosContract.collections, { query: { page: 1 } }), { collections: [], total: 0, page: 1 }),
    staleTime: 5 * 60_000,
  });
}

/** What a photo grid shows: a collection's photos, or a search's. */
export type PhotoListing = { kind: 'collection'; id: string } | { kind: 'search'; query: string; orientation: PhotoOrientation };

function pageOf(listing: PhotoListing, page: number): Promise<PhotoPage> {
  if (listing.kind === 'collection') return request(photosContract.collectionPhotos, { params: { id: listing.id }, query: { page } });
  return request(photosContract.search, { query: { query: listing.query, orientation: listing.orientation, page } });
}

/** Whether another page may hold more photos after `pages`. */
export function hasMorePhotos(pages: readonly PhotoPage[]): boolean {
  const last = pages[pages.length - 1];
  if (!last) return false;
  const loaded = pages.reduce((n, p) => n + p.photos.length, 0);
  return last.photos.length === STOCK_PHOTOS_PER_REQUEST && loaded < last.total;
}

/** A listing's photos, 30 a page; `fetchNextPage` brings the next 30. */
export function usePhotoListing(listing: PhotoListing | null) {
  return useInfiniteQuery({
    queryKey: ['photos', listing],
    queryFn: ({ pageParam }) => quietly(pageOf(listing!, pageParam), { photos: [], total: 0, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (hasMorePhotos(pages) ? last.page + 1 : undefined),
    enabled: listing !== null,
    staleTime: 5 * 60_000,
  });
}

/** Photos of several pages, each once (a provider's pages may overlap when its list changed). */
export function photosOf(pages: readonly PhotoPage[] | undefined): Photo[] {
  const seen = new Set<string>();
  const photos: Photo[] = [];
  for (const page of pages ?? [])
    for (const photo of page.photos) {
      if (seen.has(photo.id)) continue;
      seen.add(photo.id);
      photos.push(photo);
    }
  return photos;
}

/**
 * Tells the server a stock photo was put on a page, so its provider can count it (Unsplash's
 * guidelines: trigger the download endpoint). Failures are only logged.
 */
export function reportPhotoUse(photo: Pick<Photo, 'id' | 'source'>): void {
  void request(photosContract.used, { body: { source: photo.source, id: photo.id } }).catch((error: unknown) => console.warn('stock photos: use not reported', error));
}
