import { z } from 'zod';
import { normalizeColor } from '../colors/color';
import { colorEntrySchema } from '../library';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

/** The most colours one request may add (an extraction offers 4; a palette paste a few more). */
export const MAX_COLORS_PER_REQUEST = 50;

/** POST /colors takes a list of { color } (spec 000 section 7); each must be a colour. */
export const addColorsBodySchema = z
  .array(
    z.object({
      color: z
        .string()
        .max(64)
        .refine((value) => normalizeColor(value) !== undefined, { message: 'Not a colour: use #rrggbb, #rgb, rgb(r, g, b), a colour name or device-cmyk(C% M% Y% K%)' }),
    }),
  )
  .min(1, { message: 'Send at least one colour' })
  .max(MAX_COLORS_PER_REQUEST, { message: `At most ${MAX_COLORS_PER_REQUEST} colours at once` });

/**
 * Brand colours (My brand colours, spec 000 section 7), kept as lowercase #rrggbb, or as
 * `device-cmyk(C% M% Y% K%)` when added as inks (issue 26), once each per user.
 */
export const colorsContract = {
  listOfUser: defineRoute({
    method: 'GET',
    path: '/users/:id/colors',
    summary: 'A user’s brand colours in the order they were added',
    params: idParams,
    response: { 200: z.array(colorEntrySchema) },
  }),
  add: defineRoute({
    method: 'POST',
    path: '/colors',
    summary: 'Adds brand colours (each kept once) and answers the entry of every colour sent',
    body: addColorsBodySchema,
    response: { 201: z.array(colorEntrySchema) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/colors/:id',
    summary: 'Deletes one of the caller’s brand colours',
    params: idParams,
    response: { 200: z.object({ id: z.number().int() }) },
  }),
};
