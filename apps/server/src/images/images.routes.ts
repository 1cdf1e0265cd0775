import { idParams, MAX_FILES_PER_UPLOAD, USER_IMAGE_KINDS, type UserImageKind } from '@layout/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { forbidden, notFound } from '../http/errors';
import { readUploadForm } from '../uploads/multipart';
import { deleteUserImage, findUserImage, listUserImages, toUserImage } from './images.queries';
import { storeUserImages } from './storeImages';

/** The API folder and the words of each kind. */
const KINDS: Record<UserImageKind, { folder: string; plural: string; notFound: string }> = {
  image: { folder: 'images', plural: 'images', notFound: 'Image not found' },
  logo: { folder: 'logos', plural: 'logos', notFound: 'Logo not found' },
};

/**
 * The user's pictures and logos (spec 000 section 7): GET /users/{id}/images and GET /images,
 * POST /images/upload (multipart, 1 to 10 JPEG or PNG files, checked by content), DELETE
 * /images/{id}; the same four under /logos. A user sees and deletes their own; an admin any.
 */
export async function imagesRoutes(app: FastifyInstance) {
  for (const kind of USER_IMAGE_KINDS) {
    const { folder, plural, notFound: missing } = KINDS[kind];
    const view = (rows: Parameters<typeof toUserImage>[0][]) => rows.map((row) => toUserImage(row, app.storage));

    app.get(`/users/:id/${folder}`, { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
      const user = currentUser(request);
      const { id } = request.params as { id: number };
      if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', `You can only list your own ${plural}`);
      return view(await listUserImages(app.db, id, kind));
    });

    app.get(`/${folder}`, { onRequest: authorize(SIGNED_IN) }, async (request) => view(await listUserImages(app.db, currentUser(request).id, kind)));

    app.post(`/${folder}/upload`, { onRequest: authorize(SIGNED_IN), config: { limit: 'upload' } }, async (request, reply) => {
      const user = currentUser(request);
      const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_UPLOAD });
      const rows = await storeUserImages(app, user.id, kind, form.files);
      return reply.status(201).send(view(rows));
    });

    app.delete(`/${folder}/:id`, { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request: FastifyRequest) => {
      const user = currentUser(request);
      const row = await findUserImage(app.db, (request.params as { id: number }).id, kind);
      // Someone else's picture answers like a missing one: its existence is not told.
      if (!row || (row.userId !== user.id && !isAdmin(user))) throw notFound(missing);
      await deleteUserImage(app.db, row.id);
      await Promise.all([app.storage.delete(row.fileKey), app.storage.delete(row.thumbnailKey)]);
      return { id: row.id };
    });
  }
}
