import { z } from 'zod';
import { ROLES } from '../account/roles';
import { creatorDataSchema, profileUpdateSchema, registerSchema, userDataSchema } from '../account/schemas';
import { idTextSchema } from '../validation/ids';
import { defineRoute } from './route';

/** The account a profile route is about. */
const userIdParams = z.object({ userId: idTextSchema });

/** Accounts and profiles (spec 000 sections 3, 7). */
export const usersContract = {
  register: defineRoute({ method: 'POST', path: '/users', summary: 'Registers an account', body: registerSchema, response: { 201: z.object({ userData: userDataSchema }) } }),
  profile: defineRoute({
    method: 'GET',
    path: '/profile',
    summary: 'The signed-in user (its country updated from the IP or the country header)',
    response: { 200: userDataSchema },
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/users/:userId',
    summary: 'Changes a profile: one’s own, or anyone’s for an admin',
    params: userIdParams,
    body: profileUpdateSchema,
    response: { 200: userDataSchema },
  }),
  setRole: defineRoute({
    method: 'PUT',
    path: '/users/:userId/role',
    summary: 'Gives an account a role, e.g. makes a user a designer (admins; not their own role)',
    params: userIdParams,
    body: z.object({ role: z.enum(ROLES) }).strict(),
    response: { 200: userDataSchema },
  }),
  creators: defineRoute({ method: 'GET', path: '/users/creator-data', summary: 'The designers with a creator page', response: { 200: z.array(creatorDataSchema) } }),
};
