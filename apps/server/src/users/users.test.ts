import { MESSAGES, type ValidationDetail } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { findUserById, updateUser } from './users.queries';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let emailCounter = 0;
const freshEmail = () => `reg${++emailCounter}-${Date.now()}@example.com`;

const validForm = () => ({
  firstname: 'Rita',
  lastname: 'Register',
  email: freshEmail(),
  password: 'a good long password',
  password2: 'a good long password',
});

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/users', payload, headers });

const properties = (details: ValidationDetail[]) => details.map((d) => d.property);

function expectDetailsShape(details: unknown): asserts details is ValidationDetail[] {
  expect(Array.isArray(details)).toBe(true);
  for (const detail of details as ValidationDetail[]) {
    expect(Object.keys(detail).sort()).toEqual(['constraints', 'property']);
    expect(typeof detail.property).toBe('string');
    expect(Object.keys(detail.constraints).length).toBeGreaterThan(0);
    for (const message of Object.values(detail.constraints)) expect(typeof message).toBe('string');
  }
}

describe('POST /api/users (register)', () => {
  it("creates the account: 201 {userData} with role 'user' and no password hash", async () => {
    const form = validForm();
    const res = await register(form);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['userData']);
    expect(body.userData).toMatchObject({
      email: form.email,
      firstname: 'Rita',
      lastname: 'Register',
      role: 'user',
      country: null,
      creatorName: null,
      storagePlan: null,
      isShowHireMe: false,
      ddf: {},
    });
    expect(body.userData.id).toBeGreaterThan(0);
    expect(new Date(body.userData.createdAt).toString()).not.toBe('Invalid Date');
    expect(body.userData).not.toHaveProperty('passwordHash');
    expect(res.body).not.toContain(form.password);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: form.email, password: form.password } });
    expect(login.statusCode).toBe(200);
  });

  it('stores the e-mail lowercased and trims the names', async () => {
    const res = await register({ ...validForm(), email: '  Mixed.Case@Example.COM ', firstname: '  Sam ', lastname: ' Spade  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().userData).toMatchObject({ email: 'mixed.case@example.com', firstname: 'Sam', lastname: 'Spade' });
  });

  for (const field of ['firstname', 'lastname', 'email', 'password', 'password2'] as const) {
    it(`refuses a missing ${field} with 422 naming ${field}`, async () => {
      const form: Record<string, unknown> = validForm();
      delete form[field];
      const res = await register(form);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.statusCode).toBe(422);
      expect(body.message).toBe('Validation failed');
      expectDetailsShape(body.details);
      expect(properties(body.details)).toContain(field);
    });
  }

  it('refuses empty first and last names with their messages', async () => {
    const res = await register({ ...validForm(), firstname: '   ', lastname: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { property: 'firstname', constraints: { too_small: 'First name is required' } },
      { property: 'lastname', constraints: { too_small: 'Last name is required' } },
    ]);
  });

  it('refuses a malformed e-mail', async () => {
    const res = await register({ ...validForm(), email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ property: 'email', constraints: { invalid_format: MESSAGES.invalidEmail } }]);
  });

  it('refuses a password shorter than 8 symbols', async () => {
    const res = await register({ ...validForm(), password: 'short', password2: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ property: 'password', constraints: { too_small: 'Password has to include at least 8 symbols' } }]);
  });

  it("refuses a mismatched password2 with 'Password do not match'", async () => {
    const res = await register({ ...validForm(), password2: 'something else entirely' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      message: 'Validation failed',
      details: [{ property: 'password2', constraints: { custom: MESSAGES.passwordsDoNotMatch } }],
    });
  });

  it('refuses a registered e-mail, in any case, with 422 on email', async () => {
    const form = validForm();
    expect((await register(form)).statusCode).toBe(201);
    for (const email of [form.email, form.email.toUpperCase()]) {
      const res = await register({ ...validForm(), email });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        statusCode: 422,
        message: 'Validation failed',
        details: [{ property: 'email', constraints: { isUnique: 'This e-mail is already registered' } }],
      });
    }
  });

  it('ignores a role in the form: every new account is a user', async () => {
    const res = await register({ ...validForm(), role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json().userData.role).toBe('user');
  });
});

