import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../storage/storage';

/**
 * Deletes export files once their download link has expired, so storage does not grow with every
 * download. Two ways, because neither alone is enough: the keys this process stored are deleted
 * through the storage (any kind, S3 too) when their link expires; and the local exports folder
 * (DATA_DIR/files/exports) is scanned for files older than a link's life, which catches what an
 * earlier run stored before it stopped. The first runs on every export (a walk of a map); the
 * scan, which reads every file's date, at start and every few minutes only: run on every export,
 * it read each of the folder's thousands of files again for every download.
 */
export interface ExportSweeper {
  /** Remembers a stored export, to delete once its link expires. */
  track(key: string, now?: number): void;
  /** Deletes the exports this process stored whose link expired before `now`. */
  sweepTracked(now?: number): Promise<void>;
  /** Deletes every export whose link expired before `now`, scanning the local folder too. */
  sweep(now?: number): Promise<void>;
  start(): void;
  stop(): void;
}

export function createExportSweeper(storage: FileStorage, dataDir: string, ttlSeconds: number, log: FastifyBaseLogger): ExportSweeper {
  const ttlMs = ttlSeconds * 1000;
  const localFolder = resolve(dataDir, 'files', 'exports');
  const deleteAt = new Map<string, number>();
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
    track(key, now = Date.now()) {
      deleteAt.set(key, now + ttlMs);
    },
    async sweepTracked(now = Date.now()) {
      try {
        for (const [key, at] of deleteAt) {
          if (at >= now) continue;
          await storage.delete(key);
          deleteAt.delete(key);
        }
      } catch (error) {
        // A sweep that fails is retried on the next one; it must never fail an export.
        log.warn({ err: error }, 'sweeping old exports failed');
      }
    },
    async sweep(now = Date.now()) {
      await sweeper.sweepTracked(now);
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
