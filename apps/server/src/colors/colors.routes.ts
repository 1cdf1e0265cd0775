import { idParams, normalizeColor } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { HttpError, forbidden, notFound } from '../http/errors';
import { addUserColors, countUserColors, deleteUserColor, findUserColor, listUserColors, toColorEntry } from './colors.queries';

/** The most colours one request may add (an extraction offers 4; a palette paste a few more). */
export const MAX_COLORS_PER_REQUEST = 50;
/** The most brand colours one user keeps: far more than any palette, few enough to show. */
export const MAX_COLORS_PER_USER = 200;

/** POST /colors takes a list of { color } (spec 000 section 7); each must be a colour. */
const addColorsBody = z
  .array(
    z.object({
      color: z
        .string()
        .max(64)
        .refine((value) => normalizeColor(value) !== undefined, { message: 'Not a colour: use #rrggbb, #rgb, rgb(r, g, b) or a colour name' }),
    }),
  )
  .min(1, { message: 'Send at least one colour' })
  .max(MAX_COLORS_PER_REQUEST, { message: `At most ${MAX_COLORS_PER_REQUEST} colours at once` });

/**
 * Brand colours (My brand colours, spec 000 section 7): GET /users/{id}/colors, POST /colors,
 * DELETE /colors/{id}. Colours are kept as lowercase #rrggbb, once each per user.
 */
export async function colorsRoutes(app: FastifyInstance) {
  app.get('/users/:id/colors', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params as { id: number };
    if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'You can only list your own colours');
    return (await listUserColors(app.db, id)).map(toColorEntry);
  });

  app.post('/colors', { onRequest: authorize(SIGNED_IN), schema: { body: addColorsBody } }, async (request, reply) => {
    const user = currentUser(request);
    const colors = [...new Set((request.body as z.infer<typeof addColorsBody>).map(({ color }) => normalizeColor(color)!))];
    const known = new Set((await listUserColors(app.db, user.id)).map((row) => row.color));
    const added = colors.filter((color) => !known.has(color)).length;
    if (added > 0 && (await countUserColors(app.db, user.id)) + added > MAX_COLORS_PER_USER) {
      throw new HttpError(422, 'Validation failed', `You can keep at most ${MAX_COLORS_PER_USER} brand colours; delete some to add more`);
    }
    const rows = await addUserColors(app.db, user.id, colors);
    return reply.status(201).send(rows.map(toColorEntry));
  });

  app.delete('/colors/:id', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const row = await findUserColor(app.db, (request.params as { id: number }).id);
    if (!row || row.userId !== user.id) throw notFound('Colour not found');
    await deleteUserColor(app.db, row.id);
    return { id: row.id };
  });
}
