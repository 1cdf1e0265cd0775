import { z } from 'zod';
import { designInputSchema, designSchema, designSummarySchema } from '../document/design';
import { designUpdateSchema } from '../document/versions';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

/**
 * A design's id as the path gives it: any text, so that an id no design can have ('abc', 0) is
 * 'Design not found' (404) like someone else's design, not a 422 that tells the two apart.
 */
const designPath = z.object({ id: z.string() });

/** Designs in My Stuff (spec 000 sections 3, 4, 7). */
export const designsContract = {
  create: defineRoute({ method: 'POST', path: '/designs', summary: 'Saves a new design in My Stuff', body: designInputSchema, response: { 201: designSchema } }),
  open: defineRoute({ method: 'GET', path: '/designs/:id', summary: 'Opens a design (its version as ETag)', params: designPath, response: { 200: designSchema } }),
  save: defineRoute({
    method: 'PUT',
    path: '/designs/:id',
    summary: 'Saves over a design, if it is still at the version the save was based on (409 otherwise)',
    params: designPath,
    body: designUpdateSchema,
    response: { 200: designSummarySchema },
  }),
  remove: defineRoute({ method: 'DELETE', path: '/designs/:id', summary: 'Deletes a design', params: designPath, response: { 200: z.object({ id: z.number().int() }) } }),
  listOfUser: defineRoute({
    method: 'GET',
    path: '/users/:id/designs',
    summary: 'A user’s designs, newest first (no content)',
    params: idParams,
    response: { 200: z.array(designSummarySchema) },
  }),
};
