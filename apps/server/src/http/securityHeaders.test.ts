import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';
import { type TestApp, createTestApp } from '../test/test-app';
import { contentSecurityPolicy, inlineScriptHashes } from './securityHeaders';

// The app reads WEB_DIST when app.ts is first imported: a built page of our own, with an inline script.
const dist = vi.hoisted(() => {
  const path = `${process.env.TMPDIR ?? '/tmp'}/layout-csp-test-${process.pid}`;
  process.env.WEB_DIST = path;
  return path;
});
const SCRIPT = 'window.started=1';
const PAGE = `<!doctype html><title>Layout</title><script>${SCRIPT}</script><script type="module" src="/assets/app.js"></script><div id="root"></div>`;

let t: TestApp;

beforeAll(async () => {
  mkdirSync(`${dist}/assets`, { recursive: true });
  writeFileSync(`${dist}/index.html`, PAGE);
  writeFileSync(`${dist}/assets/app.js`, 'export {}');
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

function expectCommonHeaders(headers: Record<string, string | string[] | number | undefined>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('the app shell: a CSP without inline script or eval, its start-up script allowed by hash', async () => {
    for (const url of ['/', '/designs/new']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PAGE);
      expectCommonHeaders(res.headers);
      const csp = directives(res.headers['content-security-policy']);
      const hash = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
      // WebAssembly may be compiled (Little CMS, for CMYK colours on screen); JavaScript is never evaluated.
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(String(res.headers['content-security-policy'])).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*;\s*script|script-src[^;]*unsafe-inline/);
    }
  });

  it('the API: its answers, errors included', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/profile', 401],
      ['/api/no-such-route', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expectCommonHeaders(res.headers);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('an export download: private, never kept by a shared cache', async () => {
    const key = 'exports/5d0a3c1e-7b7e-4c55-9d55-0a1b2c3d4e5f.pdf';
    await t.app.storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    const link = await t.app.storage.downloadUrl(key, { expiresInSeconds: 60, fileName: 'card.pdf' });
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expectCommonHeaders(res.headers);
  });
});

describe('contentSecurityPolicy', () => {
  const base = { DATA_DIR: process.env.TMPDIR ?? '/tmp' };

  it('adds the storage public address, Unsplash and Dropbox only where configured', () => {
    const plain = contentSecurityPolicy(loadConfig(base), []);
    expect(plain['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(plain['connect-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(plain['upgrade-insecure-requests']).toBeUndefined();

    const full = contentSecurityPolicy(
      loadConfig({
        ...base,
        S3_BUCKET: 'files',
        S3_PUBLIC_URL: 'https://cdn.example.com/layout',
        UNSPLASH_ACCESS_KEY: 'key',
        DROPBOX_APP_KEY: 'k',
        DROPBOX_APP_SECRET: 's',
        PUBLIC_URL: 'https://layout.example.com',
      }),
      [],
    );
    expect(full['img-src']).toEqual(expect.arrayContaining(['https://cdn.example.com', 'https://images.unsplash.com', 'https://*.dropboxusercontent.com']));
    expect(full['font-src']).toContain('https://cdn.example.com');
    expect(full['connect-src']).toContain('https://cdn.example.com');
    expect(full['upgrade-insecure-requests']).toEqual([]);
  });

  it('hashes inline scripts only, exactly as written', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script>\n b() </script>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n b() ')]);
  });
});
