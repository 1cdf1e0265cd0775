import type { Product } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';

/**
 * How a product prints (issue 26): admins choose the colours of its Print Ready PDF, RGB or CMYK,
 * with PATCH /api/products/:id; everyone reads the choice in GET /api/products. What the export
 * makes of it: exports/printColors.test.ts.
 */
let t: TestApp;
let admin: SignedUp;
let designer: SignedUp;
let user: SignedUp;
let flyers: Product;

const products = async () => (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
const patch = (id: number, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  t = await createTestApp();
  [admin, designer, user] = [await t.signUp(), await t.signUp(), await t.signUp()];
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  await updateUser(t.app.db, designer.user.id, { role: 'designer' });
  flyers = (await products()).find((p) => p.name === 'Flyers')!;
});
afterAll(() => t?.close());

describe('PATCH /api/products/:id', () => {
  it('lets an admin print a product in CMYK and back in RGB, answering the product; everyone reads it in GET /api/products', async () => {
    const res = await patch(flyers.id, { printColors: 'cmyk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...flyers, printColors: 'cmyk' });
    const listed = await products();
    expect(listed.find((p) => p.id === flyers.id)!.printColors).toBe('cmyk');
    // The other products keep theirs.
    expect(listed.filter((p) => p.id !== flyers.id).every((p) => p.printColors === 'rgb')).toBe(true);
    expect((await patch(flyers.id, { printColors: 'rgb' })).json().printColors).toBe('rgb');
    expect((await products()).find((p) => p.id === flyers.id)!.printColors).toBe('rgb');
  });

  it('refuses everyone but admins: 401 for a guest, 403 for a user and a designer, and changes nothing', async () => {
    expect((await patch(flyers.id, { printColors: 'cmyk' }, {})).statusCode).toBe(401);
    expect((await patch(flyers.id, { printColors: 'cmyk' }, user.headers)).statusCode).toBe(403);
    expect((await patch(flyers.id, { printColors: 'cmyk' }, designer.headers)).statusCode).toBe(403);
    expect((await products()).find((p) => p.id === flyers.id)!.printColors).toBe('rgb');
  });

  it('takes RGB or CMYK only, and nothing else of the product (422); an unknown product is 404', async () => {
    for (const payload of [{ printColors: 'CMYK' }, { printColors: 'lab' }, {}, { printColors: 'cmyk', name: 'Renamed' }]) {
      const res = await patch(flyers.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await products()).find((p) => p.id === flyers.id)).toEqual(flyers);
    const missing = await patch(999_999, { printColors: 'cmyk' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details).toBe('Product not found');
  });
});
