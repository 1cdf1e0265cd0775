import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/users.table';
import { changedTables, snapshotDb, watchDb } from './dbSnapshot';
import { type SignedUp, type TestApp, createTestApp } from './test-app';

// The fuzz test's "a 4xx changed nothing" rests on these: they show the check can fail.
let t: TestApp;
let ann: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
});
afterAll(() => t.close());

describe('database snapshots', () => {
  it('differ in the table a row was changed in, and only there, by content and by row versions', async () => {
    for (const by of ['content', 'versions'] as const) {
      const before = await snapshotDb(t.app.db, by);
      await t.app.db
        .update(users)
        .set({ jobtitle: `Printer ${by}` })
        .where(eq(users.id, ann.user.id));
      expect(changedTables(before, await snapshotDb(t.app.db, by))).toEqual(['users']);
    }
  });

  it('are equal when nothing was written', async () => {
    const before = await snapshotDb(t.app.db);
    await t.app.inject({ method: 'GET', url: '/api/profile', headers: ann.headers });
    expect(changedTables(before, await snapshotDb(t.app.db))).toEqual([]);
  });
});

describe('watchDb', () => {
  it('names the tables a committed write changed, once', async () => {
    const watch = await watchDb(t.app.db);
    expect(await watch.changes()).toEqual([]);
    await t.app.inject({ method: 'PUT', url: `/api/users/${ann.user.id}`, headers: ann.headers, payload: { jobtitle: 'Binder' } });
    expect(await watch.changes()).toEqual(['users']);
    expect(await watch.changes()).toEqual([]);
  });

  it('sees no change in a write that was rolled back', async () => {
    const watch = await watchDb(t.app.db);
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.update(users).set({ jobtitle: 'Never' }).where(eq(users.id, ann.user.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await watch.changes()).toEqual([]);
  });
});
