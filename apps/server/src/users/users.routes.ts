import { COUNTRY_HEADER, usersContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMINS, ANY_ACCOUNT, SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { countryOfIp } from '../geo/country';
import { routeOptions } from '../http/contract';
import { listCreators, toUserData, updateUser } from './users.queries';
import { register, setRole, updateProfile } from './users.service';

/** Accounts and profiles (spec 000 sections 3, 7). */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOptions(usersContract.register),
    config: { limit: 'register' },
    handler: async (request, reply) => reply.status(201).send({ userData: toUserData(await register(app.db, request.body, request.ip)) }),
  });

  app.route({
    ...routeOptions(usersContract.profile),
    onRequest: authorize(ANY_ACCOUNT),
    handler: async (request) => {
      let user = currentUser(request);
      const header = request.headers[COUNTRY_HEADER];
      const claimed = (Array.isArray(header) ? header[0] : header)?.slice(0, 64);
      const country = countryOfIp(request.ip) ?? (claimed || null);
      if (country && country !== user.country) user = (await updateUser(app.db, user.id, { country })) ?? user;
      return toUserData(user);
    },
  });

  app.route({
    ...routeOptions(usersContract.updateProfile),
    onRequest: authorize(SIGNED_IN),
    handler: async (request) => toUserData(await updateProfile(app.db, currentUser(request), request.params.userId, request.body)),
  });

  app.route({
    ...routeOptions(usersContract.setRole),
    onRequest: authorize(ADMINS),
    handler: async (request) => toUserData(await setRole(app.db, currentUser(request), request.params.userId, request.body.role)),
  });

  app.route({ ...routeOptions(usersContract.creators), handler: async () => listCreators(app.db) });
}
