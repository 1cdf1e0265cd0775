/**
 * The app as a visitor gets it: the web app built into a directory of the bench's own, the API
 * server started on a free port with a fresh embedded database, and a signed-in account.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { DesignContent } from '@layout/model';
import { type ServerProcess, startServerProcess } from '../serverProcess';

const ROOT = resolve(import.meta.dirname, '../..');

/** Runs a command in the repository; rejects with its output when it fails. */
export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

/** Builds the web app into `dir` (WEB_DIST), so parallel runs and others' builds do not collide. */
export async function buildWebApp(dir: string): Promise<void> {
  await run('npm', ['run', 'build', '--workspace', '@layout/web'], { WEB_DIST: dir });
}

export type RunningServer = ServerProcess;

/** Starts `npm run serve`'s command serving `webDist`; resolves once /api/health answers. */
export function startServer(webDist: string): Promise<RunningServer> {
  return startServerProcess('editor', { WEB_DIST: webDist });
}

async function call<T>(origin: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${path}: HTTP ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** Registers an account through the API and signs in; returns the session token. */
export async function signUp(origin: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'benchmark password';
  await call(origin, 'POST', '/users', { firstname: 'Bench', lastname: 'Mark', email, password, password2: password });
  const { jwt } = await call<{ jwt: string }>(origin, 'POST', '/auth/login', { email, password });
  return jwt;
}

/** Saves a design through POST /api/designs, as the editor's Save does; returns its id. */
export async function saveDesign(origin: string, token: string, name: string, design: DesignContent): Promise<number> {
  const { id } = await call<{ id: number }>(origin, 'POST', '/designs', { name, design }, token);
  return id;
}
