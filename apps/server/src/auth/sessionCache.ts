import type { Database, Db } from '../db/client';
import type { UserRow } from '../users/users.table';
import { type SessionInForce, sessionInForce } from './sessions';

/** How long a session's answer is kept at most, should a write ever pass unseen; every write to users or sessions clears it at once. */
const KEEP_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * A statement that may change a kept answer: any statement naming the users or sessions table but
 * a SELECT or a plain INSERT. A new account or a new session (every login) changes no session
 * already kept; an upsert (ON CONFLICT DO UPDATE) may, and counts as a change.
 */
function changesSessions(statement: string): boolean {
  if (!/"(users|sessions)"/i.test(statement) || /^\s*select\b/i.test(statement)) return false;
  return !/^\s*insert\b/i.test(statement) || /\bdo\s+update\b/i.test(statement);
}

/**
 * The account of a session in force, as auth/sessions.ts answers it, remembered between requests
 * when the database is embedded: every signed-in request asks, and on PGlite each question is a
 * round trip to the busy database thread (docs/decisions.md, "Saves under load, fourth session":
 * nine look-ups in ten are answered here under load). Correct only where every write passes
 * through this process (`watchStatements`, which PGlite alone offers): any change to users or
 * sessions (a logout, a password change, a role or plan change) empties the cache before it is
 * sent, and an answer read while such a write went by is not kept, so a revoked session is never
 * answered from here. Without `watchStatements` every look-up goes to the database.
 */
export function sessionLookup(db: Db, watchStatements: Database['watchStatements']) {
  if (!watchStatements) return (jti: string, userId: number) => sessionInForce(db, jti, userId).then((found) => found?.user ?? null);
  const kept = new Map<string, { found: SessionInForce; until: number }>();
  // Bumped by every write that may change a session: a look-up that started before it is not kept.
  let generation = 0;
  watchStatements((statement) => {
    if (!changesSessions(statement)) return;
    generation += 1;
    kept.clear();
  });
  return async (jti: string, userId: number): Promise<UserRow | null> => {
    const now = Date.now();
    const hit = kept.get(jti);
    if (hit && hit.until > now && hit.found.user.id === userId) return structuredClone(hit.found.user);
    const startedAt = generation;
    const found = await sessionInForce(db, jti, userId);
    if (!found) return null;
    if (generation === startedAt) {
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
      kept.set(jti, { found, until: Math.min(now + KEEP_MS, found.expiresAt.getTime()) });
    }
    return structuredClone(found.user);
  };
}
