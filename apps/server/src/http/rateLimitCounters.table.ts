import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every instance on one PostgreSQL (http/rateLimitStore.ts): a
 * client's requests counted on one instance count on the others too. A fixed window per key, as
 * @fastify/rate-limit counts in memory.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The limit, its scope and the client: 'login:ip:203.0.113.5'. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
