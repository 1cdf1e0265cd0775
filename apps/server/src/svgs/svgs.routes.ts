import { MAX_FILES_PER_UPLOAD, svgUploadFieldsSchema, svgsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMINS, SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { parseFormFields } from '../http/validation';
import { readUploadForm } from '../uploads/multipart';
import { type SvgWithCategory, listPublicSvgs, listPurchasedBy, listUserIcons, searchLibrary } from './svgs.queries';
import {
  changeCategory,
  changeSvg,
  createCategory,
  getCategory,
  libraryItemsOf,
  listCategories,
  ownListOf,
  removeCategory,
  removeSvg,
  toSvg,
  uploadSvgs,
  visibleSvg,
} from './svgs.service';

/**
 * The shape and icon libraries (spec 000 sections 3 and 7; spec 001 sections 2.3 and 4.12).
 * Anyone browses and searches the public library; a signed-in user uploads icons of their own
 * (private; SVG, or JPEG and PNG pictures); designers and admins publish to the library (with a category, a price, keywords);
 * the owner or an admin changes and deletes; admins keep the categories. Every SVG is sanitised
 * (uploads/svg.ts) and every picture checked (uploads/raster.ts) before it is stored. The rules are in svgs.service.ts.
 */
export async function svgsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = { onRequest: authorize('anyone') };
  const signedIn = { onRequest: authorize(SIGNED_IN) };
  const admins = { onRequest: authorize(ADMINS) };
  const view = (found: SvgWithCategory) => toSvg(app, found);

  app.route({
    ...routeOptions(svgsContract.search),
    ...anyone,
    handler: async (request) => {
      const { query } = request;
      const { items, total } = await searchLibrary(app.db, query);
      return { svgs: items.map(view), total, page: query.page, perPage: query.perPage };
    },
  });

  app.route({
    ...routeOptions(svgsContract.listPublic),
    ...anyone,
    handler: async (request) => (await listPublicSvgs(app.db, request.query.type, request.query.paid === 'true')).map(view),
  });

  app.route({
    ...routeOptions(svgsContract.get),
    ...anyone,
    handler: async (request) => view(await visibleSvg(app.db, request.user, request.params.id)),
  });

  app.route({
    ...routeOptions(svgsContract.upload),
    ...signedIn,
    config: { limit: 'upload' },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_UPLOAD });
      const fields = parseFormFields(svgUploadFieldsSchema, form.fields);
      return reply.status(201).send(await uploadSvgs(app, user, fields, form.files));
    },
  });

  app.route({
    ...routeOptions(svgsContract.update),
    ...signedIn,
    handler: async (request) => changeSvg(app, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(svgsContract.remove),
    ...signedIn,
    handler: async (request) => removeSvg(app, currentUser(request), request.params.id),
  });

  app.route({
    ...routeOptions(svgsContract.iconsOfUser),
    ...signedIn,
    handler: async (request) => (await listUserIcons(app.db, ownListOf(currentUser(request), request.params.id, 'icons'))).map(view),
  });

  app.route({
    ...routeOptions(svgsContract.publishedBy),
    ...anyone,
    handler: async (request) => (await libraryItemsOf(app.db, request.user, request.params.id)).map(view),
  });

  app.route({
    ...routeOptions(svgsContract.purchasedBy),
    ...signedIn,
    handler: async (request) => (await listPurchasedBy(app.db, ownListOf(currentUser(request), request.params.id, 'purchases'))).map(view),
  });

  app.route({
    ...routeOptions(svgsContract.listCategories),
    ...anyone,
    handler: async (request) => listCategories(app, request.query),
  });

  app.route({
    ...routeOptions(svgsContract.getCategory),
    ...anyone,
    handler: async (request) => getCategory(app.db, request.params.id),
  });

  app.route({
    ...routeOptions(svgsContract.createCategory),
    ...admins,
    handler: async (request, reply) => reply.status(201).send(await createCategory(app.db, request.body)),
  });

  app.route({
    ...routeOptions(svgsContract.updateCategory),
    ...admins,
    handler: async (request) => changeCategory(app.db, request.params.id, request.body),
  });

  app.route({
    ...routeOptions(svgsContract.removeCategory),
    ...admins,
    handler: async (request) => removeCategory(app.db, request.params.id),
  });
}
