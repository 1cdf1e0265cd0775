import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { countUsersWithRole, findUserByEmail, insertUser, updateUser } from './users.queries';

/**
 * On the first start there is no admin: create one with a random password and print it once.
 * Later starts find the admin and do nothing.
 */
export async function ensureAdminAccount(db: Db, email: string, log: Pick<Logger, 'warn'>): Promise<void> {
  if ((await countUsersWithRole(db, 'admin')) > 0) return;
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) await updateUser(db, existing.id, { role: 'admin', passwordHash });
  else await insertUser(db, { email, passwordHash, firstname: 'Layout', lastname: 'Admin', role: 'admin' });
  log.warn({ email }, `Created the admin account ${email} with password: ${password}  (shown only this once; change it with npm run admin)`);
}
