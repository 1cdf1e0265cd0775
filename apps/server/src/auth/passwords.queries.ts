import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../users/users.table';
import { passwordResets } from './password-resets.table';

/**
 * Stores a reset link (the hash of its token) for the account of `email`, valid `ttlMinutes`.
 * One statement whether or not the account exists (it inserts nothing for an unknown e-mail):
 * the same work, in the same time. The account's id, or null when there is none.
 */
export async function insertResetLink(db: Queryable, email: string, tokenHash: string, ttlMinutes: number): Promise<number | null> {
  // Both drivers (PGlite, node-postgres) answer a raw statement with its rows in `rows`.
  const inserted = (await db.execute(sql`
      INSERT INTO ${passwordResets} (user_id, token_hash, expires_at)
      SELECT ${users.id}, ${tokenHash}, now() + ${ttlMinutes}::float8 * interval '1 minute'
      FROM ${users} WHERE ${users.email} = ${email}
      RETURNING user_id`)) as unknown as { rows: Array<{ user_id: number }> };
  const reset = inserted.rows[0];
  return reset ? Number(reset.user_id) : null;
}

/** A reset link that still works: its token, not used, not expired. */
const usableLink = (tokenHash: string) => and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

/** Whether a reset link with this token hash still works. */
export async function isResetLinkUsable(db: Queryable, tokenHash: string): Promise<boolean> {
  const [found] = await db.select({ id: passwordResets.id }).from(passwordResets).where(usableLink(tokenHash));
  return found !== undefined;
}

/** Marks the link used if it still works; the account it belongs to, or null. */
export async function claimResetLink(db: Queryable, tokenHash: string): Promise<number | null> {
  const [reset] = await db.update(passwordResets).set({ usedAt: sql`now()` }).where(usableLink(tokenHash)).returning({ userId: passwordResets.userId });
  return reset?.userId ?? null;
}
