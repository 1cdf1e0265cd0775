import { ILLUSTRATIONS_PAGE_SIZE, MAX_FILES_PER_UPLOAD, illustrationsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CREATORS, SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { forbidden } from '../http/errors';
import { readUploadForm } from '../uploads/multipart';
import {
  findSearchedCreator,
  listCategories,
  listCreatorIllustrations,
  listPublishedPage,
  listPurchasedIllustrations,
  listSubcategories,
  toSubcategory,
} from './illustrations.queries';
import {
  changeIllustration,
  illustrationView,
  ownIllustration,
  paidIllustrationsInfo,
  removeIllustration,
  uploadIllustrations,
  visibleIllustration,
} from './illustrations.service';

/**
 * Stock illustrations (spec 000 sections 3 and 7, spec 001 sections 2.3, 5, 6 and 9). Anyone
 * browses and searches the published ones; designers and admins upload; the creator or an admin
 * changes and deletes; purchases are read here (buying is the marketplace's).
 */
export async function illustrationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const view = illustrationView(app);

  app.route({
    ...routeOptions(illustrationsContract.categories),
    handler: async () => listCategories(app.db),
  });

  app.route({
    ...routeOptions(illustrationsContract.subcategories),
    handler: async () => (await listSubcategories(app.db)).map(toSubcategory),
  });

  app.route({
    ...routeOptions(illustrationsContract.listPublic),
    handler: async (request) => {
      const query = request.query;
      const [{ found, total, groups }, creator] = await Promise.all([
        listPublishedPage(app.db, query),
        query.search ? findSearchedCreator(app.db, query.search) : Promise.resolve(null),
      ]);
      return { illustrations: found.map(view), total, page: query.page, pageSize: ILLUSTRATIONS_PAGE_SIZE, groups, creator };
    },
  });

  app.route({
    ...routeOptions(illustrationsContract.open),
    onRequest: authorize('anyone'),
    handler: async (request) => view(await visibleIllustration(app, request.user, request.params.id)),
  });

  app.route({
    ...routeOptions(illustrationsContract.listOfUser),
    onRequest: authorize('anyone'),
    handler: async (request) => {
      const { id } = request.params;
      const viewer = request.user;
      const withUnpublished = viewer !== null && (viewer.id === id || isAdmin(viewer));
      return (await listCreatorIllustrations(app.db, id, withUnpublished)).map(view);
    },
  });

  app.route({
    ...routeOptions(illustrationsContract.purchasedOfUser),
    onRequest: authorize(SIGNED_IN),
    handler: async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'You can only list the illustrations you bought');
      return (await listPurchasedIllustrations(app.db, id)).map(view);
    },
  });

  app.route({
    ...routeOptions(illustrationsContract.upload),
    onRequest: authorize(CREATORS),
    config: { limit: 'upload' },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_UPLOAD, minFiles: 0 });
      return reply.status(201).send(await uploadIllustrations(app, user, form));
    },
  });

  app.route({
    ...routeOptions(illustrationsContract.update),
    onRequest: authorize(CREATORS),
    handler: async (request) => {
      const user = currentUser(request);
      const existing = await ownIllustration(app, user, request.params.id);
      return changeIllustration(app, user, existing, request.body);
    },
  });

  app.route({
    ...routeOptions(illustrationsContract.remove),
    onRequest: authorize(CREATORS),
    handler: async (request) => {
      const existing = await ownIllustration(app, currentUser(request), request.params.id);
      await removeIllustration(app, existing);
      return { id: existing.row.id };
    },
  });

  app.route({
    ...routeOptions(illustrationsContract.paidInfo),
    onRequest: authorize('anyone'),
    handler: async (request) => paidIllustrationsInfo(app, request.user, request.body),
  });
}
