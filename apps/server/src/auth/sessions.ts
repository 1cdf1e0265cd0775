import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/client';
import type { UserRow } from '../users/users.table';
import { users } from '../users/users.table';
import { passwordResets } from './password-resets.table';
import { redirectTokens, sessions } from './sessions.table';
import { REDIRECT_TOKEN_MINUTES } from './tokens';

/** A random, unguessable row id, carried in the token as its jti. */
const newJti = () => randomBytes(18).toString('base64url');

/** Starts a session for the user: stores its row, then signs the token that names it. */
export async function startSession(app: FastifyInstance, userId: number): Promise<string> {
  const jti = newJti();
  const expiresAt = new Date(Date.now() + app.config.jwtExpiresInHours * 3_600_000);
  await app.db.insert(sessions).values({ id: jti, userId, expiresAt });
  return app.tokens.session(userId, jti);
}

/** A session in force: its account, and when it ends. */
export interface SessionInForce {
  user: UserRow;
  expiresAt: Date;
}

/**
 * The account of a session in force: the row exists, names the token's user, is not revoked and
 * not expired. One query, so a logout, a password change or a reset ends the session at once on
 * every instance that shares the database (auth/sessionCache.ts keeps answers only where one
 * process holds the database).
 */
export async function sessionInForce(db: Db, jti: string, userId: number): Promise<SessionInForce | null> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, jti), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, jti: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, jti), isNull(sessions.revokedAt)));
}

/** Ends every session of the account, but `keep` (the caller's own, after a password change). */
export async function revokeSessionsOf(db: Queryable, userId: number, keep?: string): Promise<void> {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(keep ? and(mine, ne(sessions.id, keep)) : mine);
}

/** Marks every unused reset link of the account used: a new password makes them pointless. */
export async function endResetLinksOf(db: Queryable, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** A redirect token for the print site, stored so that it can be exchanged only once. */
export async function issueRedirectToken(app: FastifyInstance, userId: number): Promise<string> {
  const jti = newJti();
  const expiresAt = new Date(Date.now() + REDIRECT_TOKEN_MINUTES * 60_000);
  await app.db.insert(redirectTokens).values({ id: jti, userId, expiresAt });
  return app.tokens.redirect(userId, jti);
}

/**
 * Claims a redirect token: one conditional UPDATE, so of two exchanges racing with the same
 * token exactly one wins. Answers the user id, or null when unknown, used or expired.
 */
export async function claimRedirectToken(db: Db, jti: string, userId: number): Promise<number | null> {
  const [row] = await db
    .update(redirectTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(redirectTokens.id, jti), eq(redirectTokens.userId, userId), isNull(redirectTokens.usedAt), gt(redirectTokens.expiresAt, sql`now()`)))
    .returning({ userId: redirectTokens.userId });
  return row?.userId ?? null;
}

/** Deletes rows that can no longer let anyone in: expired sessions, redirect tokens, reset links. */
export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db.delete(redirectTokens).where(lt(redirectTokens.expiresAt, sql`now()`));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now()`));
}

const SWEEP_EVERY_MS = 60 * 60_000;

/** Sweeps when the server is ready and then hourly; the timer never keeps the process alive. */
export function scheduleSweeps(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => sweepExpired(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired sessions failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
