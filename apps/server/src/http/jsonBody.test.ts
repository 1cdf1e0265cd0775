import type { AddressInfo } from 'node:net';
import { createDesignContent } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { DEFAULT_BODY_LIMIT_BYTES, MAX_JSON_DEPTH, jsonBodyProblem, nulMessage, tooDeepMessage } from './jsonBody';

let t: TestApp;
let alice: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp();
});
afterAll(() => t?.close());

const json = { 'content-type': 'application/json' };
/** `depth` arrays inside one another. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonBodyProblem', () => {
  it('counts arrays and objects inside one another, not those side by side', () => {
    expect(jsonBodyProblem(nested(3), 3)).toBeNull();
    expect(jsonBodyProblem(nested(4), 3)).toBe('tooDeep');
    expect(jsonBodyProblem('[[1],[2],{"a":[3]},[[4]]]', 3)).toBeNull();
    expect(jsonBodyProblem('{"a":{"b":{"c":{}}}}', 3)).toBe('tooDeep');
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonBodyProblem(JSON.stringify({ text: '[[[[[[{{{{{{' }), 1)).toBeNull();
    expect(jsonBodyProblem(JSON.stringify({ text: 'a "quoted" \\ [[[[[[' }), 1)).toBeNull();
    expect(jsonBodyProblem(`{"a":"\\\\",${'['.repeat(5)}`, 3)).toBe('tooDeep');
    expect(jsonBodyProblem(JSON.stringify({ text: 'ends in a quote "', more: 'and a backslash \\', deep: [[[]]] }), 3)).toBe('tooDeep');
    expect(jsonBodyProblem(JSON.stringify({ text: 'ends in a quote "', more: 'and a backslash \\', deep: [[]] }), 3)).toBeNull();
  });

  it('finds U+0000 in a string, and only there', () => {
    expect(jsonBodyProblem(JSON.stringify({ id: 'a\u0000b' }), 8)).toBe('nul');
    expect(jsonBodyProblem(JSON.stringify({ text: 'a\\u0000b' }), 8)).toBeNull();
    expect(jsonBodyProblem(JSON.stringify({ text: 'caf\u00e9 \u0001' }), 8)).toBeNull();
    // A body holding the text \u0000 (not a NUL) somewhere reads its strings closely, and still finds the real one.
    expect(jsonBodyProblem(JSON.stringify({ text: 'a\\u0000b', id: 'c\u0000d' }), 8)).toBe('nul');
    expect(jsonBodyProblem(JSON.stringify({ text: 'a\\u0000b', id: 'cd' }), 8)).toBeNull();
  });
});

describe('JSON bodies', () => {
  it('refuses a 10 MB deeply nested body to the login with 413 before reading it, and keeps serving', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const body = nested(5 * 1024 * 1024);
    const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ statusCode: 413, message: 'Payload Too Large' });
    const next = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: alice.email, password: alice.password }) });
    expect(next.status).toBe(200);
  });

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 400 and says why`, async () => {
    const payload = `{"email":"a@example.com","password":${nested(100)}}`;
    expect(payload.length).toBeLessThan(DEFAULT_BODY_LIMIT_BYTES);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: 'Bad Request', details: tooDeepMessage });

    // At the limit the body is parsed, and the schema speaks.
    const atLimit = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: `{"email":"a@example.com","password":${nested(MAX_JSON_DEPTH - 1)}}` });
    expect(atLimit.statusCode).toBe(422);
  });

  it('refuses text holding U+0000, which the database cannot store, with 400 before any route runs', async () => {
    const password = 'correct horse battery';
    const payload = JSON.stringify({ firstname: 'A\u0000B', lastname: 'C', email: `nul-${Date.now()}@example.com`, password, password2: password });
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: 'Bad Request', details: nulMessage });
  });

  it("keeps Fastify's refusal of __proto__ keys", async () => {
    const payload = '{"email":"a@example.com","password":"x","__proto__":{"role":"admin"}}';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload });
    expect(res.statusCode).toBe(400);
  });

  it('checks the session before reading the body: a guest sending 1 MB of malformed JSON to a session route gets 401', async () => {
    const payload = `{"design": ${'x'.repeat(1024 * 1024)}`;
    const guest = await t.app.inject({ method: 'POST', url: '/api/designs', headers: json, payload });
    expect(guest.statusCode).toBe(401);
    // The same body from a signed-in user is read and parsed, and refused as malformed.
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/designs', headers: { ...json, ...alice.headers }, payload });
    expect(signedIn.statusCode).toBe(400);
  });

  it(`limits every body to ${DEFAULT_BODY_LIMIT_BYTES / 1024} KB but a saved document's`, async () => {
    const colours = Array.from({ length: 4000 }, () => ({ color: '#123456' }));
    expect(JSON.stringify(colours).length).toBeGreaterThan(DEFAULT_BODY_LIMIT_BYTES);
    const tooLarge = await t.app.inject({ method: 'POST', url: '/api/colors', headers: alice.headers, payload: colours });
    expect(tooLarge.statusCode).toBe(413);

    // A design with a 600 KB preview picture is saved, and saved again.
    const preview = `data:image/jpeg;base64,${'A'.repeat(600_000)}`;
    const created = await t.app.inject({ method: 'POST', url: '/api/designs', headers: alice.headers, payload: { name: 'Large', design: createDesignContent(), preview } });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json() as { id: number; version?: number };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/designs/${id}`,
      headers: alice.headers,
      payload: { name: 'Large', design: createDesignContent(), preview, version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preview).toBe(preview);
  });
});
