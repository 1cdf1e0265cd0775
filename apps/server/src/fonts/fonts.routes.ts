import { fontUploadFieldsSchema, fontsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { forbidden } from '../http/errors';
import { parseFormFields } from '../http/validation';
import { readUploadForm } from '../uploads/multipart';
import { listFontCategories, listFontCombinations, listPublicFonts, listUserFonts } from './fonts.queries';
import { fontFileOf, fontView, removeFont, uploadFont } from './fonts.service';
import type { FontRow } from './fonts.table';

/**
 * Fonts, font categories and premade font combinations (spec 000 sections 3, 5 and 7). Anyone
 * lists the categories, the public fonts and the combinations; a signed-in user uploads fonts of
 * their own, which they (and admins) list and delete; only admins delete public fonts. The
 * upload's checks and the delete's rules are in fonts.service.ts.
 */
export async function fontsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: authorize(SIGNED_IN) };
  const view = (row: FontRow) => fontView(app, row);

  app.route({ ...routeOptions(fontsContract.listCategories), handler: async () => listFontCategories(app.db) });

  app.route({ ...routeOptions(fontsContract.listPublic), handler: async () => (await listPublicFonts(app.db)).map(view) });

  app.route({
    ...routeOptions(fontsContract.listOfUser),
    ...signedIn,
    handler: async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'You can only list your own fonts');
      return (await listUserFonts(app.db, id)).map(view);
    },
  });

  app.route({
    ...routeOptions(fontsContract.upload),
    ...signedIn,
    config: { limit: 'upload' },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const form = await readUploadForm(request, { maxFiles: 1 });
      const file = fontFileOf(form);
      const fields = parseFormFields(fontUploadFieldsSchema, form.fields);
      return reply.status(201).send(await uploadFont(app, user, file, fields));
    },
  });

  app.route({
    ...routeOptions(fontsContract.remove),
    ...signedIn,
    handler: async (request) => removeFont(app, currentUser(request), request.params.id),
  });

  app.route({ ...routeOptions(fontsContract.listCombinations), handler: async () => listFontCombinations(app.db) });
}
