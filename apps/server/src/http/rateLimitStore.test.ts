import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { databaseRateLimitStore } from './rateLimitStore';

/** Rate-limit counters in the database: every instance on one database counts together. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Counter = { incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void };

/** A store as @fastify/rate-limit makes one: one per instance, on the shared database. */
function instanceStore(): Counter {
  const Store = databaseRateLimitStore(t.app.db) as unknown as new (options: object) => Counter;
  return new Store({});
}

const increment = (store: Counter, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5));

describe('rate-limit counters shared through the database', () => {
  it('counts one key across instances, with the time left in its window', async () => {
    const [first, second] = [instanceStore(), instanceStore()];
    expect((await increment(first, 'login:ip:198.51.100.7')).current).toBe(1);
    expect((await increment(second, 'login:ip:198.51.100.7')).current).toBe(2);
    const third = await increment(first, 'login:ip:198.51.100.7');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    // Another key has its own count.
    expect((await increment(second, 'login:ip:198.51.100.8')).current).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    const store = instanceStore();
    await increment(store, 'upload:account:42');
    await increment(store, 'upload:account:42');
    await t.app.db.execute(sql`update rate_limit_counters set window_started_at = now() - interval '2 minutes' where key = 'upload:account:42'`);
    expect((await increment(store, 'upload:account:42')).current).toBe(1);
  });

  it('counts every one of many requests at once (one atomic upsert each)', async () => {
    const stores = [instanceStore(), instanceStore()];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => increment(stores[i % 2]!, 'export:ip:203.0.113.9')));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
