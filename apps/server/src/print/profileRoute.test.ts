import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shippedOutputProfile } from '@layout/render/outputProfile';
import { afterAll, describe, expect, it } from 'vitest';
import { pressProfile } from '../exports/testing';
import { type TestApp, createTestApp } from '../test/test-app';

const dir = mkdtempSync(join(tmpdir(), 'layout-profile-route-'));
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  rmSync(dir, { recursive: true, force: true });
});
async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env });
  apps.push(t);
  return t;
}
const profileOf = (t: TestApp, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/print/profile', headers });

describe('GET /api/print/profile: the print profile for the editor’s screen colours (issue 26)', () => {
  it('answers Layout’s own profile to anyone, signed in or not, with an ETag a browser asks again with', async () => {
    const t = await appWith();
    const res = await profileOf(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.iccprofile');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.rawPayload.equals(Buffer.from(shippedOutputProfile().bytes))).toBe(true);
    const again = await profileOf(t, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await profileOf(t, { 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it('answers the print company’s profile when PRINT_ICC_PROFILE names one, under another ETag', async () => {
    const file = join(dir, 'press.icc');
    writeFileSync(file, pressProfile('Press 7 Gloss'));
    const [own, press] = await Promise.all([appWith(), appWith({ PRINT_ICC_PROFILE: file })]);
    const res = await profileOf(press);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pressProfile('Press 7 Gloss'))).toBe(true);
    expect(res.headers.etag).not.toBe((await profileOf(own)).headers.etag);
  });
});
