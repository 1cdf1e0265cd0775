import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './webApp';

const SCRIPT = `console.log(${JSON.stringify('a built script '.repeat(200))});`;
const PAGE = '<!doctype html><title>Layout</title><div id="root"></div>';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'layout-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(PAGE));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(SCRIPT));
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends the Brotli copy of a hashed asset to a browser that accepts it, cached for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html for the app routes, checked again on every visit', async () => {
    for (const url of ['/', '/designs/42', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(PAGE);
    }
  });

  it('answers an unknown API path with the JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
