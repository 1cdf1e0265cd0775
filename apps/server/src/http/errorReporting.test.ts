import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { HttpError } from './errors';

/**
 * Error reporting (issue 25): with SENTRY_DSN set, the server's faults reach Sentry's envelope
 * endpoint (here a local fake of it) with the route and the request id; the API's own refusals
 * (4xx) do not; without a DSN nothing is sent.
 */

interface Envelope {
  path: string;
  items: Record<string, unknown>[];
}

function startFakeSentry(): Promise<{ server: Server; port: number; envelopes: Envelope[] }> {
  const envelopes: Envelope[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (request, response) => {
    const raw = await read(request);
    const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
    // An envelope: a header line, then an item header and its payload per item.
    const lines = body.toString('utf8').split('\n').filter(Boolean);
    envelopes.push({ path: request.url ?? '', items: lines.map((line) => JSON.parse(line) as Record<string, unknown>) });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, envelopes })));
}

async function appWith(env: Record<string, string>, dataDir: string): Promise<FastifyInstance> {
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), database: await openDatabase({ dataDir: 'memory://' }), logger: false });
  app.get('/api/boom', async () => {
    throw new Error('the disk is on fire');
  });
  app.get('/api/refused', async () => {
    throw new HttpError(403, 'Forbidden', 'Not yours');
  });
  await app.ready();
  return app;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('error reporting', () => {
  let fake: Awaited<ReturnType<typeof startFakeSentry>>;
  let dataDir: string;
  beforeAll(async () => {
    fake = await startFakeSentry();
    dataDir = mkdtempSync(join(tmpdir(), 'layout-sentry-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports a fault to the DSN with the route and the request id, and not a refusal', async () => {
    const app = await appWith({ SENTRY_DSN: `http://publickey@127.0.0.1:${fake.port}/42`, SENTRY_ENVIRONMENT: 'test' }, dataDir);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/refused' })).statusCode).toBe(403);
      const boom = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(boom.statusCode).toBe(500);
      await until(() => fake.envelopes.length > 0);
      expect(fake.envelopes).toHaveLength(1);
      const [envelope] = fake.envelopes;
      expect(envelope!.path.split('?')[0]).toBe('/api/42/envelope/');
      const event = envelope!.items.find((item) => 'exception' in item) as { exception: { values: { value: string }[] }; tags: Record<string, string>; environment: string };
      expect(event.exception.values[0]!.value).toBe('the disk is on fire');
      expect(event.environment).toBe('test');
      expect(event.tags).toMatchObject({ method: 'GET', route: '/api/boom', requestId: String(boom.headers['x-request-id']) });
      expect(event.tags.requestId).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('sends nothing without a DSN', async () => {
    const before = fake.envelopes.length;
    const app = await appWith({}, dataDir);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/boom' })).statusCode).toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fake.envelopes).toHaveLength(before);
    } finally {
      await app.close();
    }
  });
});

describe("the web app's error reporting (SENTRY_WEB_DSN)", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'layout-sentry-web-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('hands the browser SENTRY_WEB_DSN through GET /api/config and lets the page reach its host, never the server’s SENTRY_DSN', async () => {
    const app = await appWith(
      { SENTRY_DSN: 'https://serversecret@errors.example.com/1', SENTRY_WEB_DSN: 'https://public@web-errors.example.com/2', SENTRY_ENVIRONMENT: 'staging' },
      dataDir,
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().errorReporting).toEqual({ dsn: 'https://public@web-errors.example.com/2', environment: 'staging' });
      expect(res.body).not.toContain('serversecret');
      const connectSrc = /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
      expect(connectSrc).toContain('https://web-errors.example.com');
      expect(connectSrc).not.toContain('https://errors.example.com');
    } finally {
      await app.close();
    }
  });

  it('names no error reporting when SENTRY_WEB_DSN is unset, even with the server’s SENTRY_DSN', async () => {
    const app = await appWith({ SENTRY_DSN: 'https://serversecret@errors.example.com/1' }, dataDir);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).not.toHaveProperty('errorReporting');
      expect(res.body).not.toContain('serversecret');
      expect(String(res.headers['content-security-policy'])).not.toContain('errors.example.com');
    } finally {
      await app.close();
    }
  });
});
