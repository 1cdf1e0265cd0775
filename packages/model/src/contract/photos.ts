import { z } from 'zod';
import { KEYWORDS_MAX_LENGTH } from '../constants';
import { PHOTO_ORIENTATIONS, photoCollectionPageSchema, photoPageSchema, photoSchema, photoUseSchema } from '../library/index';
import { idParams } from '../validation/ids';
import { defineRoute, noContent } from './route';

/** The last page of stock photos anyone may ask for: 30,000 photos in. Further is refused rather than sent on. */
export const MAX_PHOTO_PAGE = 1000;
/** Longest photo collection title: it is shown in the Photos panel (shortened from 25, wider over 40). */
export const COLLECTION_TITLE_MAX = 60;

const photoPage = z.coerce.number().int('The page is a whole number').min(1, 'Pages start at 1').max(MAX_PHOTO_PAGE, `Pages go up to ${MAX_PHOTO_PAGE}`).default(1);
const photoSearchText = z.string().trim().max(100, 'Search for at most 100 characters');

/** The query of a paged stock photo list: the page (1-based). */
export const photoPageQuerySchema = z.object({ page: photoPage });

/** GET /photos/search's query: what to search for, an orientation, the page. */
export const photoSearchQuerySchema = z.object({
  query: photoSearchText.min(1, 'Type what to search for'),
  orientation: z.enum(PHOTO_ORIENTATIONS, { message: `Orientation is one of ${PHOTO_ORIENTATIONS.join(', ')}` }).optional(),
  page: photoPage,
});

/** GET /photos/random's query: what the photos should match (any photo when empty). */
export const photoRandomQuerySchema = z.object({ query: photoSearchText.default('') });

/** A stock photo collection's id as the path gives it: a provider's id (Layout's are numbers, a stock service's are text). */
export const photoCollectionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a collection id') });

/** PUT /photos/collections/{id}'s body: what an admin changes of a library collection (at least one field). */
export const photoCollectionChangesSchema = z
  .object({
    title: z.string().trim().min(1).max(COLLECTION_TITLE_MAX).optional(),
    description: z.string().trim().max(300).optional(),
    order: z.number().int().min(0).max(99_999).optional(),
  })
  .refine((c) => Object.keys(c).length > 0, 'Send a title, description or order');

/**
 * The text fields of an admin's upload to the photo library (POST /photos, multipart): the
 * collection the photos go in (made when no collection has that title), keywords and a
 * description for all of them, and who took them.
 */
export const photoLibraryUploadFieldsSchema = z.object({
  collection: z.string().trim().min(1, 'Name the collection the photos go in').max(COLLECTION_TITLE_MAX),
  /** Spec 001 section 5 (stock upload): keywords max 135 characters, stored lowercased and split on spaces. */
  keywords: z.string().trim().max(KEYWORDS_MAX_LENGTH).default(''),
  description: z.string().trim().max(300).default(''),
  author: z.string().trim().max(100).optional(),
  authorLink: z
    .string()
    .trim()
    .url()
    .max(300)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type PhotoLibraryUploadFields = z.output<typeof photoLibraryUploadFieldsSchema>;

/** A library collection as its changes answer it. */
export const photoCollectionInfoSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), order: z.number().int() });

/** What an admin's upload to the photo library answers: the collection the photos went in and the photos. */
export const photoLibraryUploadSchema = z.object({
  collection: z.object({ id: z.string(), title: z.string() }),
  photos: z.array(photoSchema),
});
export type PhotoLibraryUpload = z.infer<typeof photoLibraryUploadSchema>;

const removed = z.object({ id: z.string() });

/**
 * Stock photos for the Photos panel (spec 001 sections 2.3, 4.12): anyone browses collections,
 * searches and gets random photos, and reports a photo put on a page; admins keep Layout's own
 * library (upload, delete, rename and order its collections).
 */
export const photosContract = {
  collections: defineRoute({
    method: 'GET',
    path: '/photos/collections',
    summary: 'A page of the stock photo collections, with their preview photos',
    query: photoPageQuerySchema,
    response: { 200: photoCollectionPageSchema },
  }),
  collectionPhotos: defineRoute({
    method: 'GET',
    path: '/photos/collections/:id/photos',
    summary: 'A page of one collection’s photos (an unknown collection is an empty page)',
    params: photoCollectionParams,
    query: photoPageQuerySchema,
    response: { 200: photoPageSchema },
  }),
  search: defineRoute({
    method: 'GET',
    path: '/photos/search',
    summary: 'A page of the stock photos a search finds, optionally of one orientation',
    query: photoSearchQuerySchema,
    response: { 200: photoPageSchema },
  }),
  random: defineRoute({
    method: 'GET',
    path: '/photos/random',
    summary: 'Stock photos picked at random, matching a query when one is given',
    query: photoRandomQuerySchema,
    response: { 200: z.array(photoSchema) },
  }),
  used: defineRoute({
    method: 'POST',
    path: '/photos/used',
    summary: 'Reports a stock photo put on a page (its provider may count the download)',
    body: photoUseSchema,
    response: { 204: noContent },
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/photos',
    summary: 'Uploads JPEG or PNG pictures to a collection of Layout’s photo library (admins; multipart)',
    response: { 201: photoLibraryUploadSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/photos/:id',
    summary: 'Deletes a photo of Layout’s photo library and its files (admins)',
    params: idParams,
    response: { 200: removed },
  }),
  updateCollection: defineRoute({
    method: 'PUT',
    path: '/photos/collections/:id',
    summary: 'Renames, describes or orders a collection of Layout’s photo library (admins)',
    params: idParams,
    body: photoCollectionChangesSchema,
    response: { 200: photoCollectionInfoSchema },
  }),
  removeCollection: defineRoute({
    method: 'DELETE',
    path: '/photos/collections/:id',
    summary: 'Deletes a collection of Layout’s photo library with its photos and their files (admins)',
    params: idParams,
    response: { 200: removed },
  }),
};
