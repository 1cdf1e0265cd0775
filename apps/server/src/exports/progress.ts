import type { ExportProgress } from '@layout/model';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exportProgress } from './exports.table';

/**
 * The progress of exports by the id the browser chose (`?exportId=`): pages drawn so far and pages
 * in all, across every file of one export call. It lives in the database (exports.table.ts), so
 * whichever instance the browser's poll reaches, and whichever process draws the pages, agree. An
 * entry belongs to the user who started it and is forgotten `keepMs` after it was last touched.
 */
export interface ProgressBoard {
  /** Starts (or restarts) tracking an export of `total` pages. */
  start(exportId: string, userId: number, total: number): Promise<void>;
  /** Reports that file `file` of the export has `done` pages drawn (a lower count than one reported before changes nothing). */
  page(exportId: string, userId: number, file: number, done: number): Promise<void>;
  /** The progress, if `userId` started that export and it is still remembered. */
  get(exportId: string, userId: number, now?: Date): Promise<ExportProgress | undefined>;
}

export const PROGRESS_KEPT_MS = 10 * 60_000;

export function createProgressBoard(db: Db, keepMs = PROGRESS_KEPT_MS): ProgressBoard {
  const staleBefore = (now: Date) => new Date(now.getTime() - keepMs);
  return {
    async start(exportId, userId, total) {
      const now = new Date();
      await db.delete(exportProgress).where(lt(exportProgress.touchedAt, staleBefore(now)));
      await db
        .insert(exportProgress)
        .values({ userId, exportId, total, doneByFile: {}, touchedAt: now })
        .onConflictDoUpdate({ target: [exportProgress.userId, exportProgress.exportId], set: { total, doneByFile: {}, touchedAt: now } });
    },
    async page(exportId, userId, file, done) {
      // In one statement, keeping the larger count: reports of one file may arrive out of order.
      const key = String(file);
      await db
        .update(exportProgress)
        .set({
          doneByFile: sql`jsonb_set(${exportProgress.doneByFile}, ${`{${key}}`}::text[], to_jsonb(greatest(coalesce((${exportProgress.doneByFile} ->> ${key})::int, 0), ${done}::int)))`,
          touchedAt: new Date(),
        })
        .where(and(eq(exportProgress.userId, userId), eq(exportProgress.exportId, exportId)));
    },
    async get(exportId, userId, now = new Date()) {
      const [row] = await db
        .select()
        .from(exportProgress)
        .where(and(eq(exportProgress.userId, userId), eq(exportProgress.exportId, exportId)));
      if (!row || row.touchedAt < staleBefore(now)) return undefined;
      const done = Object.values(row.doneByFile).reduce((sum, pages) => sum + pages, 0);
      return { done: Math.min(done, row.total), total: row.total };
    },
  };
}
