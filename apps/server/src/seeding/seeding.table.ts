import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which one-time seeds have run. Libraries seeded once (templates, artwork) are then the admins'
 * to change: a seeded item an admin deleted must not come back at the next start.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
