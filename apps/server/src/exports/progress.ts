import type { ExportProgress } from '@layout/model';

/**
 * The progress of exports by the id the browser chose (`?exportId=`): pages drawn so far and pages
 * in all, across every file of one export call. An entry belongs to the user who started it and
 * is forgotten `keepMs` after it finished (or after it was last touched, should it never finish).
 */
export interface ProgressBoard {
  /** Starts (or restarts) tracking an export of `total` pages. */
  start(exportId: string, userId: number, total: number): ExportTracker;
  /** The progress, if `userId` started that export and it is still remembered. */
  get(exportId: string, userId: number, now?: number): ExportProgress | undefined;
}

/** Updates one export's entry: each file reports its own pages, the entry sums them. */
export interface ExportTracker {
  /** Reports that file `file` has `done` pages drawn. */
  page(file: number, done: number): void;
  finish(): void;
}

interface Entry {
  userId: number;
  total: number;
  doneByFile: Map<number, number>;
  touchedAt: number;
}

export function createProgressBoard(keepMs = 10 * 60_000, clock: () => number = Date.now): ProgressBoard {
  const entries = new Map<string, Entry>();
  const forgetOld = (now: number) => {
    for (const [id, entry] of entries) if (now - entry.touchedAt > keepMs) entries.delete(id);
  };
  return {
    start(exportId, userId, total) {
      forgetOld(clock());
      const entry: Entry = { userId, total, doneByFile: new Map(), touchedAt: clock() };
      entries.set(exportId, entry);
      return {
        page(file, done) {
          entry.doneByFile.set(file, Math.max(done, entry.doneByFile.get(file) ?? 0));
          entry.touchedAt = clock();
        },
        finish() {
          entry.touchedAt = clock();
        },
      };
    },
    get(exportId, userId, now = clock()) {
      forgetOld(now);
      const entry = entries.get(exportId);
      if (!entry || entry.userId !== userId) return undefined;
      let done = 0;
      for (const pages of entry.doneByFile.values()) done += pages;
      return { done: Math.min(done, entry.total), total: entry.total };
    },
  };
}
