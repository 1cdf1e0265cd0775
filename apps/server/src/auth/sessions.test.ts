import { MESSAGES } from '@layout/model';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import type { Mail, Mailer } from '../mail/mailer';
import { WRONG_CURRENT_PASSWORD } from './passwords.service';
import { resetMailsSent } from './resetMail';
import { sweepExpired } from './sessions';
import { redirectTokens, sessions } from './sessions.table';

/** Mail kept in memory: these tests only need the reset links. */
const sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer, env: { PUBLIC_URL: 'http://layout.test' } });
});
afterAll(() => t?.close());

const INVALID = { statusCode: 401, message: 'Unauthorized', details: 'Invalid or expired token' };

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: { 'x-auth-token': token } });
const login = async (who: SignedUp, password = who.password) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password } });
/** A second session of the same account, as from another browser. */
const anotherSession = async (who: SignedUp) => (await login(who)).json().jwt as string;
const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-auth-token': token } });
const changePassword = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { 'x-auth-token': token }, payload });

async function resetToken(who: SignedUp): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: who.email } });
  expect(res.statusCode).toBe(201);
  await resetMailsSent(t.app.mailer);
  const mail = sent.findLast((m) => m.to === who.email)!;
  return /\/auth\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
}
const confirmReset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm', payload: { token, password, password2: password } });

describe('logout ends the session', () => {
  it('refuses the token after POST /api/auth/logout, and only that session', async () => {
    const amy = await t.signUp();
    const other = await anotherSession(amy);
    expect((await profile(amy.token)).statusCode).toBe(200);

    const res = await logout(amy.token);
    expect(res.statusCode).toBe(204);
    expect((await profile(amy.token)).json()).toEqual(INVALID);
    expect((await logout(amy.token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('a session token is only as good as its stored session', () => {
  it('refuses a correctly signed token that names no stored session', async () => {
    const ben = await t.signUp();
    const unstored = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(ben.user.id))
      .setJti('never-issued')
      .setAudience('layout-session')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await profile(unstored)).json()).toEqual(INVALID);
  });

  it('refuses a token whose session row has expired, and the sweep deletes that row', async () => {
    const cleo = await t.signUp();
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, cleo.user.id));
    expect((await profile(cleo.token)).json()).toEqual(INVALID);
    await sweepExpired(t.app.db);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, cleo.user.id))).toEqual([]);
  });
});

describe('a password reset ends every session and every other reset link of the account', () => {
  it('logs out all sessions and refuses the older link', async () => {
    const dan = await t.signUp();
    const other = await anotherSession(dan);
    const older = await resetToken(dan);
    const newer = await resetToken(dan);
    expect(newer).not.toBe(older);

    expect((await confirmReset(newer, 'dan new password')).statusCode).toBe(200);
    expect((await profile(dan.token)).json()).toEqual(INVALID);
    expect((await profile(other)).json()).toEqual(INVALID);
    const stale = await confirmReset(older, 'someone elses password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().details).toBe(MESSAGES.resetLinkInvalid);
    expect((await login(dan, 'dan new password')).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const eve = await t.signUp();
    const other = await anotherSession(eve);
    const link = await resetToken(eve);
    const res = await changePassword(eve.token, { currentPassword: eve.password, password: 'eve new password', password2: 'eve new password' });
    expect(res.statusCode).toBe(200);

    expect((await profile(eve.token)).statusCode).toBe(200);
    expect((await profile(other)).json()).toEqual(INVALID);
    expect((await login(eve)).statusCode).toBe(401);
    expect((await login(eve, 'eve new password')).statusCode).toBe(200);
    // A reset link sent before the change no longer works.
    expect((await confirmReset(link, 'a password from the link')).statusCode).toBe(400);
  });

  it('refuses a wrong current password with 422 on currentPassword and changes nothing', async () => {
    const finn = await t.signUp();
    const other = await anotherSession(finn);
    const res = await changePassword(finn.token, { currentPassword: 'not my password', password: 'finn new password', password2: 'finn new password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      message: 'Validation failed',
      details: [{ property: 'currentPassword', constraints: { isCorrect: WRONG_CURRENT_PASSWORD } }],
    });
    expect((await profile(other)).statusCode).toBe(200);
    expect((await login(finn)).statusCode).toBe(200);
  });

  it("uses the register form's rules for the new password", async () => {
    const gus = await t.signUp();
    const mismatch = await changePassword(gus.token, { currentPassword: gus.password, password: 'first password', password2: 'other password' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().details).toEqual([{ property: 'password2', constraints: { custom: MESSAGES.passwordsDoNotMatch } }]);
    const short = await changePassword(gus.token, { currentPassword: gus.password, password: 'short', password2: 'short' });
    expect(short.json().details).toEqual([{ property: 'password', constraints: { too_small: 'Password has to include at least 8 symbols' } }]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('redirect tokens work once', () => {
  const issue = async (who: SignedUp) => (await t.app.inject({ method: 'GET', url: '/api/auth/redirect-token', headers: who.headers })).json().jwt as string;
  const exchange = (jwt: string) => t.app.inject({ method: 'POST', url: '/api/auth/handle-redirect-token', payload: { jwt } });

  it('refuses the second exchange of the same token with 401', async () => {
    const hal = await t.signUp();
    const token = await issue(hal);
    const first = await exchange(token);
    expect(first.statusCode).toBe(200);
    expect((await profile(first.json().jwt)).statusCode).toBe(200);
    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID);
  });

  it('lets only one of two simultaneous exchanges through', async () => {
    const ida = await t.signUp();
    const token = await issue(ida);
    const answers = await Promise.all([exchange(token), exchange(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a token whose stored row has expired, and the sweep deletes it', async () => {
    const jo = await t.signUp();
    const token = await issue(jo);
    await t.app.db
      .update(redirectTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redirectTokens.userId, jo.user.id));
    expect((await exchange(token)).json()).toEqual(INVALID);
    await sweepExpired(t.app.db);
    expect(await t.app.db.select().from(redirectTokens).where(eq(redirectTokens.userId, jo.user.id))).toEqual([]);
  });
});
