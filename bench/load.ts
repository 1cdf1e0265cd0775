/**
 * `npm run bench -- load [--seconds 60] [--warmup-seconds 10] [--users 100] [--think-ms 1000] [--exporters 2] [--export-think-ms 0] [--export-type pdf] [--database-url postgres://...]`
 *
 * The server under load (issue 21, "Nothing lost"): the server started as `npm run serve` starts
 * it (a child process on loopback, a fresh DATA_DIR, the embedded database unless
 * --database-url, no seeded libraries, rate limits multiplied out of the way), then `users`
 * simulated users for `seconds` (measured after `warmup-seconds` of the same load, which are not:
 * a server that has run for a while has compiled its hot code and started its export threads),
 * each logging in, listing, opening and saving its own designs of
 * about 200 KB (bench/load/users.ts: a think time of 0..2 x think-ms between actions, saves of a
 * design one after another, each based on the version last seen), while `exporters` customers
 * export one design after another. Printed: requests per second, p50/p99 latency overall and per
 * kind, errors by status, and lost saves: afterwards every design is read back through the API
 * and must hold its last acknowledged save (marker and version), every acknowledged version one
 * more than the one before (bench/load/stats.ts). Latency is the client's: request sent to body
 * read, on a machine the client shares with the server. With --export-think-ms the exporters
 * pause as the users do instead of pressing Download again the moment a file arrives.
 *
 * To see where the server spends its time, profile it during the run:
 * `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench -- load` writes one
 * .cpuprofile per thread (request thread, database thread, export threads) when the server stops.
 * `BENCH_SERVER_STDOUT=/tmp/server.out` keeps the server's standard output, for flags that print there
 * (`BENCH_SERVER_NODE_ARGS=--trace-gc`), and `BENCH_SAMPLES=/tmp/samples.json` every measured request's
 * kind, latency and start.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { argv } from 'node:process';
import { parseArgs } from 'node:util';
import { Agent } from 'undici';
import { sampleDesign } from './lib';
import { startLoadServer } from './load/server';
import { processCpuMs } from './load/cpu';
import { KINDS, type ReadBack, type Sample, checkSaves, summarise } from './load/stats';
import { type DesignTemplate, type Run, type User, call, exportSession, userSession } from './load/users';

const { values: options } = parseArgs({
  args: argv.slice(argv.indexOf('load') + 1),
  options: {
    seconds: { type: 'string', default: '60' },
    'warmup-seconds': { type: 'string', default: '10' },
    users: { type: 'string', default: '100' },
    'think-ms': { type: 'string', default: '1000' },
    exporters: { type: 'string', default: '2' },
    'export-think-ms': { type: 'string', default: '0' },
    'export-type': { type: 'string', default: 'pdf' },
    designs: { type: 'string', default: '2' },
    'database-url': { type: 'string' },
  },
  strict: true,
});
const SECONDS = Number(options.seconds);
const WARMUP_SECONDS = Number(options['warmup-seconds']);
const USERS = Number(options.users);
const THINK_MS = Number(options['think-ms']);
const EXPORTERS = Number(options.exporters);
const DESIGNS_PER_USER = Number(options.designs);
const TARGET_BYTES = 200 * 1024;
const PASSWORD = 'load benchmark password';
const MARK = '@@MARKER@@';

/** A design of at least 200 KB of JSON (pages of 40 texts, shapes and lines), its first text holding the marker. */
function designTemplate(): DesignTemplate {
  for (let pages = 1; ; pages++) {
    const design = sampleDesign(pages, 40);
    const first = design.assets[0]!;
    if (first.type !== 'text') throw new Error('the sample design starts with a text');
    first.textConfig.text = MARK;
    const json = JSON.stringify(design);
    if (json.length < TARGET_BYTES) continue;
    const [before, after] = json.split(MARK) as [string, string];
    return { before, after, bytes: json.length };
  }
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(1));
const fail = (what: string, status: number, body: string): never => {
  throw new Error(`${what}: HTTP ${status} ${body.slice(0, 300)}`);
};

