import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@layout/model';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSmtpServer, mailHeader, mailText, resetLinkIn, startSmtpServer } from '../test/mail';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { users } from '../users/users.table';
import { passwordResets } from './password-resets.table';
import { resetMailsSent } from './resetMail';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://layout.test' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
const profile = (token?: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: token === undefined ? {} : { 'x-auth-token': token } });

describe('POST /api/auth/login', () => {
  it('stores passwords with argon2id at OWASP’s settings, and re-hashes an older hash at the next login', async () => {
    const bob = await t.signUp({ firstname: 'Bob', lastname: 'Older' });
    const hashOf = async () => (await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, bob.user.id)))[0]!.hash;
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    // A hash from before (the library's defaults) still lets its owner in, and is replaced.
    const older = await argon2.hash(bob.password, { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    await t.app.db.update(users).set({ passwordHash: older }).where(eq(users.id, bob.user.id));
    expect((await login({ email: bob.email, password: bob.password })).statusCode).toBe(200);
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await login({ email: bob.email, password: bob.password })).statusCode).toBe(200);
  });

  it('returns {jwt, userData} and never a password hash', async () => {
    const alice = await t.signUp({ firstname: 'Alice', lastname: 'Archer' });
    const res = await login({ email: alice.email, password: alice.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['jwt', 'userData']);
    expect(typeof body.jwt).toBe('string');
    expect(body.userData).toMatchObject({ id: alice.user.id, email: alice.email, firstname: 'Alice', lastname: 'Archer', role: 'user' });
    expect(body.userData).not.toHaveProperty('passwordHash');
    expect(body.userData).not.toHaveProperty('password');
    expect(res.body).not.toMatch(/argon2/);
    expect(res.body).not.toContain(alice.password);

    const me = await profile(body.jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(alice.user.id);
  });

  it('answers an unknown e-mail and a wrong password with the identical 401', async () => {
    const bob = await t.signUp();
    const unknown = await login({ email: 'nobody-here@example.com', password: bob.password });
    const wrong = await login({ email: bob.email, password: 'not the password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ statusCode: 401, message: 'Unauthorized', details: MESSAGES.invalidCredentials });
    expect(wrong.body).toBe(unknown.body);
  });

  it('treats the e-mail case-insensitively', async () => {
    const carol = await t.signUp({ email: 'Carol.Case@Example.COM' });
    expect(carol.user.email).toBe('carol.case@example.com');
    const res = await login({ email: '  CAROL.case@example.com ', password: carol.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.id).toBe(carol.user.id);
  });

  it('stores the country the client sends when the IP has none', async () => {
    const dave = await t.signUp();
    const res = await login({ email: dave.email, password: dave.password, country: 'New Zealand' });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.country).toBe('New Zealand');
  });

  it('refuses an empty password with 422 naming the field', async () => {
    const res = await login({ email: 'someone@example.com', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.map((d: { property: string }) => d.property)).toEqual(['password']);
  });
});

describe('session tokens on GET /api/profile', () => {
  let erin: SignedUp;
  beforeAll(async () => {
    erin = await t.signUp();
  });

  it('needs a token: none is 401', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'Unauthorized', details: 'Authentication required' });
  });

  it('refuses a garbage token with 401', async () => {
    for (const token of ['garbage', 'a.b.c', `${erin.token}x`]) {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: 'Unauthorized', details: 'Invalid or expired token' });
    }
  });

  it('refuses an expired token with 401', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(erin.user.id))
      .setAudience('layout-session')
      .setIssuedAt(past - 3600)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await profile(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().details).toBe('Invalid or expired token');
  });

  it('refuses a token signed with another secret with 401', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(erin.user.id))
      .setAudience('layout-session')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('refuses the token of a deleted user with 401', async () => {
    const gone = await t.signUp();
    expect((await profile(gone.token)).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.id, gone.user.id));
    const res = await profile(gone.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().details).toBe('Invalid or expired token');
  });
});

