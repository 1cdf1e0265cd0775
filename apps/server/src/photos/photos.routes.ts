import { MAX_FILES_PER_UPLOAD, STOCK_PHOTOS_PER_REQUEST, photoLibraryUploadFieldsSchema, photosContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMINS, authorize, currentUser } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { parseFormFields } from '../http/validation';
import { readUploadForm } from '../uploads/multipart';
import { changeCollection, configuredPhotoProvider, removeCollection, removeLibraryPhoto, uploadToLibrary } from './photos.service';
import type { StockPhotoProvider } from './provider';

/**
 * Stock photos for the Photos panel (spec 001 sections 2.3, 4.12): anyone browses collections,
 * searches and gets random photos; a photo put on a page is reported (POST /photos/used). Admins
 * keep Layout's own library: upload to it, delete from it, rename and order its collections.
 */
export async function photosRoutes(fastify: FastifyInstance, options: { provider?: StockPhotoProvider } = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = options.provider ?? configuredPhotoProvider(app);
  const anyone = { onRequest: authorize('anyone') };
  const admins = { onRequest: authorize(ADMINS) };

  app.route({
    ...routeOptions(photosContract.collections),
    ...anyone,
    handler: async (request) => provider.collections(request.query.page),
  });

  app.route({
    ...routeOptions(photosContract.collectionPhotos),
    ...anyone,
    handler: async (request) => provider.collectionPhotos(request.params.id, request.query.page),
  });

  app.route({
    ...routeOptions(photosContract.search),
    ...anyone,
    handler: async (request) => {
      const { query, orientation, page } = request.query;
      return provider.search(query, orientation ?? null, page);
    },
  });

  app.route({
    ...routeOptions(photosContract.random),
    ...anyone,
    handler: async (request) => provider.random(request.query.query, STOCK_PHOTOS_PER_REQUEST),
  });

  // Answered at once whatever the provider says: a failure to count a download is only logged.
  app.route({
    ...routeOptions(photosContract.used),
    ...anyone,
    handler: async (request, reply) => {
      const use = request.body;
      if (use.source === provider.source) await provider.photoUsed(use.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOptions(photosContract.upload),
    ...admins,
    config: { limit: 'upload' },
    handler: async (request, reply) => {
      const admin = currentUser(request);
      const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_UPLOAD });
      const fields = parseFormFields(photoLibraryUploadFieldsSchema, form.fields);
      return reply.status(201).send(await uploadToLibrary(app, admin, fields, form.files));
    },
  });

  app.route({
    ...routeOptions(photosContract.remove),
    ...admins,
    handler: async (request) => removeLibraryPhoto(app, request.params.id),
  });

  app.route({
    ...routeOptions(photosContract.updateCollection),
    ...admins,
    handler: async (request) => changeCollection(app, request.params.id, request.body),
  });

  app.route({
    ...routeOptions(photosContract.removeCollection),
    ...admins,
    handler: async (request) => removeCollection(app, request.params.id),
  });
}
