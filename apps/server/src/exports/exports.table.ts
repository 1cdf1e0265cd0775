import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * The progress of an export (GET /exports/:exportId/progress), kept in the database so that
 * every instance sees it: the browser's polls may reach another instance than the one that took
 * the export, and with the queue the pages are drawn by a worker process elsewhere. The id is the
 * browser's (`?exportId=`), so it is one user's: two users' ids never meet.
 */
export const exportProgress = pgTable(
  'export_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exportId: text('export_id').notNull(),
    /** Pages in all, over every file of the export. */
    total: integer('total').notNull(),
    /** Pages drawn so far by file (its index in the export): each file reports its own. */
    doneByFile: jsonb('done_by_file').$type<Record<string, number>>().notNull().default({}),
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exportId] })],
);

/**
 * Export files waiting to be deleted (exports/sweep.ts): each file stored under exports/ and when
 * its download link has expired. In the database, not in the memory of the process that drew the
 * file, so any instance's sweep deletes it, also after that process (a worker elsewhere) stopped.
 */
export const exportFiles = pgTable(
  'export_files',
  {
    key: text('key').primaryKey(),
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('export_files_delete_after_idx').on(t.deleteAfter)],
);
