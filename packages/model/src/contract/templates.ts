import { z } from 'zod';
import { templateInputSchema, templateSchema } from '../document/template';
import { templateUpdateSchema } from '../document/versions';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

const templateList = z.array(templateSchema);

/**
 * Templates and design sets (spec 000 sections 3, 4, 7; spec 001 sections 2.3, 4.9, 4.11, 6).
 * Anyone lists the public ones; limited-access ones show to their creator, admins and the users
 * they are assigned to; designers and admins publish; the creator or an admin changes and deletes.
 */
export const templatesContract = {
  listPublicAdmin: defineRoute({
    method: 'GET',
    path: '/templates/public-admin-templates',
    summary: 'The public templates made by admins (Layout’s own)',
    response: { 200: templateList },
  }),
  listPublicDesigner: defineRoute({
    method: 'GET',
    path: '/templates/public-designer-templates',
    summary: 'The public templates made by designers (the marketplace)',
    response: { 200: templateList },
  }),
  listLimitedAccess: defineRoute({
    method: 'GET',
    path: '/templates/limited-access',
    summary: 'Limited-access templates: a designer’s own, every one for an admin',
    response: { 200: templateList },
  }),
  listAssignedByMe: defineRoute({
    method: 'GET',
    path: '/templates/assigned-by-me',
    summary: 'The caller’s templates that are assigned to someone (Assigned by me)',
    response: { 200: templateList },
  }),
  listAssignedToUser: defineRoute({
    method: 'GET',
    path: '/users/:id/assigned-templates',
    summary: 'The templates assigned to the user (the caller only)',
    params: idParams,
    response: { 200: templateList },
  }),
  open: defineRoute({
    method: 'GET',
    path: '/templates/:id',
    summary: 'Opens a template the caller may see (its version as ETag)',
    params: idParams,
    response: { 200: templateSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/templates',
    summary: 'Publishes a template (designers and admins)',
    body: templateInputSchema,
    response: { 201: templateSchema },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/templates/:id',
    summary: 'Saves over a template, if it is still at the version the save was based on (409 otherwise)',
    params: idParams,
    body: templateUpdateSchema,
    response: { 200: templateSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/templates/:id',
    summary: 'Deletes a template (its creator or an admin)',
    params: idParams,
    response: { 200: z.object({ id: z.number().int() }) },
  }),
  designSetsOfCurrentUser: defineRoute({
    method: 'GET',
    path: '/design-sets/current-user',
    summary: 'The caller’s design sets, by name',
    response: { 200: z.array(z.object({ name: z.string() })) },
  }),
  designSetNames: defineRoute({
    method: 'GET',
    path: '/design-sets/existing-names',
    summary: 'The names of every design set (a new set’s name must be free)',
    response: { 200: z.array(z.string()) },
  }),
};
