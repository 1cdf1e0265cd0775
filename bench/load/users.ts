import { performance } from 'node:perf_hooks';
import { type Dispatcher, request } from 'undici';
import type { AckedSave, Kind, Sample } from './stats';

/** What every simulated user shares: the server, the connection pool, what is measured. */
export interface Run {
  origin: string;
  agent: Dispatcher;
  samples: Sample[];
  acked: AckedSave[];
  unanswered: { designId: number; marker: string }[];
  /** Whether requests are measured (setup and read-back are not). */
  measuring: boolean;
}

export interface Answer {
  status: number;
  body: string;
  etag: string | undefined;
}

/** One API call over the shared keep-alive pool; recorded as `kind` while measuring. Never throws. */
export async function call(
  run: Run,
  kind: Kind | null,
  method: Dispatcher.HttpMethod,
  path: string,
  token: string | null,
  body?: string,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<Answer> {
  const start = performance.now();
  let answer: Answer;
  try {
    const response = await request(`${run.origin}/api${path}`, {
      method,
      dispatcher: run.agent,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { 'x-auth-token': token } : {}), ...headers },
      body,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const text = await response.body.text();
    const etag = response.headers.etag;
    answer = { status: response.statusCode, body: text, etag: typeof etag === 'string' ? etag : undefined };
  } catch (error) {
    answer = { status: 0, body: error instanceof Error ? error.message : String(error), etag: undefined };
  }
  if (kind && run.measuring) run.samples.push({ kind, ms: performance.now() - start, status: answer.status, at: start });
  return answer;
}

/** A design's JSON with its marker's place cut out: a save sends before + marker + after (no 200 KB stringify per save). */
export interface DesignTemplate {
  before: string;
  after: string;
  bytes: number;
}

export interface OwnDesign {
  id: number;
  name: string;
  version: number;
  saves: number;
}

export interface User {
  index: number;
  email: string;
  password: string;
  token: string;
  id: number;
  designs: OwnDesign[];
}

const versionOf = (answer: Answer): number | undefined => {
  const fromTag = answer.etag ? /^"(\d+)"$/.exec(answer.etag)?.[1] : undefined;
  if (fromTag) return Number(fromTag);
  try {
    const version = (JSON.parse(answer.body) as { version?: unknown }).version;
    return typeof version === 'number' ? version : undefined;
  } catch {
    return undefined;
  }
};

/** Saves `design` with a new marker, based on the version the user last saw; tracks what was acknowledged. */
async function save(run: Run, user: User, design: OwnDesign, template: DesignTemplate): Promise<void> {
  const marker = `m-${user.index}-${design.id}-${++design.saves}`;
  const body = `{"name":${JSON.stringify(design.name)},"version":${design.version},"design":${template.before}${marker}${template.after}}`;
  const answer = await call(run, 'save', 'PUT', `/designs/${design.id}`, user.token, body, { 'if-match': `"${design.version}"` });
  if (answer.status >= 200 && answer.status < 300) {
    const version = versionOf(answer) ?? Number.NaN;
    design.version = version;
    run.acked.push({ designId: design.id, version, marker });
  } else if (answer.status === 0 || answer.status >= 500) {
    // No answer (or the server failed mid-way): the save may have landed; the check allows either.
    run.unanswered.push({ designId: design.id, marker });
    const reread = await call(run, null, 'GET', `/designs/${design.id}`, user.token);
    design.version = versionOf(reread) ?? design.version;
  }
}

/** The share of each action in a user's session: mostly editing (open, save), some browsing, a login now and then. */
const MIX: [Kind, number][] = [
  ['login', 0.05],
  ['list', 0.2],
  ['open', 0.3],
  ['save', 0.45],
];

function pick(): Kind {
  let r = Math.random();
  for (const [kind, share] of MIX) {
    r -= share;
    if (r < 0) return kind;
  }
  return 'save';
}

/**
 * One user until `until` (performance.now()): waits a think time (uniform 0..2 x thinkMs), then
 * logs in again, lists their designs, opens one or saves one. Saves of a design are sequential,
 * each based on the version the last save or open answered, as the editor does.
 */
export async function userSession(run: Run, user: User, template: DesignTemplate, until: number, thinkMs: number): Promise<void> {
  while (performance.now() < until) {
    await new Promise((r) => setTimeout(r, Math.random() * 2 * thinkMs));
    if (performance.now() >= until) break;
    const design = user.designs[Math.floor(Math.random() * user.designs.length)]!;
    switch (pick()) {
      case 'login': {
        const answer = await call(run, 'login', 'POST', '/auth/login', null, JSON.stringify({ email: user.email, password: user.password }));
        if (answer.status === 200) user.token = (JSON.parse(answer.body) as { jwt: string }).jwt;
        break;
      }
      case 'list':
        await call(run, 'list', 'GET', `/users/${user.id}/designs`, user.token);
        break;
      case 'open': {
        const answer = await call(run, 'open', 'GET', `/designs/${design.id}`, user.token);
        if (answer.status === 200) design.version = versionOf(answer) ?? design.version;
        break;
      }
      default:
        await save(run, user, design, template);
    }
  }
}

/**
 * Exports one design after another (PDF unless told) until `until`, as one customer pressing
 * Download: again the moment the file arrives (thinkMs 0, the default: an export always runs), or
 * after a think time of 0..2 x thinkMs, as the other users.
 */
export async function exportSession(run: Run, user: User, type: string, until: number, thinkMs = 0): Promise<void> {
  while (performance.now() < until) {
    if (thinkMs > 0) await new Promise((r) => setTimeout(r, Math.random() * 2 * thinkMs));
    if (performance.now() >= until) break;
    const design = user.designs[0]!;
    await call(run, 'export', 'GET', `/designs/${design.id}/export/${type}?isPrintResolution=false`, user.token, undefined, {}, 180_000);
  }
}