describe('GET /api/profile', () => {
  it('returns the signed-in user without the password hash', async () => {
    const me = await t.signUp({ firstname: 'Pat', lastname: 'Profile' });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(me.user);
    expect(res.json()).not.toHaveProperty('passwordHash');
    // Nor the hash under any name: the stored hash appears nowhere in the answer.
    const stored = await findUserById(t.app.db, me.user.id);
    expect(stored?.passwordHash.length).toBeGreaterThan(20);
    expect(res.body).not.toContain(stored!.passwordHash);
    expect(res.body).not.toMatch(/password|hash|token/i);
  });

  it('stores the country header when the IP gives none', async () => {
    const me = await t.signUp();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { ...me.headers, country: 'Canada' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().country).toBe('Canada');
  });

  it("answers an account whose role is still 'guest' with its own profile (spec 000 section 4), and nothing more", async () => {
    const ghost = await t.signUp({ firstname: 'Gail' });
    await updateUser(t.app.db, ghost.user.id, { role: 'guest' });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: ghost.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ghost.user.id, role: 'guest', firstname: 'Gail' });
    // The guest role still opens no route of a signed-in user.
    const designs = await t.app.inject({ method: 'GET', url: `/api/users/${ghost.user.id}/designs`, headers: ghost.headers });
    expect(designs.statusCode).toBe(403);
  });

  it('still refuses a visitor without a session with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users/:userId', () => {
  let uma: SignedUp;
  let victor: SignedUp;
  beforeAll(async () => {
    uma = await t.signUp({ firstname: 'Uma' });
    victor = await t.signUp({ firstname: 'Victor' });
  });

  const put = (who: SignedUp | null, userId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${userId}`, headers: who ? who.headers : {}, payload });

  it('updates the own profile fields, trimmed, and the profile shows them', async () => {
    const res = await put(uma, uma.user.id, {
      businessname: ' Uma Prints ',
      jobtitle: 'Owner',
      phone: '02 9999 0000',
      website: 'https://uma.example.com',
      isShowHireMe: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: uma.user.id, businessname: 'Uma Prints', jobtitle: 'Owner', phone: '02 9999 0000', isShowHireMe: true });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: uma.headers });
    expect(profile.json()).toMatchObject({ businessname: 'Uma Prints', jobtitle: 'Owner', website: 'https://uma.example.com' });
  });

  it('merges ddf with the saved fields instead of replacing them', async () => {
    expect((await put(uma, uma.user.id, { ddf: { fullName: 'Uma U.', phone: '111' } })).statusCode).toBe(200);
    const res = await put(uma, uma.user.id, { ddf: { phone: '222', email: 'uma@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().ddf).toEqual({ fullName: 'Uma U.', phone: '222', email: 'uma@example.com' });
  });

  it('refuses a field over 42 characters with 422 naming it', async () => {
    const res = await put(uma, uma.user.id, { jobtitle: 'x'.repeat(43) });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ property: 'jobtitle', constraints: { too_big: 'At most 42 characters' } }]);
    expect((await put(uma, uma.user.id, { jobtitle: 'x'.repeat(42) })).statusCode).toBe(200);
    const ddf = await put(uma, uma.user.id, { ddf: { address: 'y'.repeat(43) } });
    expect(ddf.statusCode).toBe(422);
    expect(properties(ddf.json().details)).toEqual(['ddf.address']);
  });

  it('refuses unknown fields, including role, e-mail, password and plan, with 422', async () => {
    for (const payload of [{ favouriteColour: 'blue' }, { role: 'admin' }, { email: 'x@example.com' }, { passwordHash: 'x' }, { storagePlan: 'PRO' }]) {
      const res = await put(uma, uma.user.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Validation failed');
      expectDetailsShape(res.json().details);
    }
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: uma.headers })).json();
    expect(profile).toMatchObject({ role: 'user', storagePlan: null, email: uma.email });
  });

  it("refuses to change another user's profile with 403", async () => {
    const res = await put(uma, victor.user.id, { businessname: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, message: 'Forbidden', details: 'You can only change your own profile' });
    const victorNow = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: victor.headers })).json();
    expect(victorNow.businessname).toBe('');
  });

  it('needs a token', async () => {
    const res = await put(null, uma.user.id, { businessname: 'Guest' });
    expect(res.statusCode).toBe(401);
  });

  it('lets an admin change another user, and answers 404 for a missing one', async () => {
    const admin = await t.signUp({ firstname: 'Ada' });
    await updateUser(t.app.db, admin.user.id, { role: 'admin' });
    const res = await put(admin, victor.user.id, { businessname: 'Set by admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: victor.user.id, businessname: 'Set by admin', firstname: 'Victor' });
    const missing = await put(admin, 999_999, { businessname: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Not Found', details: 'User not found' });
  });

  it('refuses a creatorName for a user with 422', async () => {
    const res = await put(uma, uma.user.id, { creatorName: 'Uma Designs' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ property: 'creatorName', constraints: { isCreator: 'Only designers have a creator name' } }]);
  });

  it('lets a user send an empty creatorName, which sets none', async () => {
    const res = await put(uma, uma.user.id, { creatorName: '', businessname: 'Uma Prints' });
    expect(res.statusCode).toBe(200);
    expect(res.json().creatorName).toBeNull();
  });

  it('refuses a creatorName for a user even when an admin sets it', async () => {
    const admin = await t.signUp();
    await updateUser(t.app.db, admin.user.id, { role: 'admin' });
    const res = await put(admin, uma.user.id, { creatorName: 'Uma By Admin' });
    expect(res.statusCode).toBe(422);
    expect(properties(res.json().details)).toEqual(['creatorName']);
  });

  it('refuses a creator name that is the address of one of the editor’s own pages (/learn, /sales, ...)', async () => {
    const quinn = await t.signUp();
    await updateUser(t.app.db, quinn.user.id, { role: 'designer' });
    for (const name of ['Learn', 'sales', 'Terms and Conditions']) {
      const res = await put(quinn, quinn.user.id, { creatorName: name });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().details).toEqual([{ property: 'creatorName', constraints: { isAvailable: 'This name is the address of a page of the editor: choose another' } }]);
    }
    expect((await put(quinn, quinn.user.id, { creatorName: 'Sales Studio' })).statusCode).toBe(200);
  });

  it('lets a designer set a creatorName that is unique across designers', async () => {
    const wendy = await t.signUp();
    const xavier = await t.signUp();
    await updateUser(t.app.db, wendy.user.id, { role: 'designer' });
    await updateUser(t.app.db, xavier.user.id, { role: 'designer' });

    const set = await put(wendy, wendy.user.id, { creatorName: ' Wendy Works ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().creatorName).toBe('Wendy Works');

    const taken = await put(xavier, xavier.user.id, { creatorName: 'Wendy Works' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      statusCode: 422,
      message: 'Validation failed',
      details: [{ property: 'creatorName', constraints: { isUnique: 'This creator name is already taken' } }],
    });

    // The creator page finds a name ignoring case, spaces and dashes, so these are taken too.
    for (const variant of ['wendy works', 'WENDY-WORKS', ' Wendy   Works']) {
      const res = await put(xavier, xavier.user.id, { creatorName: variant });
      expect(res.statusCode).toBe(422);
      expect(res.json().details).toEqual([{ property: 'creatorName', constraints: { isUnique: 'This creator name is already taken' } }]);
    }

    // Saving the own name again, or recasing it, is fine; an admin may set a designer's name.
    expect((await put(wendy, wendy.user.id, { creatorName: 'Wendy Works', website: 'https://wendy.example.com' })).statusCode).toBe(200);
    expect((await put(wendy, wendy.user.id, { creatorName: 'Wendy works' })).json().creatorName).toBe('Wendy works');
    const admin = await t.signUp();
    await updateUser(t.app.db, admin.user.id, { role: 'admin' });
    const byAdmin = await put(admin, xavier.user.id, { creatorName: 'Xavier X' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().creatorName).toBe('Xavier X');

    // An empty name clears it.
    const cleared = await put(xavier, xavier.user.id, { creatorName: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().creatorName).toBeNull();
  });
});

describe('GET /api/users/creator-data', () => {
  it('lists designers with a creatorName, sorted by name, to guests too', async () => {
    const yara = await t.signUp();
    const zane = await t.signUp();
    const nameless = await t.signUp();
    for (const who of [yara, zane, nameless]) await updateUser(t.app.db, who.user.id, { role: 'designer' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${yara.user.id}`,
      headers: yara.headers,
      payload: { creatorName: 'Aardvark Art', isShowHireMe: true, website: 'https://yara.example.com' },
    });
    await t.app.inject({ method: 'PUT', url: `/api/users/${zane.user.id}`, headers: zane.headers, payload: { creatorName: 'Zebra Studio' } });
    // A designer demoted to user keeps the name in the database but has no creator page.
    const former = await t.signUp();
    await updateUser(t.app.db, former.user.id, { role: 'designer' });
    await t.app.inject({ method: 'PUT', url: `/api/users/${former.user.id}`, headers: former.headers, payload: { creatorName: 'Former Designer' } });
    await updateUser(t.app.db, former.user.id, { role: 'user' });

    const res = await t.app.inject({ method: 'GET', url: '/api/users/creator-data' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; creatorName: string; isShowHireMe: boolean; website: string }[];
    const ids = list.map((c) => c.id);
    expect(ids).toContain(yara.user.id);
    expect(ids).toContain(zane.user.id);
    expect(ids).not.toContain(nameless.user.id);
    expect(ids).not.toContain(former.user.id);
    expect(list.find((c) => c.id === yara.user.id)).toEqual({ id: yara.user.id, creatorName: 'Aardvark Art', isShowHireMe: true, website: 'https://yara.example.com' });
    const names = list.map((c) => c.creatorName);
    expect(names).toEqual([...names].sort());
    expect(res.body).not.toContain('@example.com');
  });
});

