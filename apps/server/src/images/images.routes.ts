import { MAX_FILES_PER_UPLOAD, USER_IMAGE_KINDS, userImageContracts } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { forbidden } from '../http/errors';
import { readUploadForm } from '../uploads/multipart';
import { USER_IMAGE_WORDS, deleteOwnUserImage, listUserImagesOf, storeUserImages } from './images.service';

/**
 * The user's pictures and logos (spec 000 section 7): GET /users/{id}/images and GET /images,
 * POST /images/upload (multipart, 1 to 10 JPEG or PNG files, checked by content), DELETE
 * /images/{id}; the same four under /logos. A user sees and deletes their own; an admin any.
 */
export async function imagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: authorize(SIGNED_IN) };

  for (const kind of USER_IMAGE_KINDS) {
    const routes = userImageContracts[kind];
    const { plural } = USER_IMAGE_WORDS[kind];

    app.route({
      ...routeOptions(routes.listOfUser),
      ...guard,
      handler: async (request) => {
        const user = currentUser(request);
        const { id } = request.params;
        if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', `You can only list your own ${plural}`);
        return listUserImagesOf(app, id, kind);
      },
    });

    app.route({
      ...routeOptions(routes.list),
      ...guard,
      handler: async (request) => listUserImagesOf(app, currentUser(request).id, kind),
    });

    app.route({
      ...routeOptions(routes.upload),
      ...guard,
      config: { limit: 'upload' },
      handler: async (request, reply) => {
        const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_UPLOAD });
        return reply.status(201).send(await storeUserImages(app, currentUser(request).id, kind, form.files));
      },
    });

    app.route({
      ...routeOptions(routes.remove),
      ...guard,
      handler: async (request) => deleteOwnUserImage(app, currentUser(request), kind, request.params.id),
    });
  }
}
