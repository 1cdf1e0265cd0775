import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface LoadServer {
  origin: string;
  /** The server process's id (its CPU time is read from /proc). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * `npm run serve`'s server as a child process on loopback: a fresh DATA_DIR, the embedded
 * database unless `databaseUrl` is given, no seeded libraries (the bench needs none, and seeding
 * would run during the measurement), and the rate limits multiplied out of the way (one address
 * for a hundred accounts would otherwise be throttled, which is what they are for).
 */
export async function startLoadServer(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<LoadServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'layout-bench-load-'));
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_LIBRARIES: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '100000',
    ...options.env,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { origin, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server did not answer ${origin}/api/health:\n${stderr}`);
}
