import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { migrationsFolder } from '../db/client';

/**
 * Whether this instance can serve (GET /api/ready, for a load balancer or an orchestrator): the
 * database answers and holds every migration this code ships, the file storage takes a write and
 * a delete, and the export queue answers. Each check has a time limit, so a hung dependency makes
 * the instance not ready instead of making the probe hang. GET /api/health only says the process
 * is alive.
 */

/** A check's time limit: well under a load balancer's usual probe timeout. */
const CHECK_LIMIT_MS = 5000;

/** One dependency's check: throws when it is not usable (a NotReady names how). */
type Check = (app: FastifyInstance) => Promise<void>;

/** A check's failure as the probe's answer names it; the error itself goes to the log only. */
class NotReady extends Error {}

/** When the newest migration this code ships was made (drizzle's `folderMillis`), read once. */
let newestShipped: number | undefined;
function newestShippedMigration(): number {
  if (newestShipped === undefined) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
    newestShipped = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestShipped;
}

/**
 * The database answers and is migrated: drizzle's migrator (db/client.ts `migrate`) records each
 * migration it applies with the time the migration was made, and applies every shipped one newer
 * than the newest recorded; so all are applied when the newest recorded is not older than the
 * newest shipped (a newer version's migrations, applied by another instance, count as applied).
 */
const checkDatabase: Check = async (app) => {
  let newest: number;
  try {
    const result = (await app.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)) as unknown as { rows: { newest: string | number | null }[] };
    newest = Number(result.rows[0]?.newest ?? 0);
  } catch (error) {
    throw new NotReady('unreachable', { cause: error });
  }
  if (newest < newestShippedMigration()) throw new NotReady('migrations not applied');
};

/** The storage takes a write and a delete (a small probe file, through the app's FileStorage). */
const checkStorage: Check = async (app) => {
  const key = `probes/ready-${randomUUID()}.txt`;
  try {
    await app.storage.put(key, Buffer.from('ready'), 'text/plain');
    await app.storage.delete(key);
  } catch (error) {
    throw new NotReady('not writable', { cause: error });
  }
};

/**
 * The export queue's hook: with EXPORT_QUEUE=postgres the pg-boss queue answers (its depth is read);
 * without an external queue (exports render on this process's worker threads) there is nothing to
 * reach, and the check passes.
 */
const checkExportQueue: Check = async (app) => {
  const queue = app.exporter.queue;
  if (!queue) return;
  await queue.depth().catch((error: unknown) => {
    throw new NotReady('unreachable', { cause: error });
  });
};

/** The checks, by the name a reason starts with. */
const CHECKS: Record<string, Check> = { database: checkDatabase, storage: checkStorage, queue: checkExportQueue };

function withinLimit(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady(`no answer within ${CHECK_LIMIT_MS / 1000} s`)), CHECK_LIMIT_MS);
  });
  return Promise.race([check, limit]).finally(() => clearTimeout(timer));
}

/**
 * What is not ready, as 'check: how' ('storage: not writable'); empty when all is. The checks run
 * at once. The probe is public, so the answer names only the check and how it failed; the error
 * behind it (an address, a bucket, a driver's message) is logged with the request's id.
 */
export async function notReadyReasons(app: FastifyInstance, log: FastifyBaseLogger): Promise<string[]> {
  const outcomes = await Promise.all(
    Object.entries(CHECKS).map(async ([name, check]) => {
      try {
        await withinLimit(check(app));
        return null;
      } catch (error) {
        const how = error instanceof NotReady ? error.message : 'failed';
        log.warn({ err: error instanceof NotReady && error.cause ? error.cause : error, check: name }, `not ready: ${name}: ${how}`);
        return `${name}: ${how}`;
      }
    }),
  );
  return outcomes.filter((reason): reason is string => reason !== null);
}
