import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { createProgressBoard } from './progress';

/** Export progress is kept in the database, so every instance and worker agrees on it. */
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([t.signUp(), t.signUp()]);
});
afterAll(() => t.close());

describe('export progress', () => {
  it('sums the pages every file of an export has drawn, for the user who started it', async () => {
    const board = createProgressBoard(t.app.db);
    await board.start('e1', alice.user.id, 5);
    expect(await board.get('e1', alice.user.id)).toEqual({ done: 0, total: 5 });
    await board.page('e1', alice.user.id, 0, 1);
    await board.page('e1', alice.user.id, 1, 2);
    // A late report of fewer pages changes nothing.
    await board.page('e1', alice.user.id, 0, 0);
    expect(await board.get('e1', alice.user.id)).toEqual({ done: 3, total: 5 });
    expect(await board.get('e1', bob.user.id)).toBeUndefined();
    expect(await board.get('e2', alice.user.id)).toBeUndefined();
    // Another board on the same database (another instance) reads the same.
    expect(await createProgressBoard(t.app.db).get('e1', alice.user.id)).toEqual({ done: 3, total: 5 });
  });

  it('forgets an export some time after it was last touched', async () => {
    const board = createProgressBoard(t.app.db, 60_000);
    await board.start('e3', alice.user.id, 2);
    const later = (ms: number) => new Date(Date.now() + ms);
    expect(await board.get('e3', alice.user.id, later(59_000))).toEqual({ done: 0, total: 2 });
    expect(await board.get('e3', alice.user.id, later(61_000))).toBeUndefined();
  });
});