describe('country from the IP', () => {
  const AUSTRALIAN_IP = '203.2.218.214';

  it('behind a trusted proxy, stores the country of x-forwarded-for at register and login', async () => {
    const p = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const form = validForm();
      const res = await p.app.inject({ method: 'POST', url: '/api/users', payload: form, headers: { 'x-forwarded-for': AUSTRALIAN_IP } });
      expect(res.statusCode).toBe(201);
      expect(res.json().userData.country).toBe('Australia');

      const other = validForm();
      expect((await p.app.inject({ method: 'POST', url: '/api/users', payload: other })).json().userData.country).toBeNull();
      const login = await p.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: other.email, password: other.password, country: 'New Zealand' },
        headers: { 'x-forwarded-for': AUSTRALIAN_IP },
      });
      expect(login.statusCode).toBe(200);
      // The IP wins over what the client claims.
      expect(login.json().userData.country).toBe('Australia');
    } finally {
      await p.close();
    }
  });

  it('gives null, without error, for a private address behind a trusted proxy', async () => {
    const p = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const form = validForm();
      const res = await p.app.inject({ method: 'POST', url: '/api/users', payload: form, headers: { 'x-forwarded-for': '10.1.2.3' } });
      expect(res.statusCode).toBe(201);
      expect(res.json().userData.country).toBeNull();
      const login = await p.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: form.email, password: form.password },
        headers: { 'x-forwarded-for': '192.168.0.7' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().userData.country).toBeNull();
    } finally {
      await p.close();
    }
  });

  it('ignores x-forwarded-for when TRUST_PROXY is unset', async () => {
    const form = validForm();
    const res = await register(form, { 'x-forwarded-for': AUSTRALIAN_IP });
    expect(res.statusCode).toBe(201);
    expect(res.json().userData.country).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: form.email, password: form.password },
      headers: { 'x-forwarded-for': AUSTRALIAN_IP },
    });
    expect(login.json().userData.country).toBeNull();
    const geo = await t.app.inject({ method: 'GET', url: '/api/geo/country', headers: { 'x-forwarded-for': AUSTRALIAN_IP } });
    expect(geo.json()).toEqual({ country: null });
  });
});

