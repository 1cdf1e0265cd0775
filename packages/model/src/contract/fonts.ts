import { z } from 'zod';
import { fontCategorySchema, fontSchema } from '../text/fonts';
import { fontCombinationSchema } from '../text/styles';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

/**
 * Fonts, font categories and premade font combinations (spec 000 sections 3, 5 and 7). POST /fonts
 * is a multipart upload (the file in 'font', and name, fontCategoryId): it names no body.
 */
export const fontsContract = {
  listCategories: defineRoute({ method: 'GET', path: '/font-categories', summary: 'The font categories, in their order', response: { 200: z.array(fontCategorySchema) } }),
  listPublic: defineRoute({ method: 'GET', path: '/fonts/public', summary: 'The public fonts, by name', response: { 200: z.array(fontSchema) } }),
  listOfUser: defineRoute({ method: 'GET', path: '/users/:id/fonts', summary: 'A user’s uploaded fonts, by name', params: idParams, response: { 200: z.array(fontSchema) } }),
  upload: defineRoute({
    method: 'POST',
    path: '/fonts',
    summary: 'Uploads an .otf or .ttf font (multipart: font, name, fontCategoryId) as the user’s own',
    response: { 201: fontSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/fonts/:id',
    summary: 'Deletes a font and its file (its owner; a public one only an admin)',
    params: idParams,
    response: { 200: z.object({ id: z.number().int() }) },
  }),
  listCombinations: defineRoute({
    method: 'GET',
    path: '/font-combinations',
    summary: 'The premade font combinations, in their order',
    response: { 200: z.array(fontCombinationSchema) },
  }),
};
