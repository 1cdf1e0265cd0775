import { type ColorEntry, MAX_COLORS_PER_REQUEST, colorEntrySchema } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { MAX_COLORS_PER_USER } from './colors.service';

let t: TestApp;
let admin: SignedUp;
let ann: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ann, bob] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
});
afterAll(() => t.close());

const add = (who: SignedUp | null, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/colors', headers: who?.headers ?? {}, payload: payload as object });
const list = async (who: SignedUp, userId = who.user.id) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${userId}/colors`, headers: who.headers })).json() as ColorEntry[];

describe('brand colours', () => {
  it('adds colours normalised to #rrggbb, once each, and lists them in the order added', async () => {
    const first = await add(ann, [{ color: '#FF0000' }, { color: 'rgb(0, 128, 0)' }, { color: 'navy' }, { color: '#f00' }]);
    expect(first.statusCode).toBe(201);
    const entries = (first.json() as unknown[]).map((e) => colorEntrySchema.parse(e));
    expect(entries.map((e) => e.color)).toEqual(['#ff0000', '#008000', '#000080']);

    // A colour already kept answers its existing entry; nothing is added twice.
    const again = (await add(ann, [{ color: ' #ff0000 ' }, { color: '#4ac6e3' }])).json() as ColorEntry[];
    expect(again[0]).toEqual(entries[0]);
    expect((await list(ann)).map((e) => e.color)).toEqual(['#ff0000', '#008000', '#000080', '#4ac6e3']);
  });

  it('keeps a colour added as inks as inks (issue 26), in one spelling, apart from the screen colour of the same look', async () => {
    const dora = await t.signUp();
    const res = await add(dora, [
      { color: 'device-cmyk(0% 100% 100% 0%)' },
      { color: 'DEVICE-CMYK(0 1 1 0)' },
      { color: '#ff0000' },
      { color: 'device-cmyk(100% 100% 100% 100%)' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as ColorEntry[]).map((e) => e.color)).toEqual(['device-cmyk(0% 100% 100% 0%)', '#ff0000', 'device-cmyk(100% 100% 100% 100%)']);
    expect((await list(dora)).map((e) => e.color)).toEqual(['device-cmyk(0% 100% 100% 0%)', '#ff0000', 'device-cmyk(100% 100% 100% 100%)']);
    // Three inks are no colour.
    expect((await add(dora, [{ color: 'device-cmyk(0% 100% 100%)' }])).statusCode).toBe(422);
  });

  it('keeps each user’s colours apart; an admin may read anyone’s, another user may not', async () => {
    await add(bob, [{ color: '#ff0000' }]);
    expect((await list(bob)).map((e) => e.color)).toEqual(['#ff0000']);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/users/${ann.user.id}/colors`, headers: bob.headers });
    expect(foreign.statusCode).toBe(403);
    expect((await list(admin, ann.user.id)).length).toBeGreaterThan(0);
  });

  it('refuses what is not a list of colours, naming the entry', async () => {
    const bad = await add(ann, [{ color: '#ff0000' }, { color: 'javascript:alert(1)' }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      { property: '1.color', constraints: { custom: 'Not a colour: use #rrggbb, #rgb, rgb(r, g, b), a colour name or device-cmyk(C% M% Y% K%)' } },
    ]);
    expect((await add(ann, [])).statusCode).toBe(422);
    expect((await add(ann, { color: '#ff0000' })).statusCode).toBe(422);
    expect((await add(ann, [{ colour: '#ff0000' }])).statusCode).toBe(422);
    const tooMany = Array.from({ length: MAX_COLORS_PER_REQUEST + 1 }, (_, i) => ({ color: `#0000${i.toString(16).padStart(2, '0')}` }));
    expect((await add(ann, tooMany)).statusCode).toBe(422);
  });

  it(`keeps at most ${MAX_COLORS_PER_USER} colours per user`, async () => {
    const carol = await t.signUp();
    const colours = Array.from({ length: MAX_COLORS_PER_USER }, (_, i) => `#${(i * 4111).toString(16).padStart(6, '0')}`);
    for (let start = 0; start < colours.length; start += MAX_COLORS_PER_REQUEST) {
      expect(
        (
          await add(
            carol,
            colours.slice(start, start + MAX_COLORS_PER_REQUEST).map((color) => ({ color })),
          )
        ).statusCode,
      ).toBe(201);
    }
    const over = await add(carol, [{ color: '#fefefe' }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().details).toBe(`You can keep at most ${MAX_COLORS_PER_USER} brand colours; delete some to add more`);
    // Sending a colour already kept is still fine.
    expect((await add(carol, [{ color: colours[0]! }])).statusCode).toBe(201);
  });

  it('deletes the owner’s colour; another user gets 404', async () => {
    const [entry] = (await add(ann, [{ color: '#123456' }])).json() as ColorEntry[];
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/colors/${entry!.id}`, headers: bob.headers });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'DELETE', url: `/api/colors/${entry!.id}`, headers: ann.headers });
    expect(own.statusCode).toBe(200);
    expect((await list(ann)).some((e) => e.id === entry!.id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/colors/${entry!.id}`, headers: ann.headers })).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await add(null, [{ color: '#ff0000' }])).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ann.user.id}/colors` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/colors/1' })).statusCode).toBe(401);
  });
});
