import { MESSAGES, type SessionAnswer, normaliseOrderReference } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { countryOfIp } from '../geo/country';
import { unauthorized } from '../http/errors';
import { findOrderOwner } from '../orders/orders.queries';
import { findUserByEmail, findUserById, toUserData, updateUser } from '../users/users.queries';
import type { UserRow } from '../users/users.table';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { claimRedirectToken, startSession } from './sessions';

/** The country of the caller: from its IP, else what the client says, else none. */
const countryOf = (ip: string, claimed: string | null | undefined) => countryOfIp(ip) ?? (claimed || null);

/** The answer of a login: a new session for the user and the user (its country updated if it changed). */
async function sessionFor(app: FastifyInstance, user: UserRow, changes: Partial<UserRow>): Promise<SessionAnswer> {
  const updated = Object.keys(changes).length > 0 ? await updateUser(app.db, user.id, changes) : user;
  return { jwt: await startSession(app, user.id), userData: toUserData(updated ?? user) };
}

/**
 * Logs in with e-mail and password, or e-mail and the reference number of one of that user's
 * orders (spec 000 section 2: 'Password or order reference number'; the reference is as strong
 * as a generated password, docs/decisions.md). 401 for an unknown e-mail, a wrong password and
 * a wrong reference alike.
 */
export async function logIn(app: FastifyInstance, input: { email: string; password: string; country?: string | null }, ip: string): Promise<SessionAnswer> {
  const user = await findUserByEmail(app.db, input.email);
  // Unknown e-mail and wrong password take the same path and get the same answer.
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  // What looks like a reference is looked up whoever the e-mail is, so the answer takes as long.
  const reference = normaliseOrderReference(input.password);
  const orderOwner = reference ? await findOrderOwner(app.db, reference) : null;
  const byOrder = !!user && orderOwner === user.id;
  if (!user || !(valid || byOrder)) throw unauthorized(MESSAGES.invalidCredentials);
  const found = countryOf(ip, input.country);
  return sessionFor(app, user, {
    ...(found && found !== user.country ? { country: found } : {}),
    // A hash made with older settings is replaced while the password is at hand.
    ...(valid && needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {}),
  });
}

/** Exchanges a redirect token from the print site for a session (401 when it is invalid, expired or used). */
export async function exchangeRedirectToken(app: FastifyInstance, input: { jwt: string; country?: string | null }, ip: string): Promise<SessionAnswer> {
  const claims = await app.tokens.verifyRedirect(input.jwt);
  // A redirect token works once: the claim marks it used, so a copy of the link is refused.
  const userId = claims && (await claimRedirectToken(app.db, claims.jti, claims.userId));
  const user = userId ? await findUserById(app.db, userId) : null;
  if (!user) throw unauthorized('Invalid or expired token');
  const found = countryOf(ip, input.country);
  return sessionFor(app, user, found && found !== user.country ? { country: found } : {});
}
