import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { FileStorage } from '../storage/storage';
import { exportFiles } from './exports.table';

/**
 * Deletes export files once their download link has expired, so storage does not grow with every
 * download. Two ways, because neither alone is enough: every file stored under exports/ is noted
 * in the database with the time its link expires (`noteExportFile`, by whichever process drew
 * it, a worker elsewhere too), and any instance's sweep deletes the noted files that are due,
 * through the storage (any kind, S3 too); and the local exports folder (DATA_DIR/files/exports)
 * is scanned for files older than a link's life, which catches what a run stored before exports
 * were noted. The first runs on every export (an indexed query); the scan, which reads every
 * file's date, at start and every few minutes only: run on every export, it read each of the
 * folder's thousands of files again for every download.
 */
export interface ExportSweeper {
  /** Deletes the noted exports whose link expired before `now`. */
  sweepNoted(now?: number): Promise<void>;
  /** Deletes every export whose link expired before `now`, scanning the local folder too. */
  sweep(now?: number): Promise<void>;
  start(): void;
  stop(): void;
}

/** Notes a file just stored under exports/, to be deleted once its link (of `ttlSeconds`) expires. */
export async function noteExportFile(db: Db, key: string, ttlSeconds: number, now = Date.now()): Promise<void> {
  const deleteAfter = new Date(now + ttlSeconds * 1000);
  await db.insert(exportFiles).values({ key, deleteAfter }).onConflictDoUpdate({ target: exportFiles.key, set: { deleteAfter } });
}

/** Due files taken per round of a sweep: a backlog is worked through in rounds, never all at once in memory. */
const SWEEP_BATCH = 200;

export function createExportSweeper(db: Db, storage: FileStorage, dataDir: string, ttlSeconds: number, log: FastifyBaseLogger): ExportSweeper {
  const ttlMs = ttlSeconds * 1000;
  const localFolder = resolve(dataDir, 'files', 'exports');
  let timer: NodeJS.Timeout | undefined;

  async function sweepLocalFolder(now: number): Promise<void> {
    let names: string[];
    try {
      names = await readdir(localFolder);
    } catch {
      return; // No local exports (yet, or the storage is not local).
    }
    for (const name of names) {
      const path = join(localFolder, name);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile() && info.mtimeMs + ttlMs < now) await rm(path, { force: true });
    }
  }

  const sweeper: ExportSweeper = {
    async sweepNoted(now = Date.now()) {
      try {
        for (;;) {
          const due = await db
            .select({ key: exportFiles.key })
            .from(exportFiles)
            .where(lt(exportFiles.deleteAfter, new Date(now)))
            .orderBy(exportFiles.deleteAfter)
            .limit(SWEEP_BATCH);
          // Two instances sweeping at once may both delete a file: deleting a deleted file is no error.
          for (const { key } of due) {
            await storage.delete(key);
            await db.delete(exportFiles).where(eq(exportFiles.key, key));
          }
          if (due.length < SWEEP_BATCH) return;
        }
      } catch (error) {
        // A sweep that fails is retried on the next one (the notes stay); it must never fail an export.
        log.warn({ err: error }, 'sweeping old exports failed');
      }
    },
    async sweep(now = Date.now()) {
      await sweeper.sweepNoted(now);
      try {
        await sweepLocalFolder(now);
      } catch (error) {
        log.warn({ err: error }, 'sweeping the exports folder failed');
      }
    },
    start() {
      const everyMs = Math.min(ttlMs, 10 * 60_000);
      timer = setInterval(() => void sweeper.sweep(), everyMs);
      timer.unref();
      void sweeper.sweep();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return sweeper;
}
