import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';

/**
 * Request ids (issue 25, requestIds.ts): every answer carries x-request-id, the proxy's when sane,
 * else a new UUID; the same id is in every log line of the request, and in a server fault's body.
 */
let app: FastifyInstance;
let dataDir: string;
const logLines: Record<string, unknown>[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'layout-request-ids-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_LIBRARIES: 'false' });
  const database = await openDatabase({ dataDir: 'memory://' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      callback();
    },
  });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  app.addHook('onClose', () => database.close());
  app.get('/api/boom', async (request) => {
    request.log.info('about to fail');
    throw new Error('the disk is on fire');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, requestId?: string) => app.inject({ method: 'GET', url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

describe('x-request-id', () => {
  it('is made afresh (a UUID) for a request that brings none, a new one each time', async () => {
    const first = await get('/api/health');
    const second = await get('/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('echoes a sane id from the proxy: printable, at most 128 characters', async () => {
    for (const id of ['proxy-1234:abc', 'Root=1-67891233-abcdef012345678912345678', 'a b/c+d=', 'x'.repeat(128)]) {
      expect((await get('/api/health', id)).headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an id that is too long or not printable', async () => {
    for (const id of ['x'.repeat(129), 'tab\there', 'caf\u00e9']) {
      expect((await get('/api/health', id)).headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is on every answer: refusals, unknown routes and the router’s own refusals', async () => {
    const unauthorized = await get('/api/users/1/designs', 'trace-401');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['x-request-id']).toBe('trace-401');
    const missing = await get('/api/no-such-thing', 'trace-404');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-404');
    const tooLong = await get(`/api/designs/${'9'.repeat(200)}`, 'trace-414');
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers['x-request-id']).toBe('trace-414');
    const malformed = await get('/api/designs/%E0%A4%A', 'trace-400');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['x-request-id']).toBe('trace-400');
  });

  it('is in a server fault’s body, and in every log line of that request', async () => {
    logLines.length = 0;
    const fault = await get('/api/boom', 'trace-500');
    expect(fault.statusCode).toBe(500);
    expect(fault.headers['x-request-id']).toBe('trace-500');
    expect(fault.json()).toMatchObject({ statusCode: 500, requestId: 'trace-500' });
    const made = await get('/api/boom');
    expect(made.json().requestId).toBe(made.headers['x-request-id']);

    const ofRequest = logLines.filter((line) => line.reqId === 'trace-500');
    expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'about to fail', 'server error', 'request completed']));
    // Fastify's own lines and the handler's alike: no line of the request without its id.
    expect(logLines.filter((line) => line.msg === 'about to fail' && line.reqId !== 'trace-500' && line.reqId !== made.headers['x-request-id'])).toEqual([]);
  });
});
