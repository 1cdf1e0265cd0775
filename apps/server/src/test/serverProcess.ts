import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A port nobody listens on right now, for one server of a test. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server wrote to stderr so far (for a failing test's message). */
  stderr: () => string;
  /** SIGKILL: no shutdown hook runs, as when the machine's OOM killer or a crash ends it. */
  kill9: () => Promise<void>;
  /** SIGTERM and wait for the exit: the orderly stop. */
  stop: () => Promise<void>;
}

/**
 * The real server (`npm run serve`: node --import tsx apps/server/src/main.ts) as a child process
 * on a free port, started as an operator starts it, ready once /api/health answers.
 */
export async function startServer(env: { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_LIBRARIES: 'false',
      ...env,
      DATABASE_URL: env.DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A test that times out leaves no server behind: it goes when the test process does.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const exited = once(child, 'exit');
  void exited.then(() => process.off('exit', orphanGuard));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    stderr: () => stderr,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  // A guard against a server that never comes up, generous for a loaded machine (not a timing check).
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${stderr}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.kill9();
      throw new Error(`the server did not answer /api/health:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Registers a user on a running server and logs in; returns the headers that carry the session. */
export async function signUpOver(url: string, email: string, password = 'correct horse battery'): Promise<{ 'x-auth-token': string }> {
  const register = await fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: 'Crash', lastname: 'Test', email, password, password2: password }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  return logInOver(url, email, password);
}

export async function logInOver(url: string, email: string, password = 'correct horse battery'): Promise<{ 'x-auth-token': string }> {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return { 'x-auth-token': ((await login.json()) as { jwt: string }).jwt };
}

/**
 * A new database, `<prefix>_<random>`, on the PostgreSQL server of `serverUrl` (any database URL
 * on it): its URL, and `drop` to remove it (forcing out connections a killed server left).
 */
export async function scratchPostgres(serverUrl: string, prefix: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * An export worker (`npm run worker`: node --import tsx apps/server/src/worker.ts) as a child
 * process with `env` over this process's; resolves once it says it takes jobs, rejects if it
 * stops before. Shared by the queue's tests and `npm run bench -- scale`.
 */
export function startExportWorker(env: Record<string, string>): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: repoRoot,
    env: { ...process.env, SEED_LIBRARIES: 'false', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ready, fail) => {
    let output = '';
    worker.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('export worker is taking jobs')) ready(worker);
    });
    worker.stderr!.on('data', (chunk) => (output += chunk));
    worker.once('exit', (code) => fail(new Error(`the worker stopped (${code}): ${output}`)));
  });
}
