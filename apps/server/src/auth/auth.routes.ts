import { createHash, randomBytes } from 'node:crypto';
import {
  MESSAGES,
  handleRedirectTokenSchema,
  loginSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
} from '@layout/model';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { countryOfIp } from '../geo/country';
import { HttpError, unauthorized } from '../http/errors';
import { findUserByEmail, findUserById, toUserData, updateUser } from '../users/users.queries';
import { SIGNED_IN, authorize, currentUser } from './guard';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { passwordResets } from './password-resets.table';

const RESET_ANSWER = { message: 'If an account exists for this e-mail, a link to reset the password has been sent.' };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Login, the print-site redirect handshake and password reset (spec 000 sections 2, 4, 7). */
export async function authRoutes(app: FastifyInstance) {
  /** The country of the caller: from its IP, else what the client says, else none. */
  const countryOf = (ip: string, claimed: string | null | undefined) => countryOfIp(ip) ?? (claimed || null);

  app.post('/auth/login', { schema: { body: loginSchema } }, async (request) => {
    const { email, password, country } = request.body as z.output<typeof loginSchema>;
    const user = await findUserByEmail(app.db, email);
    // Unknown e-mail and wrong password take the same path and get the same answer.
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!user || !valid) throw unauthorized(MESSAGES.invalidCredentials);
    const found = countryOf(request.ip, country);
    const updated = found && found !== user.country ? await updateUser(app.db, user.id, { country: found }) : user;
    return { jwt: await app.tokens.session(user.id), userData: toUserData(updated ?? user) };
  });

  app.get('/auth/redirect-token', { onRequest: authorize(SIGNED_IN) }, async (request) => {
    return { jwt: await app.tokens.redirect(currentUser(request).id) };
  });

  app.post('/auth/handle-redirect-token', { schema: { body: handleRedirectTokenSchema } }, async (request) => {
    const { jwt, country } = request.body as z.output<typeof handleRedirectTokenSchema>;
    const userId = await app.tokens.verifyRedirect(jwt);
    const user = userId === null ? null : await findUserById(app.db, userId);
    if (!user) throw unauthorized('Invalid or expired token');
    const found = countryOf(request.ip, country);
    const updated = found && found !== user.country ? await updateUser(app.db, user.id, { country: found }) : user;
    return { jwt: await app.tokens.session(user.id), userData: toUserData(updated ?? user) };
  });

  app.post('/auth/reset-password', { schema: { body: resetPasswordRequestSchema } }, async (request, reply) => {
    const { email } = request.body as z.output<typeof resetPasswordRequestSchema>;
    const user = await findUserByEmail(app.db, email);
    if (user) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + app.config.resetTokenTtlMinutes * 60_000);
      await app.db.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt });
      const link = `${app.config.publicUrl}/auth/reset-password?token=${token}`;
      const product = app.config.company.productName;
      try {
        await app.mailer.send({
          to: user.email,
          subject: `Reset your ${product} password`,
          text:
            `Hello ${user.firstname},\n\nSomeone asked to reset the password of your ${product} account.\n` +
            `To choose a new password, open this link within ${app.config.resetTokenTtlMinutes} minutes:\n\n${link}\n\n` +
            `The link works once. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
        });
      } catch (error) {
        // The answer must not reveal whether the account exists, so a mail failure is only logged.
        request.log.error({ err: error }, 'password reset e-mail could not be sent');
      }
    }
    return reply.status(201).send(RESET_ANSWER);
  });

  app.post('/auth/reset-password/confirm', { schema: { body: resetPasswordConfirmSchema } }, async (request) => {
    const { token, password } = request.body as z.output<typeof resetPasswordConfirmSchema>;
    const passwordHash = await hashPassword(password);
    // Claiming the token and changing the password happen together, so a link works only once.
    const changed = await app.db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())),
        )
        .returning();
      if (!reset) return false;
      await updateUser(tx as never, reset.userId, { passwordHash });
      return true;
    });
    if (!changed) throw new HttpError(400, 'Bad Request', MESSAGES.resetLinkInvalid);
    return { message: 'Your password has been changed. You can log in now.' };
  });
}
