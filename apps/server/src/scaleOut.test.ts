import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDesignContent } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './test/multipart';
import { type S3rverInstance, startS3rver } from './test/s3rver';
import { type ServerProcess, scratchPostgres, startServer } from './test/serverProcess';
import { jpegOf } from './uploads/pictureFixtures';

/**
 * Stateless instances (issue 25): two `npm start` processes on one PostgreSQL and one
 * S3-compatible store, each with its own empty DATA_DIR (nothing may depend on one instance's
 * disk or memory), serve one user's whole journey with every request going to the other instance
 * than the one before: register, log in, save, open, upload, export, follow the progress,
 * download, pay, log out; and the rate limits count the requests of both.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('two instances behind one load balancer', { timeout: 300_000 }, () => {
  let database: Awaited<ReturnType<typeof scratchPostgres>>;
  let s3: S3rverInstance;
  const folders: string[] = [];
  const instances: ServerProcess[] = [];
  let turn = 0;
  /** The instance the next request goes to: each in turn, as a round-robin balancer sends them. */
  const next = () => instances[turn++ % instances.length]!.url;

  beforeAll(async () => {
    database = await scratchPostgres(process.env.DATABASE_URL!, 'layout_scale');
    s3 = await startS3rver();
    const shared = { DATABASE_URL: database.url, JWT_SECRET: 'a shared secret of the deployment, 32+ characters long', ...s3.env };
    // One at a time: the first migrates the empty database.
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), `layout-instance-${i}-`));
      folders.push(dataDir);
      instances.push(await startServer({ DATA_DIR: dataDir, ...shared }));
    }
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await s3?.close();
    await database?.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, options: { token?: string; json?: unknown; body?: Uint8Array; contentType?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers['x-auth-token'] = options.token;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.contentType) headers['content-type'] = options.contentType;
    const base = next();
    const res = await fetch(`${base}${path}`, { method, headers, body: options.json !== undefined ? JSON.stringify(options.json) : options.body });
    const text = await res.text();
    return { status: res.status, base, text, json: () => JSON.parse(text) };
  };

  it('serves one journey with every request on the other instance', async () => {
    const email = `roaming-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const registered = await call('POST', '/api/users', { json: { firstname: 'Rory', lastname: 'Roams', email, password, password2: password } });
    expect(registered.status, registered.text).toBe(201);
    const login = await call('POST', '/api/auth/login', { json: { email, password } });
    expect(login.status, login.text).toBe(200);
    const { jwt: token, userData } = login.json() as { jwt: string; userData: { id: number } };
    expect(login.base).not.toBe(registered.base);

    // Saved on one, opened on the other.
    const saved = await call('POST', '/api/designs', { token, json: { name: 'Roaming card', design: createDesignContent() } });
    expect(saved.status, saved.text).toBe(201);
    const designId = saved.json().id as number;
    const opened = await call('GET', `/api/designs/${designId}`, { token });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.json().name).toBe('Roaming card');

    // Uploaded to one, served by the other from the shared bucket.
    const jpeg = await jpegOf(80, 60);
    const form = await multipartBody([{ name: 'photo.jpg', bytes: jpeg }], { fileType: 'image/jpeg' });
    const uploaded = await call('POST', '/api/images/upload', { token, body: new Uint8Array(form.payload), contentType: form.contentType });
    expect(uploaded.status, uploaded.text).toBe(201);
    const picture = await fetch(`${next()}${(uploaded.json() as { link: string }[])[0]!.link}`, { headers: { 'x-auth-token': token } });
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(jpeg)).toBe(true);

    // Exported through one (the queue: any instance's worker may draw it), progress read on the other, downloaded from the bucket.
    const exportId = crypto.randomUUID();
    const exported = await call('GET', `/api/designs/${designId}/export/pdf?isPrintResolution=true&exportId=${exportId}`, { token });
    expect(exported.status, exported.text).toBe(200);
    const progress = await call('GET', `/api/exports/${exportId}/progress`, { token });
    expect(progress.json()).toEqual({ done: 1, total: 1 });
    const file = await fetch(exported.json().signedUrl as string);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // PRO bought on the built-in provider: the checkout made on one, shown and paid on the other, the plan seen on the first.
    const plan = await call('GET', '/api/designs/create-checkout-session-billing', { token });
    expect(plan.status, plan.text).toBe(200);
    const checkoutId = (plan.json().link as string).split('/').at(-1)!;
    expect((await call('GET', `/api/payments/checkouts/${checkoutId}`, { token })).json()).toMatchObject({ status: 'open', total: 49 });
    const card = { name: 'Rory Roams', cardType: 'Visa', cardNumber: '4242424242424242', expDateMonth: '12', expDateYear: '39', csv: '123' };
    const paid = await call('POST', `/api/payments/checkouts/${checkoutId}/pay`, { token, json: card });
    expect(paid.json(), paid.text).toMatchObject({ success: true });
    expect((await call('GET', '/api/profile', { token })).json()).toMatchObject({ id: userData.id, storagePlan: 'pro' });

    // Logged out on one: the session ends on both.
    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await call('GET', `/api/designs/${designId}`, { token })).status).toBe(401);
    expect((await call('GET', `/api/designs/${designId}`, { token })).status).toBe(401);
  });

  it('counts a client’s login attempts on both instances together', async () => {
    const email = `guessed-${Date.now()}@example.com`;
    // Ten wrong passwords a minute per account (config/rateLimitSettings.ts), spread over both.
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push((await call('POST', '/api/auth/login', { json: { email, password: 'wrong password' } })).status);
    expect(answers.slice(0, 10).every((status) => status === 401 || status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
