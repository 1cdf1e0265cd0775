import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, handleRedirectTokenSchema, loginSchema, passwordChangeSchema, resetPasswordConfirmSchema, resetPasswordRequestSchema } from '@layout/model';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { countryOfIp } from '../geo/country';
import { HttpError, fieldError, unauthorized } from '../http/errors';
import { findUserByEmail, findUserById, toUserData, updateUser } from '../users/users.queries';
import { users } from '../users/users.table';
import { SIGNED_IN, authorize, currentSessionId, currentUser } from './guard';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { passwordResets } from './password-resets.table';
import { resetMailSender } from './resetMail';
import { claimRedirectToken, endResetLinksOf, issueRedirectToken, revokeSession, revokeSessionsOf, scheduleSweeps, startSession } from './sessions';

const RESET_ANSWER = { message: 'If an account exists for this e-mail, a link to reset the password has been sent.' };
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Login, logout, the print-site redirect handshake and passwords (spec 000 sections 2, 4, 7). */
export async function authRoutes(app: FastifyInstance) {
  scheduleSweeps(app);
  const sendResetMail = resetMailSender(app);

  /** The country of the caller: from its IP, else what the client says, else none. */
  const countryOf = (ip: string, claimed: string | null | undefined) => countryOfIp(ip) ?? (claimed || null);

  app.post('/auth/login', { schema: { body: loginSchema }, config: { limit: 'login' } }, async (request) => {
    const { email, password, country } = request.body as z.output<typeof loginSchema>;
    const user = await findUserByEmail(app.db, email);
    // Unknown e-mail and wrong password take the same path and get the same answer.
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!user || !valid) throw unauthorized(MESSAGES.invalidCredentials);
    const found = countryOf(request.ip, country);
    const changes = {
      ...(found && found !== user.country ? { country: found } : {}),
      // A hash made with older settings is replaced while the password is at hand.
      ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {}),
    };
    const updated = Object.keys(changes).length > 0 ? await updateUser(app.db, user.id, changes) : user;
    return { jwt: await startSession(app, user.id), userData: toUserData(updated ?? user) };
  });

  app.post('/auth/logout', { onRequest: authorize(SIGNED_IN) }, async (request, reply) => {
    await revokeSession(app.db, currentSessionId(request));
    return reply.status(204).send();
  });

  app.get('/auth/redirect-token', { onRequest: authorize(SIGNED_IN) }, async (request) => {
    return { jwt: await issueRedirectToken(app, currentUser(request).id) };
  });

  app.post('/auth/handle-redirect-token', { schema: { body: handleRedirectTokenSchema }, config: { limit: 'redirectExchange' } }, async (request) => {
    const { jwt, country } = request.body as z.output<typeof handleRedirectTokenSchema>;
    const claims = await app.tokens.verifyRedirect(jwt);
    // A redirect token works once: the claim marks it used, so a copy of the link is refused.
    const userId = claims && (await claimRedirectToken(app.db, claims.jti, claims.userId));
    const user = userId ? await findUserById(app.db, userId) : null;
    if (!user) throw unauthorized('Invalid or expired token');
    const found = countryOf(request.ip, country);
    const updated = found && found !== user.country ? await updateUser(app.db, user.id, { country: found }) : user;
    return { jwt: await startSession(app, user.id), userData: toUserData(updated ?? user) };
  });

  app.post('/auth/reset-password', { schema: { body: resetPasswordRequestSchema }, config: { limit: 'resetRequest' } }, async (request, reply) => {
    const { email } = request.body as z.output<typeof resetPasswordRequestSchema>;
    const token = randomBytes(32).toString('base64url');
    // One statement whether or not the account exists (it inserts nothing for an unknown
    // e-mail), and the mail goes out after the answer: the same answer in the same time.
    // Both drivers (PGlite, node-postgres) answer a raw statement with its rows in `rows`.
    const inserted = (await app.db.execute(sql`
        INSERT INTO ${passwordResets} (user_id, token_hash, expires_at)
        SELECT ${users.id}, ${sha256(token)}, now() + ${app.config.resetTokenTtlMinutes}::float8 * interval '1 minute'
        FROM ${users} WHERE ${users.email} = ${email}
        RETURNING user_id`)) as unknown as { rows: Array<{ user_id: number }> };
    const reset = inserted.rows[0];
    if (reset) sendResetMail(request.log, Number(reset.user_id), token);
    return reply.status(201).send(RESET_ANSWER);
  });

  app.post('/auth/reset-password/confirm', { schema: { body: resetPasswordConfirmSchema }, config: { limit: 'resetConfirm' } }, async (request) => {
    const { token, password } = request.body as z.output<typeof resetPasswordConfirmSchema>;
    const tokenHash = sha256(token);
    const usable = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));
    // The link is checked before the costly hashing, so made-up tokens cost the server nothing.
    const [found] = await app.db.select({ id: passwordResets.id }).from(passwordResets).where(usable);
    if (!found) throw new HttpError(400, 'Bad Request', MESSAGES.resetLinkInvalid);
    const passwordHash = await hashPassword(password);
    // Claiming the link and changing the password happen together, so a link works only once;
    // the account's other links and every session end with it (whoever asked may not be the
    // only one holding the old password or an older link).
    const changed = await app.db.transaction(async (tx) => {
      const [reset] = await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(usable).returning();
      if (!reset) return false;
      await updateUser(tx as never, reset.userId, { passwordHash });
      await endResetLinksOf(tx as never, reset.userId);
      await revokeSessionsOf(tx as never, reset.userId);
      return true;
    });
    if (!changed) throw new HttpError(400, 'Bad Request', MESSAGES.resetLinkInvalid);
    return { message: 'Your password has been changed. You can log in now.' };
  });

  app.put('/auth/password', { onRequest: authorize(SIGNED_IN), schema: { body: passwordChangeSchema }, config: { limit: 'passwordChange' } }, async (request) => {
    const { currentPassword, password } = request.body as z.output<typeof passwordChangeSchema>;
    const me = currentUser(request);
    if (!(await verifyPassword(me.passwordHash, currentPassword))) {
      throw fieldError('currentPassword', 'isCorrect', WRONG_CURRENT_PASSWORD);
    }
    const passwordHash = await hashPassword(password);
    // This session goes on; every other one (another browser, a stolen token) ends, and so do
    // reset links sent for the old password.
    await app.db.transaction(async (tx) => {
      await updateUser(tx as never, me.id, { passwordHash });
      await endResetLinksOf(tx as never, me.id);
      await revokeSessionsOf(tx as never, me.id, currentSessionId(request));
    });
    return { message: 'Your password has been changed.' };
  });
}
