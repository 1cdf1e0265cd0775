import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Page, expect, test } from '@playwright/test';

/**
 * The web app's error reporting (apps/web/src/app/errorReporting.ts): with SENTRY_WEB_DSN set,
 * the page loads Sentry's SDK and sends its faults to the DSN's envelope endpoint (here answered
 * by the test through page.route, so nothing leaves the machine): an uncaught error, and a server
 * fault the app toasted with its request id; a refusal (4xx) it toasted is not sent. Without a
 * DSN (the shared server of playwright.config.ts) the SDK's chunk is never loaded and nothing goes
 * to any Sentry host.
 *
 * The shared server has no SENTRY_WEB_DSN, so the first journey starts a server of its own with
 * one, on a port the system picks, with a fresh data directory.
 */

const DSN_HOST = 'sentry.example.test';
const DSN = `https://public@${DSN_HOST}/1`;
const ROOT = resolve(import.meta.dirname, '..');
const SENTRY_CHUNK = /\/assets\/sentry-[\w-]+\.js$/;

interface Server {
  url: string;
  process: ChildProcess;
  dataDir: string;
}

/** `npm run serve` with the given settings; resolves with its address once it listens. */
function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'layout-e2e-sentry-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SEED_LIBRARIES: 'false',
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((done, fail) => {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      // Fastify's own line once it listens: "Server listening at http://127.0.0.1:PORT".
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(pending)?.[1];
      if (address) done({ url: address, process: child, dataDir });
      pending = pending.slice(pending.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) => fail(new Error(`the server stopped (${code}) before it listened:\n${stderr}`)));
  });
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  if (server.process.exitCode === null) {
    const exited = new Promise((done) => server.process.once('exit', done));
    server.process.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** Every request the page makes, and the bodies of those to the DSN's host (answered here as Sentry would). */
async function watchRequests(page: Page) {
  const urls: string[] = [];
  const reports: { method: string; url: string; body: string }[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.route(`https://${DSN_HOST}/**`, async (route) => {
    const request = route.request();
    reports.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' });
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  return { urls, reports };
}

/** Throws in a timer of the page (an uncaught error), and resolves once the page has seen it. */
async function throwUncaught(page: Page, message: string): Promise<void> {
  const seen = page.waitForEvent('pageerror', (error) => error.message.includes(message));
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  await seen;
}

/** The event items of an envelope (a header line, then an item header and its payload per item). */
function eventsOf(body: string): { exception?: { values: { value: string }[] }; tags?: Record<string, string>; environment?: string }[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((item) => 'exception' in item);
}

test.describe('with SENTRY_WEB_DSN', () => {
  let server: Server | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({ SENTRY_WEB_DSN: DSN, SENTRY_ENVIRONMENT: 'e2e' });
  });
  test.afterAll(() => stopServer(server));

  test('an uncaught error and a server fault reach the DSN, the fault with its request id; a refusal does not', async ({ page, request }) => {
    const base = server!.url;
    const email = `sentry-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = 'sentry e2e password';
    const registered = await request.post(`${base}/api/users`, { data: { firstname: 'Sam', lastname: 'Report', email, password, password2: password } });
    expect(registered.ok(), await registered.text()).toBe(true);
    const { jwt } = (await (await request.post(`${base}/api/auth/login`, { data: { email, password } })).json()) as { jwt: string };
    await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);

    const { urls, reports } = await watchRequests(page);
    // The signed-in user's profile is refused on the first visit and fails on the server on the second.
    let visit = 0;
    await page.route(`${base}/api/profile`, async (route) => {
      visit += 1;
      if (visit === 1) {
        await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ statusCode: 403, message: 'Forbidden', details: 'refused-e2e' }) });
      } else {
        const body = { statusCode: 500, message: 'Internal Server Error', requestId: 'req-e2e-500' };
        await route.fulfill({ status: 500, contentType: 'application/json', headers: { 'x-request-id': 'req-e2e-500' }, body: JSON.stringify(body) });
      }
    });

    const response = await page.goto(`${base}/auth/login`);
    // The server lets the page reach the DSN's host, and only that one beside its own.
    expect(response!.headers()['content-security-policy']).toMatch(new RegExp(`connect-src [^;]*https://${DSN_HOST.replaceAll('.', '\\.')}`));
    await expect(page.getByText('Error: Forbidden')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on');
    expect(urls.some((url) => SENTRY_CHUNK.test(url))).toBe(true);

    await throwUncaught(page, 'boom-e2e');
    await expect.poll(() => reports.filter((report) => report.body.includes('boom-e2e')).length).toBe(1);
    const boom = reports.find((report) => report.body.includes('boom-e2e'))!;
    expect(boom.method).toBe('POST');
    expect(new URL(boom.url).pathname).toBe('/api/1/envelope/');
    const [event] = eventsOf(boom.body);
    expect(event?.exception?.values.some((value) => value.value === 'boom-e2e')).toBe(true);
    expect(event?.environment).toBe('e2e');
    // The refusal was toasted before and is never sent.
    const reported = reports.flatMap((report) => eventsOf(report.body)).flatMap((item) => item.exception?.values.map((value) => value.value) ?? []);
    expect(reported).not.toContain('Forbidden');

    // Second visit: the profile's 500 is toasted, and reported with the request id it carried.
    await page.reload();
    await expect(page.getByText('Error: Internal Server Error')).toBeVisible();
    await expect.poll(() => reports.filter((report) => report.body.includes('req-e2e-500')).length).toBe(1);
    const [fault] = eventsOf(reports.find((report) => report.body.includes('req-e2e-500'))!.body);
    expect(fault?.tags).toMatchObject({ requestId: 'req-e2e-500', status: '500' });
  });
});

test('without a DSN the Sentry chunk is never loaded and nothing goes to a Sentry host', async ({ page }) => {
  const { urls, reports } = await watchRequests(page);
  const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config');
  await page.goto('/auth/login');
  expect(await (await config).json()).not.toHaveProperty('errorReporting');
  await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'off');

  await throwUncaught(page, 'boom-e2e-off');
  expect(reports).toEqual([]);
  expect(urls.filter((url) => /sentry/i.test(url))).toEqual([]);
});
