import { type Photo, type PhotoOrientation, type PhotoPreview, STOCK_PHOTOS_PER_REQUEST } from '@layout/model';
import { type SQL, and, asc, count, eq, getTableColumns, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { containing } from '../db/like';
import type { FileStorage } from '../storage/storage';
import { type LibraryPhotoRow, libraryPhotos, photoCollections } from './photos.table';
import { type StockPhotoProvider, emptyPhotoPage, offsetOf } from './provider';

/** Preview photos a collection shows in the panel before it is opened. */
export const COLLECTION_PREVIEW_COUNT = 4;
/** A search uses at most this many words (each must match). */
const MAX_SEARCH_WORDS = 8;

/**
 * The orientation a photo of this size is filed under: 'squarish' within 15 % of square (a
 * 5:4 print is already landscape), else by its longer side.
 */
export function photoOrientation(width: number, height: number): PhotoOrientation {
  const ratio = width / height;
  if (ratio <= 1.15 && ratio >= 1 / 1.15) return 'squarish';
  return ratio > 1 ? 'landscape' : 'portrait';
}

/** The photo as the API answers it, its files addressed through the storage. */
export function toPhoto(row: LibraryPhotoRow, storage: FileStorage): Photo {
  const file = storage.url(row.fileKey);
  return {
    id: String(row.id),
    description: row.description || row.title,
    width: row.width,
    height: row.height,
    urls: { thumb: storage.url(row.thumbnailKey), regular: file, full: file },
    author: { name: row.author, link: row.authorLink },
    source: 'layout',
  };
}

const toPreview = (row: LibraryPhotoRow, storage: FileStorage): PhotoPreview => ({
  id: String(row.id),
  description: row.description || row.title,
  urls: { thumb: storage.url(row.thumbnailKey) },
});

/**
 * Every word of the query must appear in the photo's title, description or keywords, or in its
 * collection's title (case-insensitive, as a part of a word: 'mount' finds 'mountains').
 */
function matching(query: string): SQL | undefined {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        ilike(libraryPhotos.title, containing(word)),
        ilike(libraryPhotos.description, containing(word)),
        sql`array_to_string(${libraryPhotos.keywords}, ' ') ilike ${containing(word)}`,
        ilike(photoCollections.title, containing(word)),
      ),
    ),
  );
}

const photoOrder = [asc(libraryPhotos.order), asc(libraryPhotos.id)];

/** Layout's own photo library (tables in photos.table.ts, files in app.storage): the default provider. */
export function createLayoutPhotoProvider(db: Db, storage: FileStorage): StockPhotoProvider {
  const photo = (row: LibraryPhotoRow) => toPhoto(row, storage);

  async function page(where: SQL | undefined, pageNumber: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select(getTableColumns(libraryPhotos))
        .from(libraryPhotos)
        .innerJoin(photoCollections, eq(photoCollections.id, libraryPhotos.collectionId))
        .where(where)
        .orderBy(...photoOrder)
        .limit(STOCK_PHOTOS_PER_REQUEST)
        .offset(offsetOf(pageNumber)),
      db.select({ n: count() }).from(libraryPhotos).innerJoin(photoCollections, eq(photoCollections.id, libraryPhotos.collectionId)).where(where),
    ]);
    return { photos: rows.map(photo), total: total?.n ?? 0, page: pageNumber };
  }

  return {
    source: 'layout',

    search: (query, orientation, pageNumber) => page(and(matching(query), orientation ? eq(libraryPhotos.orientation, orientation) : undefined), pageNumber),

    async collections(pageNumber) {
      // Only collections with photos (the join with their sizes): an empty one has nothing to show.
      const sizes = db
        .select({ collectionId: libraryPhotos.collectionId, n: count().as('n') })
        .from(libraryPhotos)
        .groupBy(libraryPhotos.collectionId)
        .as('sizes');
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: photoCollections.id, title: photoCollections.title, n: sizes.n })
          .from(photoCollections)
          .innerJoin(sizes, eq(sizes.collectionId, photoCollections.id))
          .orderBy(asc(photoCollections.order), asc(photoCollections.id))
          .limit(STOCK_PHOTOS_PER_REQUEST)
          .offset(offsetOf(pageNumber)),
        db.select({ n: count() }).from(photoCollections).innerJoin(sizes, eq(sizes.collectionId, photoCollections.id)),
      ]);
      const previews = await previewsOf(rows.map((r) => r.id));
      return {
        collections: rows.map((r) => ({
          id: String(r.id),
          title: r.title,
          totalPhotos: Number(r.n),
          previewPhotos: (previews.get(r.id) ?? []).map((p) => toPreview(p, storage)),
        })),
        total: total?.n ?? 0,
        page: pageNumber,
      };
    },

    async collectionPhotos(id, pageNumber) {
      if (!/^\d{1,9}$/.test(id)) return emptyPhotoPage(pageNumber);
      return page(eq(libraryPhotos.collectionId, Number(id)), pageNumber);
    },

    async random(query, howMany) {
      const rows = await db
        .select(getTableColumns(libraryPhotos))
        .from(libraryPhotos)
        .innerJoin(photoCollections, eq(photoCollections.id, libraryPhotos.collectionId))
        .where(matching(query))
        .orderBy(sql`random()`)
        .limit(howMany);
      return rows.map(photo);
    },

    // Layout's own photos are free to use: nothing to count.
    async photoUsed() {},
  };

  /** The first COLLECTION_PREVIEW_COUNT photos of each collection, in one query. */
  async function previewsOf(collectionIds: number[]): Promise<Map<number, LibraryPhotoRow[]>> {
    const byCollection = new Map<number, LibraryPhotoRow[]>();
    if (collectionIds.length === 0) return byCollection;
    const ranked = db
      .select({
        ...getTableColumns(libraryPhotos),
        rank: sql<number>`row_number() over (partition by ${libraryPhotos.collectionId} order by ${libraryPhotos.order}, ${libraryPhotos.id})`.as('rank'),
      })
      .from(libraryPhotos)
      .where(inArray(libraryPhotos.collectionId, collectionIds))
      .as('ranked');
    const rows = await db.select().from(ranked).where(lte(ranked.rank, COLLECTION_PREVIEW_COUNT)).orderBy(asc(ranked.collectionId), asc(ranked.rank));
    for (const { rank: _rank, ...row } of rows) {
      const list = byCollection.get(row.collectionId) ?? [];
      list.push(row as LibraryPhotoRow);
      byCollection.set(row.collectionId, list);
    }
    return byCollection;
  }
}
