import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { parseRateRule } from '../config/rateLimitSettings';
import type { Mailer } from '../mail/mailer';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { waitText } from './rateLimits';

const quietMailer: Mailer = { send: async () => {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    mailer: quietMailer,
    env: {
      RATE_LIMIT_FACTOR: '1',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3/1m',
      RATE_LIMIT_LOGIN_PER_IP: '5/1m',
      RATE_LIMIT_REGISTER_PER_IP: '4/1h',
      RATE_LIMIT_RESET_REQUEST_PER_ACCOUNT: '2/1h',
      RATE_LIMIT_RESET_CONFIRM_PER_IP: '2/15m',
      RATE_LIMIT_REDIRECT_EXCHANGE_PER_IP: '2/1m',
      RATE_LIMIT_UPLOAD_PER_ACCOUNT: '2/10m',
      RATE_LIMIT_EXPORT_PER_ACCOUNT: '1/10m',
    },
  });
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const from = (remoteAddress: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, remoteAddress, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The 429 every limit answers: the spec's envelope, a sentence with the wait, and Retry-After. */
function expectTooMany(res: Awaited<ReturnType<typeof from>>, what: string, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['details', 'message', 'statusCode']);
  expect(body.statusCode).toBe(429);
  expect(body.message).toBe('Too Many Requests');
  expect(body.details).toMatch(new RegExp(`^Too many ${what}\\. Please wait \\d+ (second|minute)s? and try again\\.$`));
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds).toBe(true);
}

describe('login is limited per e-mail and per address', () => {
  const attempt = (ip: string, email: string) => from(ip, 'POST', '/api/auth/login', { email, password: 'guessing' });

  it('refuses the fourth attempt on one e-mail, whatever its case, while others still get through', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1', 'victim@example.com')).statusCode).toBe(401);
    expectTooMany(await attempt('10.0.0.1', ' VICTIM@example.com'), 'login attempts', 60);
    // The e-mail's count follows it to another address.
    expectTooMany(await attempt('10.0.0.2', 'victim@example.com'), 'login attempts', 60);
    // The first address has made 4 attempts of its 5: one more e-mail gets an answer, then none.
    expect((await attempt('10.0.0.1', 'someone.else@example.com')).statusCode).toBe(401);
    expectTooMany(await attempt('10.0.0.1', 'a.third@example.com'), 'login attempts', 60);
  });
});

describe('register is limited per address', () => {
  it('refuses the fifth sign-up from one address, counted before the body is even read', async () => {
    for (let i = 0; i < 4; i++) expect((await from('10.0.1.1', 'POST', '/api/users', {})).statusCode).toBe(422);
    expectTooMany(await from('10.0.1.1', 'POST', '/api/users', {}), 'sign-ups', 3600);
    expect((await from('10.0.1.2', 'POST', '/api/users', {})).statusCode).toBe(422);
  });
});

describe('password reset is limited', () => {
  it('limits requests per e-mail the same whether or not an account has it', async () => {
    const request = (ip: string, email: string) => from(ip, 'POST', '/api/auth/reset-password', { email });
    for (const email of ['nobody@example.com', 'ghost@example.com']) {
      expect((await request('10.0.2.1', email)).statusCode).toBe(201);
      expect((await request('10.0.2.2', email)).statusCode).toBe(201);
      expectTooMany(await request('10.0.2.3', email), 'password reset requests', 3600);
    }
  });

  it('limits link checks per address', async () => {
    const confirm = () => from('10.0.3.1', 'POST', '/api/auth/reset-password/confirm', { token: 'made-up', password: 'new password', password2: 'new password' });
    expect((await confirm()).statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(400);
    expectTooMany(await confirm(), 'password reset attempts', 900);
  });

  it('limits redirect-token exchanges per address', async () => {
    const exchange = () => from('10.0.4.1', 'POST', '/api/auth/handle-redirect-token', { jwt: 'made.up.token' });
    expect((await exchange()).statusCode).toBe(401);
    expect((await exchange()).statusCode).toBe(401);
    expectTooMany(await exchange(), 'sign-in links', 60);
  });
});

describe('uploads and exports are limited per account', () => {
  let ann: SignedUp;
  let bob: SignedUp;
  beforeAll(async () => {
    ann = await t.signUp();
    bob = await t.signUp();
  });

  it('refuses an account its third upload in the window, from any address, but not another account', async () => {
    // An empty multipart body: refused by the route, but counted like any upload.
    const upload = (ip: string, who: SignedUp, url = '/api/images/upload') =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { ...who.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
    expect((await upload('10.0.5.1', ann)).statusCode).not.toBe(429);
    expect((await upload('10.0.5.1', ann, '/api/logos/upload')).statusCode).not.toBe(429);
    expectTooMany(await upload('10.0.5.2', ann, '/api/fonts'), 'uploads', 600);
    expect((await upload('10.0.5.1', bob, '/api/svgs')).statusCode).not.toBe(429);
  });

  it('counts a guest out by the session check, not the limit', async () => {
    const res = await from('10.0.5.3', 'POST', '/api/images/upload');
    expect(res.statusCode).toBe(401);
  });

  it('refuses an account its second export in the window', async () => {
    const exportOne = () => from('10.0.6.1', 'GET', '/api/designs/999999/export/png', undefined, ann.headers);
    // Refused by the route (no such design), but counted like any export.
    expect((await exportOne()).statusCode).not.toBe(429);
    expectTooMany(await exportOne(), 'exports', 600);
    const many = await from('10.0.6.1', 'POST', '/api/designs/export', { designsToExport: [] }, ann.headers);
    expect(many.statusCode).toBe(429);
    expect((await from('10.0.6.1', 'GET', '/api/designs/999999/export/png', undefined, bob.headers)).statusCode).not.toBe(429);
  });
});

describe('rate-limit settings', () => {
  it('reads COUNT/WINDOW, or off', () => {
    expect(parseRateRule('10/1m')).toEqual({ max: 10, windowMs: 60_000 });
    expect(parseRateRule('5/h')).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(parseRateRule(' 3 / 30s ')).toEqual({ max: 3, windowMs: 30_000 });
    expect(parseRateRule('off')).toBeNull();
    for (const bad of ['10', '10/1y', 'ten/1m', '0/1m', '10/0m']) expect(() => parseRateRule(bad)).toThrow();
  });

  it('are on by default, with the documented limits', () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir });
    expect(config.rateLimits?.login).toEqual({ perIp: { max: 30, windowMs: 60_000 }, perAccount: { max: 10, windowMs: 60_000 } });
    expect(config.rateLimits?.register).toEqual({ perIp: { max: 5, windowMs: 3_600_000 }, perAccount: null });
  });

  it('refuse a malformed limit at start, and RATE_LIMITS=false turns them off', () => {
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, RATE_LIMIT_LOGIN_PER_IP: 'lots' })).toThrow(/RATE_LIMIT_LOGIN_PER_IP/);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, RATE_LIMITS: 'false' }).rateLimits).toBeNull();
    expect(loadConfig({ DATA_DIR: t.config.dataDir, RATE_LIMIT_FACTOR: '100' }).rateLimits?.register.perIp?.max).toBe(500);
  });

  it('say how long to wait in seconds or minutes', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(600)).toBe('10 minutes');
    expect(waitText(3599)).toBe('60 minutes');
  });
});
