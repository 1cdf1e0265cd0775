/**
 * `npm run bench -- scale [--seconds 15] [--clients 32] [--exporters 4] [--database-url postgres://...]`
 *
 * Scale-out (issue 25), on this machine: saves and opens per second served by one and by two API
 * instances (`npm run serve` processes on one PostgreSQL, requests spread round-robin as a load
 * balancer spreads them), and exports per minute taken from the queue by one and by two
 * `npm run worker` processes (one render thread each; the API instance takes no jobs itself).
 * Each figure comes with the load average, since the instances, the workers, PostgreSQL and this
 * client share the machine's cores. PostgreSQL is needed: --database-url, DATABASE_URL, or the
 * machine's own at postgres://postgres@127.0.0.1:5432/test; each run makes a scratch database.
 * Figures only; nothing here asserts.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { argv } from 'node:process';
import { parseArgs } from 'node:util';

import { scratchPostgres, startExportWorker } from '../apps/server/src/test/serverProcess';
import { sampleDesign } from './lib';
import { type ServerProcess, startServerProcess } from './serverProcess';

const { values: options } = parseArgs({
  args: argv.slice(argv.indexOf('scale') + 1),
  options: {
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '32' },
    exporters: { type: 'string', default: '4' },
    'database-url': { type: 'string' },
  },
  strict: true,
});
const SECONDS = Number(options.seconds);
const CLIENTS = Number(options.clients);
const EXPORTERS = Number(options.exporters);
const SERVER_URL = options['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'the bench deployment shares this secret, 32+ chars';
const PASSWORD = 'scale benchmark password';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The fields of the API's answers this bench reads. */
interface Answer {
  status: number;
  body: { id?: number; version?: number; jwt?: string } | null;
}

async function json(origin: string, method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { 'x-auth-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

interface Account {
  token: string;
  designId: number;
  version: number;
}

async function signUp(origin: string, index: number, design: object): Promise<Account> {
  const email = `scale-${index}-${Date.now()}@example.com`;
  await json(origin, 'POST', '/users', null, { firstname: 'Scale', lastname: `User${index}`, email, password: PASSWORD, password2: PASSWORD });
  const login = await json(origin, 'POST', '/auth/login', null, { email, password: PASSWORD });
  const token = login.body!.jwt!;
  const saved = await json(origin, 'POST', '/designs', token, { name: `Scale ${index}`, design });
  if (saved.status !== 201) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { token, designId: saved.body!.id!, version: saved.body!.version ?? 1 };
}

/** Saves and opens for SECONDS by CLIENTS clients, spread round-robin over the instances. */
async function savesAndOpens(instances: ServerProcess[]): Promise<void> {
  const design = sampleDesign(2, 40);
  const accounts = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signUp(instances[i % instances.length]!.origin, i, design)));
  let turn = 0;
  const origin = () => instances[turn++ % instances.length]!.origin;
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    accounts.map(async (account, i) => {
      for (let n = 0; performance.now() < until; n += 1) {
        const start = performance.now();
        const saving = (n + i) % 2 === 0;
        const answer = saving
          ? await json(origin(), 'PUT', `/designs/${account.designId}`, account.token, { name: `Scale ${i}`, version: account.version, design })
          : await json(origin(), 'GET', `/designs/${account.designId}`, account.token);
        latencies.push(performance.now() - start);
        if (answer.status !== 200) errors += 1;
        else if (typeof answer.body?.version === 'number') account.version = answer.body.version;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `  ${instances.length} API instance${instances.length > 1 ? 's' : ' '}: ${(latencies.length / SECONDS).toFixed(0).padStart(5)} saves+opens/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  errors ${errors}  load ${load()}`,
  );
}

/** Exports for SECONDS by EXPORTERS customers through one API instance, the jobs rendered by `workers` worker processes. */
async function exportsPerMinute(databaseUrl: string, workers: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'layout-bench-scale-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    SEED_LIBRARIES: 'false',
    RATE_LIMIT_FACTOR: '100000',
    EXPORT_WORK_IN_SERVER: 'false',
    EXPORT_WORKERS: '1',
  };
  const api = await startServerProcess('scale-exports', { ...env });
  const started = await Promise.all(Array.from({ length: workers }, () => startExportWorker(env)));
  try {
    // A 4-page design of 40 assets a page: a few hundred milliseconds of rendering per PDF.
    const accounts = await Promise.all(Array.from({ length: EXPORTERS }, (_, i) => signUp(api.origin, i, sampleDesign(4, 40))));
    let done = 0;
    let errors = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      accounts.map(async (account) => {
        while (performance.now() < until) {
          const answer = await json(api.origin, 'GET', `/designs/${account.designId}/export/pdf?isPrintResolution=true`, account.token);
          if (answer.status === 200) done += 1;
          else errors += 1;
        }
      }),
    );
    console.log(
      `  ${workers} worker${workers > 1 ? 's' : ' '}: ${((done * 60) / SECONDS).toFixed(0).padStart(5)} exports/min (Print Ready PDF, 4 pages)  errors ${errors}  load ${load()}`,
    );
  } finally {
    for (const worker of started) worker.kill('SIGTERM');
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nScale-out on ${cpus().length} cores (${SECONDS} s a figure, ${CLIENTS} clients, ${EXPORTERS} exporters; PostgreSQL at ${new URL(SERVER_URL).host})`);
const database = await scratchPostgres(SERVER_URL, 'layout_bench_scale');
try {
  // Migrated once by a first instance, so that no figure includes it.
  const first = await startServerProcess('scale-1', { DATABASE_URL: database.url, JWT_SECRET: SECRET, SEED_LIBRARIES: 'false', RATE_LIMIT_FACTOR: '100000' });
  await savesAndOpens([first]);
  const second = await startServerProcess('scale-2', { DATABASE_URL: database.url, JWT_SECRET: SECRET, SEED_LIBRARIES: 'false', RATE_LIMIT_FACTOR: '100000' });
  await savesAndOpens([first, second]);
  await Promise.all([first.stop(), second.stop()]);
  await exportsPerMinute(database.url, 1);
  await exportsPerMinute(database.url, 2);
} finally {
  await database.drop();
}
