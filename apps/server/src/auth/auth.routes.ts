import { authContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/contract';
import { exchangeRedirectToken, logIn } from './auth.service';
import { SIGNED_IN, authorize, currentSessionId, currentUser } from './guard';
import { changePassword, createResetLink, resetWithLink } from './passwords.service';
import { resetMailSender } from './resetMail';
import { issueRedirectToken, revokeSession, scheduleSweeps } from './sessions';

const RESET_ANSWER = { message: 'If an account exists for this e-mail, a link to reset the password has been sent.' };

/** Login, logout, the print-site redirect handshake and passwords (spec 000 sections 2, 4, 7). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  scheduleSweeps(app);
  const sendResetMail = resetMailSender(app);

  app.route({
    ...routeOptions(authContract.login),
    config: { limit: 'login' },
    handler: async (request) => logIn(app, request.body, request.ip),
  });

  app.route({
    ...routeOptions(authContract.logout),
    onRequest: authorize(SIGNED_IN),
    handler: async (request, reply) => {
      await revokeSession(app.db, currentSessionId(request));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOptions(authContract.redirectToken),
    onRequest: authorize(SIGNED_IN),
    handler: async (request) => ({ jwt: await issueRedirectToken(app, currentUser(request).id) }),
  });

  app.route({
    ...routeOptions(authContract.handleRedirectToken),
    config: { limit: 'redirectExchange' },
    handler: async (request) => exchangeRedirectToken(app, request.body, request.ip),
  });

  app.route({
    ...routeOptions(authContract.requestReset),
    config: { limit: 'resetRequest' },
    handler: async (request, reply) => {
      const link = await createResetLink(app.db, request.body.email, app.config.resetTokenTtlMinutes);
      // The mail goes out after the answer: the same answer in the same time, account or not.
      if (link) sendResetMail(request.log, link.userId, link.token);
      return reply.status(201).send(RESET_ANSWER);
    },
  });

  app.route({
    ...routeOptions(authContract.confirmReset),
    config: { limit: 'resetConfirm' },
    handler: async (request) => {
      await resetWithLink(app.db, request.body.token, request.body.password);
      return { message: 'Your password has been changed. You can log in now.' };
    },
  });

  app.route({
    ...routeOptions(authContract.changePassword),
    onRequest: authorize(SIGNED_IN),
    config: { limit: 'passwordChange' },
    handler: async (request) => {
      const { currentPassword, password } = request.body;
      await changePassword(app.db, currentUser(request), currentSessionId(request), currentPassword, password);
      return { message: 'Your password has been changed.' };
    },
  });
}
