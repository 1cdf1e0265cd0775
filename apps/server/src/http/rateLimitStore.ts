import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RateLimitStore } from './rateLimits';

/** Rows whose window ended this long ago are deleted (every window is far shorter: config/rateLimitSettings.ts). */
const FORGET_AFTER = '8 days';
/** One increment in this many also deletes ended windows: no timer to run, and the table stays small. */
const SWEEP_EVERY = 500;

interface CounterRow extends Record<string, unknown> {
  count: number | string;
  ttl: number | string;
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the database
 * (rate_limit_counters), so that several instances behind a load balancer count one client's
 * requests together: five wrong passwords spread over two instances are five. Each increment is
 * one atomic upsert: a key's window restarts once it has passed, as the in-memory store does.
 * Used with PostgreSQL; the embedded database has one process, which keeps counting in memory.
 */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  let increments = 0;
  class DatabaseRateLimitStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const window = sql`make_interval(secs => ${timeWindow}::double precision / 1000)`;
      db.execute<CounterRow>(sql`
        insert into rate_limit_counters as c (key, count, window_started_at) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when c.window_started_at + ${window} <= now() then 1 else c.count + 1 end,
          window_started_at = case when c.window_started_at + ${window} <= now() then now() else c.window_started_at end
        returning count, greatest(0, ceil(extract(epoch from (window_started_at + ${window} - now())) * 1000)) as ttl`).then((result) => {
        const row = (result as unknown as { rows: CounterRow[] }).rows[0]!;
        done(null, { current: Number(row.count), ttl: Number(row.ttl) });
      }, done);
      increments += 1;
      if (increments % SWEEP_EVERY === 0) void db.execute(sql`delete from rate_limit_counters where window_started_at < now() - ${FORGET_AFTER}::interval`).catch(() => {});
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore as unknown as RateLimitStore;
}
