import { idParams, PHOTO_ORIENTATIONS, type PhotoUse, STOCK_PHOTOS_PER_REQUEST, photoUseSchema } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMINS, authorize } from '../auth/guard';
import { fieldError, notFound } from '../http/errors';
import { isUniqueViolation } from '../users/users.routes';
import { createLayoutPhotoProvider, toPhoto } from './layoutProvider';
import { deleteCollection, deleteLibraryPhoto, findCollection, findLibraryPhoto, photosOfCollection, updateCollection } from './library.queries';
import { COLLECTION_TITLE_MAX, uploadToLibrary } from './libraryUpload';
import { type StockPhotoProvider, withFailuresLogged } from './provider';
import { createUnsplashProvider } from './unsplashProvider';

/** The last page anyone may ask for: 30,000 photos in. Further is refused rather than sent on. */
export const MAX_PHOTO_PAGE = 1000;

const page = z.coerce.number().int('The page is a whole number').min(1, 'Pages start at 1').max(MAX_PHOTO_PAGE, `Pages go up to ${MAX_PHOTO_PAGE}`).default(1);
const query = z.string().trim().max(100, 'Search for at most 100 characters');
const pageQuery = z.object({ page });
const searchQuery = z.object({
  query: query.min(1, 'Type what to search for'),
  orientation: z.enum(PHOTO_ORIENTATIONS, { message: `Orientation is one of ${PHOTO_ORIENTATIONS.join(', ')}` }).optional(),
  page,
});
const randomQuery = z.object({ query: query.default('') });
const collectionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a collection id') });
const collectionChanges = z
  .object({
    title: z.string().trim().min(1).max(COLLECTION_TITLE_MAX).optional(),
    description: z.string().trim().max(300).optional(),
    order: z.number().int().min(0).max(99_999).optional(),
  })
  .refine((c) => Object.keys(c).length > 0, 'Send a title, description or order');

/** The stock provider the server is configured with: Unsplash with a key, else Layout's own library. */
export function configuredPhotoProvider(app: FastifyInstance): StockPhotoProvider {
  const { unsplash, company } = app.config;
  const provider = unsplash
    ? createUnsplashProvider({ ...unsplash, appName: company.productName.toLowerCase().replace(/[^a-z0-9]+/g, '_') || 'layout' })
    : createLayoutPhotoProvider(app.db, app.storage);
  return withFailuresLogged(provider, app.log);
}

/**
 * Stock photos for the Photos panel (spec 001 sections 2.3, 4.12): anyone browses collections,
 * searches and gets random photos; a photo put on a page is reported (POST /photos/used). Admins
 * keep Layout's own library: upload to it, delete from it, rename and order its collections.
 */
export async function photosRoutes(app: FastifyInstance, options: { provider?: StockPhotoProvider } = {}) {
  const provider = options.provider ?? configuredPhotoProvider(app);

  app.get('/photos/collections', { onRequest: authorize('anyone'), schema: { querystring: pageQuery } }, async (request) =>
    provider.collections((request.query as z.infer<typeof pageQuery>).page),
  );

  app.get('/photos/collections/:id/photos', { onRequest: authorize('anyone'), schema: { params: collectionParams, querystring: pageQuery } }, async (request) =>
    provider.collectionPhotos((request.params as { id: string }).id, (request.query as z.infer<typeof pageQuery>).page),
  );

  app.get('/photos/search', { onRequest: authorize('anyone'), schema: { querystring: searchQuery } }, async (request) => {
    const { query: text, orientation, page: pageNumber } = request.query as z.infer<typeof searchQuery>;
    return provider.search(text, orientation ?? null, pageNumber);
  });

  app.get('/photos/random', { onRequest: authorize('anyone'), schema: { querystring: randomQuery } }, async (request) =>
    provider.random((request.query as z.infer<typeof randomQuery>).query, STOCK_PHOTOS_PER_REQUEST),
  );

  // Answered at once whatever the provider says: a failure to count a download is only logged.
  app.post('/photos/used', { onRequest: authorize('anyone'), schema: { body: photoUseSchema } }, async (request, reply) => {
    const use = request.body as PhotoUse;
    if (use.source === provider.source) await provider.photoUsed(use.id);
    return reply.status(204).send();
  });

  app.post('/photos', { onRequest: authorize(ADMINS), config: { limit: 'upload' } }, async (request, reply) => {
    const { collection, photos } = await uploadToLibrary(request);
    return reply.status(201).send({ collection: { id: String(collection.id), title: collection.title }, photos: photos.map((p) => toPhoto(p, app.storage)) });
  });

  app.delete('/photos/:id', { onRequest: authorize(ADMINS), schema: { params: idParams } }, async (request) => {
    const photo = await findLibraryPhoto(app.db, (request.params as { id: number }).id);
    if (!photo) throw notFound('Photo not found');
    await deleteLibraryPhoto(app.db, photo.id);
    await Promise.all([app.storage.delete(photo.fileKey), app.storage.delete(photo.thumbnailKey)]);
    return { id: String(photo.id) };
  });

  app.put('/photos/collections/:id', { onRequest: authorize(ADMINS), schema: { params: idParams, body: collectionChanges } }, async (request) => {
    try {
      const row = await updateCollection(app.db, (request.params as { id: number }).id, request.body as z.infer<typeof collectionChanges>);
      if (!row) throw notFound('Collection not found');
      return { id: String(row.id), title: row.title, description: row.description, order: row.order };
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('title', 'isUnique', 'A collection of that title exists');
      throw error;
    }
  });

  app.delete('/photos/collections/:id', { onRequest: authorize(ADMINS), schema: { params: idParams } }, async (request) => {
    const collection = await findCollection(app.db, (request.params as { id: number }).id);
    if (!collection) throw notFound('Collection not found');
    const photos = await photosOfCollection(app.db, collection.id);
    await deleteCollection(app.db, collection.id);
    await Promise.all(photos.flatMap((p) => [app.storage.delete(p.fileKey), app.storage.delete(p.thumbnailKey)]));
    return { id: String(collection.id) };
  });
}
