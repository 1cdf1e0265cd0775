import { z } from 'zod';
import { illustrationCategorySchema, illustrationSchema, illustrationSubcategorySchema } from '../library/index';
import {
  illustrationPageSchema,
  illustrationQuerySchema,
  illustrationUpdateBodySchema,
  paidIllustrationsInfoSchema,
  paidIllustrationsRequestSchema,
} from '../library/illustrations';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

/**
 * Stock illustrations (spec 000 sections 3 and 7, spec 001 sections 2.3, 5, 6 and 9): browsing and
 * searching the published ones, a creator's and a buyer's lists, the creators' upload, update and
 * delete, and what buying would cost.
 */
export const illustrationsContract = {
  categories: defineRoute({
    method: 'GET',
    path: '/illustration-categories',
    summary: 'The illustration categories, in order',
    response: { 200: z.array(illustrationCategorySchema) },
  }),
  subcategories: defineRoute({
    method: 'GET',
    path: '/illustration-subcategories/public',
    summary: 'The illustration collections (subcategories) with their prices',
    response: { 200: z.array(illustrationSubcategorySchema) },
  }),
  listPublic: defineRoute({
    method: 'GET',
    path: '/illustrations/public',
    summary: 'A page of the published illustrations a search, category or collection finds, with its groups’ counts',
    query: illustrationQuerySchema,
    response: { 200: illustrationPageSchema },
  }),
  open: defineRoute({
    method: 'GET',
    path: '/illustrations/:id',
    summary: 'One illustration (an unpublished one only for its creator or an admin)',
    params: idParams,
    response: { 200: illustrationSchema },
  }),
  listOfUser: defineRoute({
    method: 'GET',
    path: '/users/:id/illustrations',
    summary: 'A creator’s illustrations (the unpublished ones too for the creator or an admin)',
    params: idParams,
    response: { 200: z.array(illustrationSchema) },
  }),
  purchasedOfUser: defineRoute({
    method: 'GET',
    path: '/users/:id/paid-illustrations',
    summary: 'The illustrations a user bought',
    params: idParams,
    response: { 200: z.array(illustrationSchema) },
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/illustrations/upload',
    summary: 'Uploads 1 to 10 SVG, PNG or JPEG files as illustrations with the same fields (multipart)',
    response: { 201: z.array(illustrationSchema) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/illustrations/:id',
    summary: 'Changes an illustration’s fields (its creator or an admin)',
    params: idParams,
    body: illustrationUpdateBodySchema,
    response: { 200: illustrationSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/illustrations/:id',
    summary: 'Deletes an illustration and its files (its creator or an admin)',
    params: idParams,
    response: { 200: z.object({ id: z.number().int() }) },
  }),
  paidInfo: defineRoute({
    method: 'POST',
    path: '/illustrations/paid-illustrations-info',
    summary: 'What buying the given illustrations or a whole collection would cost the caller',
    body: paidIllustrationsRequestSchema,
    response: { 200: paidIllustrationsInfoSchema },
  }),
};
