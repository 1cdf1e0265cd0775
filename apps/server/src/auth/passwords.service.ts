import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@layout/model';
import type { Db } from '../db/client';
import { HttpError, fieldError } from '../http/errors';
import { updateUser } from '../users/users.queries';
import type { UserRow } from '../users/users.table';
import { hashPassword, verifyPassword } from './passwords';
import { claimResetLink, insertResetLink, isResetLinkUsable } from './passwords.queries';
import { endResetLinksOf, revokeSessionsOf } from './sessions';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidLink = () => new HttpError(400, 'Bad Request', MESSAGES.resetLinkInvalid);

/**
 * Makes a reset link for the account of `email`, if there is one: the account's id and the
 * token to e-mail (only its hash is stored), or null. As costly either way.
 */
export async function createResetLink(db: Db, email: string, ttlMinutes: number): Promise<{ userId: number; token: string } | null> {
  const token = randomBytes(32).toString('base64url');
  const userId = await insertResetLink(db, email, sha256(token), ttlMinutes);
  return userId === null ? null : { userId, token };
}

/**
 * Sets a new password with an e-mailed link (400 when the link is unknown, used or expired).
 * Claiming the link and changing the password happen together, so a link works only once; the
 * account's other links and every session end with it (whoever asked may not be the only one
 * holding the old password or an older link).
 */
export async function resetWithLink(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = sha256(token);
  // The link is checked before the costly hashing, so made-up tokens cost the server nothing.
  if (!(await isResetLinkUsable(db, tokenHash))) throw invalidLink();
  const passwordHash = await hashPassword(password);
  const changed = await db.transaction(async (tx) => {
    const userId = await claimResetLink(tx, tokenHash);
    if (userId === null) return false;
    await updateUser(tx, userId, { passwordHash });
    await endResetLinksOf(tx, userId);
    await revokeSessionsOf(tx, userId);
    return true;
  });
  if (!changed) throw invalidLink();
}

/**
 * Changes a signed-in user's password, given the current one (422 on currentPassword when it is
 * wrong). The session `keepSession` goes on; every other one (another browser, a stolen token)
 * ends, and so do reset links sent for the old password.
 */
export async function changePassword(db: Db, me: UserRow, keepSession: string, currentPassword: string, password: string): Promise<void> {
  if (!(await verifyPassword(me.passwordHash, currentPassword))) {
    throw fieldError('currentPassword', 'isCorrect', WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateUser(tx, me.id, { passwordHash });
    await endResetLinksOf(tx, me.id);
    await revokeSessionsOf(tx, me.id, keepSession);
  });
}
