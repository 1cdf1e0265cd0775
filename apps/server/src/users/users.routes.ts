import { COUNTRY_HEADER, idTextSchema, profileUpdateSchema, registerSchema } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMINS, CREATORS, SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { countryOfIp } from '../geo/country';
import { fieldError, forbidden, notFound } from '../http/errors';
import { findUserById, insertUser, isCreatorNameTaken, listCreators, toUserData, updateUser } from './users.queries';

const CREATOR_NAME_TAKEN = 'This creator name is already taken';

const userIdParams = z.object({ userId: idTextSchema });

/** Accounts and profiles (spec 000 sections 3, 7). */
export async function usersRoutes(app: FastifyInstance) {
  app.post('/users', { schema: { body: registerSchema }, config: { limit: 'register' } }, async (request, reply) => {
    const form = request.body as z.output<typeof registerSchema>;
    // Hashed before the uniqueness check, so a taken e-mail is answered as slowly as a new one.
    // The answer itself says 'already registered': the register form shows the server's field
    // errors (spec 000 section 5); the per-address limit keeps that from being a bulk lookup.
    const passwordHash = await hashPassword(form.password);
    const user = await insertUser(app.db, {
      email: form.email,
      passwordHash,
      firstname: form.firstname,
      lastname: form.lastname,
      role: 'user',
      country: countryOfIp(request.ip),
    });
    if (!user) throw fieldError('email', 'isUnique', 'This e-mail is already registered');
    return reply.status(201).send({ userData: toUserData(user) });
  });

  app.get('/profile', { onRequest: authorize(SIGNED_IN) }, async (request) => {
    let user = currentUser(request);
    const header = request.headers[COUNTRY_HEADER];
    const claimed = (Array.isArray(header) ? header[0] : header)?.slice(0, 64);
    const country = countryOfIp(request.ip) ?? (claimed || null);
    if (country && country !== user.country) user = (await updateUser(app.db, user.id, { country })) ?? user;
    return toUserData(user);
  });

  app.put('/users/:userId', { onRequest: authorize(SIGNED_IN), schema: { params: userIdParams, body: profileUpdateSchema } }, async (request) => {
    const { userId } = request.params as z.output<typeof userIdParams>;
    const me = currentUser(request);
    if (me.id !== userId && !ADMINS.includes(me.role)) throw forbidden('Forbidden', 'You can only change your own profile');
    const changes = request.body as z.output<typeof profileUpdateSchema>;
    const target = await findUserById(app.db, userId);
    if (!target) throw notFound('User not found');
    // The account being changed must be a creator, whoever changes it (an admin editing a user too).
    if (changes.creatorName && !CREATORS.includes(target.role)) {
      throw fieldError('creatorName', 'isCreator', 'Only designers have a creator name');
    }
    // Creator pages are found by name ignoring case and separators, so names must differ in more.
    if (changes.creatorName && (await isCreatorNameTaken(app.db, changes.creatorName, userId))) {
      throw fieldError('creatorName', 'isUnique', CREATOR_NAME_TAKEN);
    }
    try {
      const { creatorName, ...rest } = changes;
      const updated = await updateUser(app.db, userId, {
        ...rest,
        ...(creatorName !== undefined ? { creatorName: creatorName || null } : {}),
        ...(rest.ddf ? { ddf: { ...target.ddf, ...rest.ddf } } : {}),
      });
      return toUserData(updated ?? target);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('creatorName', 'isUnique', CREATOR_NAME_TAKEN);
      throw error;
    }
  });

  app.get('/users/creator-data', async () => listCreators(app.db));
}

/** PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
