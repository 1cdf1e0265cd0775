import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { newFileKey } from './keys';
import { createLocalStorage } from './localStorage';
import { isValidKey } from './storage';

describe('storage keys', () => {
  it('accepts the keys newFileKey makes and refuses ones that could escape the store', () => {
    expect(isValidKey(newFileKey('images', 'PNG'))).toBe(true);
    expect(newFileKey('images', '.PNG')).toMatch(/^images\/[0-9a-f-]{36}\.png$/);
    for (const bad of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '', '.hidden', 'a/b\\c', 'a b']) expect(isValidKey(bad)).toBe(false);
  });
});

describe('local storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'layout-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = createLocalStorage(root, '/api/files');

  it('keeps, returns and deletes a file; missing files are null', async () => {
    await storage.put('fonts/a.ttf', Buffer.from('abc'), 'font/ttf');
    expect(await storage.get('fonts/a.ttf')).toEqual({ body: Buffer.from('abc'), contentType: 'font/ttf' });
    expect(storage.url('fonts/a.ttf')).toBe('/api/files/fonts/a.ttf');
    await storage.delete('fonts/a.ttf');
    await storage.delete('fonts/a.ttf');
    expect(await storage.get('fonts/a.ttf')).toBeNull();
    expect(await storage.get('../x')).toBeNull();
    await expect(storage.put('../x', Buffer.from(''), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('GET /api/files/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a stored file for good, with CORS open and scripts shut off', async () => {
    await t.app.storage.put('images/x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const response = await t.app.inject({ method: 'GET', url: '/api/files/images/x.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('does not serve an export: those go out only through their signed, expiring download link', async () => {
    await t.app.storage.put('exports/0b7c3f5e-1d2a-4c41-9a8e-5b6f7a8b9c0d.pdf', Buffer.from('%PDF-'), 'application/pdf');
    const response = await t.app.inject({ method: 'GET', url: '/api/files/exports/0b7c3f5e-1d2a-4c41-9a8e-5b6f7a8b9c0d.pdf' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a missing file or a key that tries to leave the store', async () => {
    for (const url of ['/api/files/images/none.png', '/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/images/../../jwt-secret']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