describe('the session guard runs before validation', () => {
  it('answers 401, not 422, to a guest or a bad token sending an invalid body', async () => {
    const requests = [
      { method: 'PUT' as const, url: '/api/users/1', payload: { notAField: true } },
      { method: 'POST' as const, url: '/api/designs', payload: { design: 'not a design' } },
      { method: 'PUT' as const, url: '/api/designs/1', payload: { name: '' } },
      { method: 'GET' as const, url: '/api/users/abc/designs' },
    ];
    for (const request of requests) {
      for (const headers of [{}, { 'x-auth-token': 'garbage' }]) {
        const res = await t.app.inject({ ...request, headers });
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
      }
    }
  });
});

describe('the redirect-token handshake', () => {
  it('GET /api/auth/redirect-token needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/redirect-token' });
    expect(res.statusCode).toBe(401);
  });

  it('POST /api/auth/handle-redirect-token exchanges a redirect token for {jwt, userData}', async () => {
    const frank = await t.signUp();
    const issued = await t.app.inject({ method: 'GET', url: '/api/auth/redirect-token', headers: frank.headers });
    expect(issued.statusCode).toBe(200);
    const redirectToken = issued.json().jwt as string;
    expect(redirectToken).not.toBe(frank.token);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/handle-redirect-token', payload: { jwt: redirectToken } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['jwt', 'userData']);
    expect(body.userData).toMatchObject({ id: frank.user.id, email: frank.email });
    expect(body.userData).not.toHaveProperty('passwordHash');
    expect((await profile(body.jwt)).json().id).toBe(frank.user.id);
  });

  it('does not accept a session token as a redirect token', async () => {
    const gina = await t.signUp();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/handle-redirect-token', payload: { jwt: gina.token } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'Unauthorized', details: 'Invalid or expired token' });
  });

  it('does not accept a redirect token as a session token', async () => {
    const hank = await t.signUp();
    const redirectToken = (await t.app.inject({ method: 'GET', url: '/api/auth/redirect-token', headers: hank.headers })).json().jwt;
    expect((await profile(redirectToken)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/redirect-token', headers: { 'x-auth-token': redirectToken } });
    expect(again.statusCode).toBe(401);
  });

  it('refuses the redirect token of a deleted user', async () => {
    const ivy = await t.signUp();
    const redirectToken = (await t.app.inject({ method: 'GET', url: '/api/auth/redirect-token', headers: ivy.headers })).json().jwt;
    await t.app.db.delete(users).where(eq(users.id, ivy.user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/handle-redirect-token', payload: { jwt: redirectToken } });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset over SMTP', () => {
  /** Asks for a reset link; the mail goes out after the answer, so this also waits for it. */
  const requestReset = async (email: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } });
    await resetMailsSent(t.app.mailer);
    return res;
  };
  const confirm = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm', payload });

  /** Requests a reset for `who` and returns the link from the e-mail the SMTP server received. */
  async function resetLinkFor(who: SignedUp): Promise<URL> {
    const before = smtp.received.length;
    const res = await requestReset(who.email);
    expect(res.statusCode).toBe(201);
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([who.email]);
    return resetLinkIn(mail.raw);
  }

  it('e-mails a single-use link that sets a new password', async () => {
    const jack = await t.signUp({ firstname: 'Jack' });
    const link = await resetLinkFor(jack);
    const mail = smtp.received.at(-1)!;
    expect(mailHeader(mail.raw, 'Subject')).toBe('Reset your Layout password');
    expect(mailHeader(mail.raw, 'To')).toContain(jack.email);
    expect(mailText(mail.raw)).toContain('Hello Jack,');
    expect(link.origin).toBe('http://layout.test');
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);

    const newPassword = 'a brand new password';
    const res = await confirm({ token, password: newPassword, password2: newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed. You can log in now.' });

    const withNew = await login({ email: jack.email, password: newPassword });
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json().userData.id).toBe(jack.user.id);
    const withOld = await login({ email: jack.email, password: jack.password });
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json().details).toBe(MESSAGES.invalidCredentials);

    const second = await confirm({ token, password: 'yet another password', password2: 'yet another password' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ statusCode: 400, message: 'Bad Request', details: MESSAGES.resetLinkInvalid });
    expect((await login({ email: jack.email, password: newPassword })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends no mail', async () => {
    const kate = await t.signUp();
    const before = smtp.received.length;
    const known = await requestReset(kate.email);
    expect(smtp.received.length).toBe(before + 1);
    const unknown = await requestReset('no-account-here@example.com');
    expect(smtp.received.length).toBe(before + 1);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ message: 'If an account exists for this e-mail, a link to reset the password has been sent.' });
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const leo = await t.signUp({ email: 'leo.lower@example.com' });
    const before = smtp.received.length;
    expect((await requestReset('LEO.Lower@Example.com')).statusCode).toBe(201);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([leo.email]);
  });

  it('refuses an expired link with 400 and keeps the old password', async () => {
    const mia = await t.signUp();
    const token = (await resetLinkFor(mia)).searchParams.get('token')!;
    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.userId, mia.user.id));
    const res = await confirm({ token, password: 'too late password', password2: 'too late password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: 'Bad Request', details: MESSAGES.resetLinkInvalid });
    expect((await login({ email: mia.email, password: mia.password })).statusCode).toBe(200);
  });

  it('refuses a made-up token with 400', async () => {
    const res = await confirm({ token: 'not-a-real-token', password: 'whatever password', password2: 'whatever password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toBe(MESSAGES.resetLinkInvalid);
  });

  it("refuses a mismatched password2 with 422 'Password do not match' and leaves the link usable", async () => {
    const ned = await t.signUp();
    const token = (await resetLinkFor(ned)).searchParams.get('token')!;
    const res = await confirm({ token, password: 'first new password', password2: 'second new password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      message: 'Validation failed',
      details: [{ property: 'password2', constraints: { custom: MESSAGES.passwordsDoNotMatch } }],
    });
    const ok = await confirm({ token, password: 'first new password', password2: 'first new password' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a short new password with 422 naming password', async () => {
    const res = await confirm({ token: 'whatever', password: 'short', password2: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0]).toEqual({
      property: 'password',
      constraints: { too_small: 'Password has to include at least 8 symbols' },
    });
  });

  it('refuses a malformed e-mail with 422 naming email', async () => {
    const before = smtp.received.length;
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ property: 'email', constraints: { invalid_format: MESSAGES.invalidEmail } }]);
    expect(smtp.received.length).toBe(before);
  });
});

describe('password reset without SMTP (outbox)', () => {
  let o: TestApp;
  beforeAll(async () => {
    o = await createTestApp({ env: { PUBLIC_URL: 'http://layout.test' } });
  });
  afterAll(() => o?.close());

  const outboxFiles = () => {
    try {
      return readdirSync(join(o.config.dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };

  it('writes one .eml file with the link into DATA_DIR/outbox, and none for an unknown e-mail', async () => {
    const olga = await o.signUp();
    expect(outboxFiles()).toEqual([]);
    const res = await o.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: olga.email } });
    expect(res.statusCode).toBe(201);
    await resetMailsSent(o.app.mailer);
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(o.config.dataDir, 'outbox', files[0]!), 'utf8');
    expect(mailHeader(raw, 'To')).toContain(olga.email);
    const link = resetLinkIn(raw);
    expect(link.origin).toBe('http://layout.test');

    await o.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: 'ghost@example.com' } });
    await resetMailsSent(o.app.mailer);
    expect(outboxFiles()).toHaveLength(1);

    const token = link.searchParams.get('token')!;
    const confirmed = await o.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, password: 'outbox new password', password2: 'outbox new password' },
    });
    expect(confirmed.statusCode).toBe(200);
    const relog = await o.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: olga.email, password: 'outbox new password' } });
    expect(relog.statusCode).toBe(200);
  });
});