console.log(
  `\n== Load (${USERS} users, ${SECONDS} s measured after a ${WARMUP_SECONDS} s warm-up, think time 0..${2 * THINK_MS} ms, ${EXPORTERS} exporting ${options['export-type']} meanwhile${Number(options['export-think-ms']) > 0 ? `, thinking 0..${2 * Number(options['export-think-ms'])} ms` : ' back to back'})`,
);
console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); load average before the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
const template = designTemplate();
const server = await startLoadServer(options['database-url'] ? { databaseUrl: options['database-url'] } : {});
const agent = new Agent({ connections: USERS + EXPORTERS + 8, keepAliveTimeout: 60_000, pipelining: 1 });
const run: Run = { origin: server.origin, agent, samples: [], acked: [], unanswered: [], measuring: false };
try {
  // Setup, not measured: the accounts and their designs.
  const stamp = Date.now();
  const users: User[] = [];
  const initialVersions = new Map<number, number>();
  const setupStart = performance.now();
  await Promise.all(
    Array.from({ length: USERS + EXPORTERS }, async (_, index) => {
      const email = `load-${stamp}-${index}@example.com`;
      const registered = await call(
        run,
        null,
        'POST',
        '/users',
        null,
        JSON.stringify({ firstname: 'Load', lastname: `User ${index}`, email, password: PASSWORD, password2: PASSWORD }),
      );
      if (registered.status !== 201 && registered.status !== 200) fail('register', registered.status, registered.body);
      const login = await call(run, null, 'POST', '/auth/login', null, JSON.stringify({ email, password: PASSWORD }));
      if (login.status !== 200) fail('login', login.status, login.body);
      const { jwt, userData } = JSON.parse(login.body) as { jwt: string; userData: { id: number } };
      const user: User = { index, email, password: PASSWORD, token: jwt, id: userData.id, designs: [] };
      for (let d = 0; d < DESIGNS_PER_USER; d++) {
        const name = `Load ${index}-${d}`;
        const created = await call(run, null, 'POST', '/designs', jwt, `{"name":${JSON.stringify(name)},"design":${template.before}created${template.after}}`);
        if (created.status !== 201) fail('create a design', created.status, created.body);
        const { id, version } = JSON.parse(created.body) as { id: number; version: number };
        user.designs.push({ id, name, version, saves: 0 });
        initialVersions.set(id, version);
      }
      users[index] = user;
    }),
  );
  console.log(
    `Design: ${(template.bytes / 1024).toFixed(1)} KiB of JSON; setup (${USERS + EXPORTERS} accounts, ${(USERS + EXPORTERS) * DESIGNS_PER_USER} designs) took ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );

  // The run: the same load through a warm-up that is not measured (the server compiles its hot
  // code, its heaps grow to their working size, its export threads start), then the measured window.
  const start = performance.now() + WARMUP_SECONDS * 1000;
  const until = start + SECONDS * 1000;
  const sessions = Promise.all([
    ...users.slice(0, USERS).map((user) => userSession(run, user, template, until, THINK_MS)),
    ...users.slice(USERS).map((user) => exportSession(run, user, options['export-type']!, until, Number(options['export-think-ms']))),
  ]);
  await new Promise((resolve) => setTimeout(resolve, start - performance.now()));
  run.measuring = true;
  const serverCpuStart = processCpuMs(server.pid);
  const clientCpuStart = process.cpuUsage();
  await sessions;
  const elapsed = (performance.now() - start) / 1000;
  const serverCpuEnd = processCpuMs(server.pid);
  const clientCpu = process.cpuUsage(clientCpuStart);
  run.measuring = false;
  // A request sent during the warm-up that ended after it is not part of the measured window.
  run.samples = run.samples.filter((sample) => sample.at === undefined || sample.at >= start);

  // Read back every design the users saved.
  const readBack: ReadBack[] = [];
  const owners = users.slice(0, USERS).flatMap((user) => user.designs.map((design) => ({ user, design })));
  for (let i = 0; i < owners.length; i += 10) {
    await Promise.all(
      owners.slice(i, i + 10).map(async ({ user, design }) => {
        const answer = await call(run, null, 'GET', `/designs/${design.id}`, user.token);
        if (answer.status !== 200) return;
        const stored = JSON.parse(answer.body) as { version: number; design: { assets: { textConfig?: { text: string } }[] } };
        readBack.push({ designId: design.id, version: stored.version, marker: stored.design.assets[0]?.textConfig?.text });
      }),
    );
  }
  const check = checkSaves(run.acked, readBack, initialVersions, run.unanswered);

  const all = summarise(run.samples);
  console.log(`\nMeasured ${elapsed.toFixed(1)} s: ${all.count} requests, ${(all.count / elapsed).toFixed(1)} requests/s, ${all.errors} errors`);
  // CPU swings less than latency between identical runs on a shared machine: compared in interleaved runs, it shows whether a change made the work cheaper.
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
  const serverCpuMs = serverCpuStart !== undefined && serverCpuEnd !== undefined ? serverCpuEnd - serverCpuStart : undefined;
  const share = (cpuMs: number) => `${((cpuMs / (elapsed * 1000)) * 100).toFixed(0)} % of one core`;
  console.log(
    `CPU: server ${serverCpuMs === undefined ? 'n/a (no /proc)' : `${(serverCpuMs / 1000).toFixed(1)} s (${share(serverCpuMs)}, ${(serverCpuMs / all.count).toFixed(2)} ms a request)`}; ` +
      `benchmark client ${(clientCpuMs / 1000).toFixed(1)} s (${share(clientCpuMs)}), on ${cpus().length} cores`,
  );
  console.log(`${'kind'.padEnd(8)} ${'count'.padStart(7)} ${'per s'.padStart(7)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'max ms'.padStart(9)}`);
  const row = (label: string, samples: Sample[]) => {
    const s = summarise(samples);
    const statuses = Object.entries(s.statuses)
      .map(([status, n]) => `${status === '0' ? 'no answer' : status} x${n}`)
      .join(', ');
    console.log(
      `${label.padEnd(8)} ${String(s.count).padStart(7)} ${(s.count / elapsed).toFixed(1).padStart(7)} ${String(s.errors).padStart(7)} ${ms(s.p50).padStart(9)} ${ms(s.p99).padStart(9)} ${ms(s.max).padStart(9)}${statuses ? `   (${statuses})` : ''}`,
    );
  };
  for (const kind of KINDS)
    row(
      kind,
      run.samples.filter((s) => s.kind === kind),
    );
  row('overall', run.samples);
  console.log(
    `\nSaves: ${check.acknowledged} acknowledged on ${check.designs} designs, ${run.unanswered.length} unanswered; read back ${readBack.length} of ${owners.length} designs: ` +
      `${check.lost.length} lost, ${check.versionGaps.length} version gaps`,
  );
  for (const lost of check.lost.slice(0, 10))
    console.log(
      `  lost: design ${lost.designId} expected ${lost.expected.marker} v${lost.expected.version}, found ${lost.found ? `${lost.found.marker} v${lost.found.version}` : 'nothing'}`,
    );
  // When the slow saves happened: spread out (the server is simply busy) or in bursts (something
  // stopped it for a while: a collection, a thread starting).
  const WINDOW_S = 5;
  const slow = new Array<number>(Math.ceil(elapsed / WINDOW_S)).fill(0);
  for (const s of run.samples) if (s.kind === 'save' && s.ms >= 100 && s.at !== undefined) slow[Math.min(slow.length - 1, Math.floor((s.at - start) / 1000 / WINDOW_S))]! += 1;
  console.log(`Saves of 100 ms or more, per ${WINDOW_S} s of the run: ${slow.join(' ')}`);
  // BENCH_SAMPLES=/tmp/samples.json: every measured request (kind, ms, status, start in ms from the run's start), to look at when slow ones came.
  if (process.env.BENCH_SAMPLES) writeFileSync(process.env.BENCH_SAMPLES, JSON.stringify(run.samples.map((s) => ({ ...s, at: s.at === undefined ? undefined : s.at - start }))));
  const saveP99 = summarise(run.samples.filter((s) => s.kind === 'save')).p99;
  console.log(
    `Targets: 0 errors ${all.errors === 0 ? 'met' : 'MISSED'}; 0 lost saves ${check.lost.length === 0 && readBack.length === owners.length ? 'met' : 'MISSED'}; p99 save under 100 ms ${saveP99 < 100 ? 'met' : 'MISSED'} (${ms(saveP99)} ms)`,
  );
  console.log(
    `Load average after the run: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  // A lost save is a fault, not a figure.
  if (check.lost.length > 0 || check.versionGaps.length > 0 || readBack.length !== owners.length) process.exitCode = 1;
} finally {
  await agent.close();
  await server.stop();
}
