import { z } from 'zod';
import {
  accountMessageAnswerSchema,
  handleRedirectTokenSchema,
  loginSchema,
  passwordChangeSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
  sessionAnswerSchema,
} from '../account/schemas';
import { defineRoute, noContent } from './route';

/** Login, logout, the print-site redirect handshake and passwords (spec 000 sections 2, 4, 7). */
export const authContract = {
  login: defineRoute({ method: 'POST', path: '/auth/login', summary: 'Logs in: a session token and the user', body: loginSchema, response: { 200: sessionAnswerSchema } }),
  logout: defineRoute({ method: 'POST', path: '/auth/logout', summary: 'Logs out: ends this session', response: { 204: noContent } }),
  redirectToken: defineRoute({
    method: 'GET',
    path: '/auth/redirect-token',
    summary: 'A one-time token that signs the user in on the print site',
    response: { 200: z.object({ jwt: z.string() }) },
  }),
  handleRedirectToken: defineRoute({
    method: 'POST',
    path: '/auth/handle-redirect-token',
    summary: 'Exchanges a one-time redirect token for a session',
    body: handleRedirectTokenSchema,
    response: { 200: sessionAnswerSchema },
  }),
  requestReset: defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Sends a link to reset the password, if the e-mail has an account (the same answer either way)',
    body: resetPasswordRequestSchema,
    response: { 201: accountMessageAnswerSchema },
  }),
  confirmReset: defineRoute({
    method: 'POST',
    path: '/auth/reset-password/confirm',
    summary: 'Sets a new password with an e-mailed link; ends the account’s sessions and other links',
    body: resetPasswordConfirmSchema,
    response: { 200: accountMessageAnswerSchema },
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/auth/password',
    summary: 'Changes the signed-in user’s password; ends their other sessions and reset links',
    body: passwordChangeSchema,
    response: { 200: accountMessageAnswerSchema },
  }),
};
