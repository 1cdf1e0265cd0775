import { z } from 'zod';
import { svgSchema } from '../library/index';
import {
  svgCategoryCountedSchema,
  svgCategoryInputSchema,
  svgCategoryListItemSchema,
  svgCategoryQuerySchema,
  svgPageSchema,
  svgPublicQuerySchema,
  svgSearchQuerySchema,
  svgUpdateSchema,
} from '../library/svgs';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

const deleted = z.object({ id: z.number().int() });
const svgList = z.array(svgSchema);

/**
 * The shape and icon libraries, a user's own icons and the svg categories (spec 000 sections 3
 * and 7; spec 001 sections 2.3 and 4.12). POST /svgs is a multipart upload (1 to 10 SVG files in
 * 'file'; an icon may also be a JPEG or PNG picture, the fields of svgUploadFieldsSchema): it names no body.
 */
export const svgsContract = {
  search: defineRoute({
    method: 'GET',
    path: '/svgs',
    summary: 'A page of the public library, by type, category and search words',
    query: svgSearchQuerySchema,
    response: { 200: svgPageSchema },
  }),
  listPublic: defineRoute({
    method: 'GET',
    path: '/svgs/public',
    summary: 'Every public svg (of a type; only the paid ones if asked)',
    query: svgPublicQuerySchema,
    response: { 200: svgList },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/svgs/:id',
    summary: 'One svg: a public one, or a private icon for its owner and admins',
    params: idParams,
    response: { 200: svgSchema },
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/svgs',
    summary: 'Uploads 1 to 10 files (multipart): a user’s private icons (SVG, JPEG or PNG), or a creator’s library items',
    response: { 201: svgList },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/svgs/:id',
    summary: 'Changes an svg’s name, category, price, keywords or publication (its owner or an admin)',
    params: idParams,
    body: svgUpdateSchema,
    response: { 200: svgSchema },
  }),
  remove: defineRoute({ method: 'DELETE', path: '/svgs/:id', summary: 'Deletes an svg and its file (its owner or an admin)', params: idParams, response: { 200: deleted } }),
  iconsOfUser: defineRoute({ method: 'GET', path: '/users/:id/icons', summary: 'A user’s own uploaded icons, newest first', params: idParams, response: { 200: svgList } }),
  publishedBy: defineRoute({
    method: 'GET',
    path: '/users/:id/svgs',
    summary: 'What a user put in the library, newest first: published items, and for the user and admins the unpublished ones too',
    params: idParams,
    response: { 200: svgList },
  }),
  purchasedBy: defineRoute({
    method: 'GET',
    path: '/users/:id/paid-svgs',
    summary: 'The svgs a user bought, most recent purchase first',
    params: idParams,
    response: { 200: svgList },
  }),
  listCategories: defineRoute({
    method: 'GET',
    path: '/svg-categories',
    summary: 'The svg categories (of a type) in order, each with its count and, if asked, its first items',
    query: svgCategoryQuerySchema,
    response: { 200: z.array(svgCategoryListItemSchema) },
  }),
  getCategory: defineRoute({
    method: 'GET',
    path: '/svg-categories/:id',
    summary: 'One svg category with its count of public svgs',
    params: idParams,
    response: { 200: svgCategoryCountedSchema },
  }),
  createCategory: defineRoute({
    method: 'POST',
    path: '/svg-categories',
    summary: 'Creates an svg category (admins)',
    body: svgCategoryInputSchema,
    response: { 201: svgCategoryCountedSchema },
  }),
  updateCategory: defineRoute({
    method: 'PUT',
    path: '/svg-categories/:id',
    summary: 'Renames, reorders or retypes an svg category (admins; a category holding svgs keeps its type)',
    params: idParams,
    body: svgCategoryInputSchema,
    response: { 200: svgCategoryCountedSchema },
  }),
  removeCategory: defineRoute({
    method: 'DELETE',
    path: '/svg-categories/:id',
    summary: 'Deletes an svg category; its svgs stay, in no category (admins)',
    params: idParams,
    response: { 200: deleted },
  }),
};