describe('PUT /api/users/:userId/role (an admin gives an account a role)', () => {
  const setRole = (caller: SignedUp, userId: number, role: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${userId}/role`, headers: caller.headers, payload: { role } });

  it('makes a user a designer, who may then take a creator name', async () => {
    const admin = await t.signUp();
    await updateUser(t.app.db, admin.user.id, { role: 'admin' });
    const dana = await t.signUp({ firstname: 'Dana' });
    const res = await setRole(admin, dana.user.id, 'designer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: dana.user.id, role: 'designer' });
    expect((await findUserById(t.app.db, dana.user.id))?.role).toBe('designer');
    const named = await t.app.inject({ method: 'PUT', url: `/api/users/${dana.user.id}`, headers: dana.headers, payload: { creatorName: `Dana Prints ${Date.now()}` } });
    expect(named.statusCode).toBe(200);
  });

  it('refuses non-admins, an admin’s own role, unknown roles and missing accounts, changing nothing', async () => {
    const admin = await t.signUp();
    await updateUser(t.app.db, admin.user.id, { role: 'admin' });
    const designer = await t.signUp();
    await updateUser(t.app.db, designer.user.id, { role: 'designer' });
    const user = await t.signUp();

    expect((await setRole(user, user.user.id, 'admin')).statusCode).toBe(403);
    expect((await setRole(designer, user.user.id, 'designer')).statusCode).toBe(403);
    const self = await setRole(admin, admin.user.id, 'user');
    expect(self.statusCode).toBe(422);
    expect(JSON.stringify(self.json())).toContain('You cannot change your own role');
    expect((await setRole(admin, user.user.id, 'owner')).statusCode).toBe(422);
    expect((await setRole(admin, 999_999, 'designer')).statusCode).toBe(404);
    expect((await findUserById(t.app.db, admin.user.id))?.role).toBe('admin');
    expect((await findUserById(t.app.db, user.user.id))?.role).toBe('user');
  });
});
