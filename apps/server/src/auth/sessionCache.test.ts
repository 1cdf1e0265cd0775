import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { users } from '../users/users.table';
import { sessionLookup } from './sessionCache';
import { revokeSession, revokeSessionsOf } from './sessions';
import { sessions } from './sessions.table';

// The embedded database, in memory: the one kind that offers watchStatements.
let database: Database;
let sessionQueries = 0;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  database.watchStatements!((statement) => {
    if (/^select\b.*from "sessions"/i.test(statement)) sessionQueries += 1;
  });
});
afterAll(() => database?.close());
afterEach(() => vi.useRealTimers());

let serial = 0;
/** An account with one session in force; its session id. */
async function signedIn(hoursLeft = 1): Promise<{ userId: number; jti: string }> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `cache-${++serial}@example.com`, passwordHash: 'x' })
    .returning();
  const jti = `session-${serial}`;
  await database.db.insert(sessions).values({ id: jti, userId: user!.id, expiresAt: new Date(Date.now() + hoursLeft * 3_600_000) });
  return { userId: user!.id, jti };
}

describe('the session cache of the embedded database', () => {
  it('answers a repeated look-up without asking the database', async () => {
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const { userId, jti } = await signedIn();
    const before = sessionQueries;
    expect((await lookUp(jti, userId))?.id).toBe(userId);
    expect((await lookUp(jti, userId))?.id).toBe(userId);
    expect(sessionQueries - before).toBe(1);
  });

  it('keeps its answers when a session or an account is added (every login adds a session)', async () => {
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const { userId, jti } = await signedIn();
    await lookUp(jti, userId);
    await signedIn();
    const before = sessionQueries;
    expect((await lookUp(jti, userId))?.id).toBe(userId);
    expect(sessionQueries - before).toBe(0);
  });

  it('counts an upsert of an account as a change', async () => {
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const { userId, jti } = await signedIn();
    await lookUp(jti, userId);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    await database.db
      .insert(users)
      .values({ email: row!.email, passwordHash: 'x' })
      .onConflictDoUpdate({ target: users.email, set: { role: 'admin' } });
    expect((await lookUp(jti, userId))?.role).toBe('admin');
  });

  it('ends a session at once when it is logged out, or every session of the account is ended', async () => {
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const one = await signedIn();
    const two = await signedIn();
    expect(await lookUp(one.jti, one.userId)).not.toBeNull();
    expect(await lookUp(two.jti, two.userId)).not.toBeNull();
    await revokeSession(database.db, one.jti);
    expect(await lookUp(one.jti, one.userId)).toBeNull();
    await revokeSessionsOf(database.db, two.userId);
    expect(await lookUp(two.jti, two.userId)).toBeNull();
  });

  it('shows a change to the account (a role) at the next look-up', async () => {
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const { userId, jti } = await signedIn();
    expect((await lookUp(jti, userId))?.role).toBe('user');
    await database.db.update(users).set({ role: 'designer' }).where(eq(users.id, userId));
    expect((await lookUp(jti, userId))?.role).toBe('designer');
  });

  it('does not keep an answer read while a revocation went by', async () => {
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const { userId, jti } = await signedIn();
    const inFlight = lookUp(jti, userId);
    const revoked = revokeSession(database.db, jti);
    // Sent before the revocation, the look-up may still find the session in force...
    await Promise.all([inFlight, revoked]);
    // ...but what it found is not kept.
    expect(await lookUp(jti, userId)).toBeNull();
  });

  it('refuses a token whose user is not the session’s, even when the session is kept', async () => {
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const { userId, jti } = await signedIn();
    expect(await lookUp(jti, userId)).not.toBeNull();
    expect(await lookUp(jti, userId + 1000)).toBeNull();
  });

  it('keeps an answer a minute at most, and never past the session’s end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const { userId, jti } = await signedIn();
    await lookUp(jti, userId);
    const before = sessionQueries;
    vi.setSystemTime(Date.now() + 61_000);
    await lookUp(jti, userId);
    expect(sessionQueries - before).toBe(1);

    const ending = await signedIn(30 / 3600); // 30 s left
    await lookUp(ending.jti, ending.userId);
    vi.setSystemTime(Date.now() + 31_000);
    const queriesNow = sessionQueries;
    await lookUp(ending.jti, ending.userId);
    expect(sessionQueries - queriesNow).toBe(1);
  });

  it('hands each caller its own copy of the account', async () => {
    const lookUp = sessionLookup(database.db, database.watchStatements);
    const { userId, jti } = await signedIn();
    const first = (await lookUp(jti, userId))!;
    first.role = 'admin';
    first.ddf.fullName = 'Changed';
    const second = await lookUp(jti, userId);
    expect(second?.role).toBe('user');
    expect(second?.ddf).toEqual({});
  });

  it('asks the database every time where it cannot watch every write (PostgreSQL, shared by instances)', async () => {
    const lookUp = sessionLookup(database.db, undefined);
    const { userId, jti } = await signedIn();
    const before = sessionQueries;
    await lookUp(jti, userId);
    await lookUp(jti, userId);
    expect(sessionQueries - before).toBe(2);
  });
});
