import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { type TestApp, createTestApp } from '../test/test-app';
import { HttpError } from './errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '1024' } });
});
afterAll(() => t?.close());

/** A valid JSON login body of about `bytes` bytes. */
const jsonOfSize = (bytes: number) => JSON.stringify({ email: 'big@example.com', password: 'p'.repeat(bytes) });

describe('unknown routes', () => {
  it('answers an unknown /api route with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', details: 'Route GET /api/no-such-thing not found' });
  });

  it('leaves the query string out of the 404 details and covers every method', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here?token=secret', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', details: 'Route POST /api/nothing/here not found' });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/categories' });
    expect(del.statusCode).toBe(404);
    expect(del.json().details).toBe('Route DELETE /api/categories not found');
  });
});

describe('malformed requests', () => {
  it('answers invalid JSON with a 400 envelope and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['details', 'message', 'statusCode']);
    expect(body.statusCode).toBe(400);
    expect(body.message).toBe('Bad Request');
    expect(typeof body.details).toBe('string');
    expect(res.body).not.toMatch(/stack|node_modules|\.ts:\d+|\.js:\d+|\n\s+at /);
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bad Request');
  });

  it("answers an unsupported content type with 415 'Unsupported Media Type'", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, message: 'Unsupported Media Type' });
  });

  it("answers a body over BODY_LIMIT_BYTES with 413 'Payload Too Large' and keeps answering", async () => {
    const big = jsonOfSize(2048);
    expect(JSON.parse(big)).toBeTruthy();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, message: 'Payload Too Large' });
    expect(res.body).not.toMatch(/stack|\n\s+at /);

    const small = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'x' } });
    expect(small.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers a path the router refuses in the envelope: a part too long (414), malformed escapes (400)', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/users/${'9'.repeat(200)}/designs` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ statusCode: 414, message: 'URI Too Long', details: 'A part of the address is too long.' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/designs/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ statusCode: 400, message: 'Bad Request', details: 'The address is not valid.' });
  });

  it('answers 413 over a real socket too, and the server keeps serving', async () => {
    const s = await createTestApp({ env: { BODY_LIMIT_BYTES: '1024' } });
    try {
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: jsonOfSize(2048) });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ statusCode: 413, message: 'Payload Too Large' });
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
      });
      expect(login.status).toBe(401);
    } finally {
      await s.close();
    }
  });
});

describe('unexpected errors', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'layout-errors-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    const database = await openDatabase({ dataDir: 'memory://' });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        callback();
      },
    });
    app = await buildApp({ config, database, logger: { level: 'error', stream } });
    app.addHook('onClose', () => database.close());
    app.get('/api/boom', async () => {
      throw new Error('connection to 10.0.0.5:5432 refused; password=hunter2');
    });
    app.get('/api/boom-503', async () => {
      throw Object.assign(new Error('upstream internals'), { statusCode: 503 });
    });
    app.get('/api/teapot', async () => {
      throw new HttpError(418, "I'm a teapot", 'Short and stout');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a thrown error with 500 and no stack or internal message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    // The request's id too, as in its header, so a user can quote it (http/requestIds.ts).
    expect(res.json()).toEqual({
      statusCode: 500,
      message: 'Internal Server Error',
      details: 'Something went wrong, please try again later.',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/hunter2|10\.0\.0\.5|stack|\n\s+at /);

    const other = await app.inject({ method: 'GET', url: '/api/boom-503' });
    expect(other.statusCode).toBe(500);
    expect(other.body).not.toContain('upstream internals');
  });

  it('logs the unexpected error, with its stack, once', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/api/boom' });
    const logged = logLines.filter((l) => (l.err as { message?: string } | undefined)?.message?.includes('hunter2'));
    expect(logged).toHaveLength(1);
    expect((logged[0]!.err as { stack?: string }).stack).toContain('Error: connection to');
  });

  it('keeps the status and envelope of a known error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/teapot' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ statusCode: 418, message: "I'm a teapot", details: 'Short and stout' });
  });

  it('keeps serving after an unexpected error', async () => {
    await app.inject({ method: 'GET', url: '/api/boom' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('public endpoints', () => {
  it('GET /api/health answers 200 {status: ok}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it("GET /api/config falls back to Layout's own pages when the company configured none", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      productName: 'Layout',
      mainWebsiteUrl: '/',
      signUpUrl: '/auth/register',
      forgotPasswordUrl: '/auth/reset-password',
      learnUrl: '/learn',
      orderUrl: '/orders/new',
      supportEmail: '',
      paymentProvider: 'test',
    });
  });

  it("GET /api/config returns the company's configured details", async () => {
    const c = await createTestApp({
      env: {
        PRODUCT_NAME: 'PrintCo Designer',
        MAIN_WEBSITE_URL: 'https://printco.example.com',
        SIGNUP_URL: 'https://printco.example.com/signup',
        FORGOT_PASSWORD_URL: 'https://printco.example.com/forgot',
        LEARN_URL: 'https://printco.example.com/learn',
        ORDER_URL: 'https://printco.example.com/order',
        SUPPORT_EMAIL: 'help@printco.example.com',
      },
    });
    try {
      const res = await c.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        productName: 'PrintCo Designer',
        mainWebsiteUrl: 'https://printco.example.com',
        signUpUrl: 'https://printco.example.com/signup',
        forgotPasswordUrl: 'https://printco.example.com/forgot',
        learnUrl: 'https://printco.example.com/learn',
        orderUrl: 'https://printco.example.com/order',
        supportEmail: 'help@printco.example.com',
        paymentProvider: 'test',
      });
    } finally {
      await c.close();
    }
  });
});
