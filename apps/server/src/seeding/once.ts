import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedRuns } from './seeding.table';

/**
 * Runs `seed` unless a seed of this name ran before, and records it. Two servers starting at once
 * on one database may both run it; seeds insert with conflict checks, so that is harmless.
 */
export async function seedOnce(db: Db, name: string, seed: () => Promise<void>): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, name));
  if (done) return false;
  await seed();
  await db.insert(seedRuns).values({ name }).onConflictDoNothing();
  return true;
}
