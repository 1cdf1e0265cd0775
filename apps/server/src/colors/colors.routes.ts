import { colorsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { forbidden, notFound } from '../http/errors';
import { deleteUserColor, findUserColor, listUserColors, toColorEntry } from './colors.queries';
import { addBrandColors } from './colors.service';

/**
 * Brand colours (My brand colours, spec 000 section 7): GET /users/{id}/colors, POST /colors,
 * DELETE /colors/{id}. Colours are kept as lowercase #rrggbb, once each per user.
 */
export async function colorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: authorize(SIGNED_IN) };

  app.route({
    ...routeOptions(colorsContract.listOfUser),
    ...guard,
    handler: async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'You can only list your own colours');
      return (await listUserColors(app.db, id)).map(toColorEntry);
    },
  });

  app.route({
    ...routeOptions(colorsContract.add),
    ...guard,
    handler: async (request, reply) => reply.status(201).send(await addBrandColors(app.db, currentUser(request).id, request.body)),
  });

  app.route({
    ...routeOptions(colorsContract.remove),
    ...guard,
    handler: async (request) => {
      const user = currentUser(request);
      const row = await findUserColor(app.db, request.params.id);
      if (!row || row.userId !== user.id) throw notFound('Colour not found');
      await deleteUserColor(app.db, row.id);
      return { id: row.id };
    },
  });
}
