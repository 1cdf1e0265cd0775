import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';

let t: TestApp;
let alice: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp();
});
afterAll(() => t.close());

const check = (colors: unknown, headers: Record<string, string> = alice.headers) => t.app.inject({ method: 'POST', url: '/api/print/colors', headers, payload: { colors } });

describe('POST /api/print/colors', () => {
  it('answers how the print profile prints each colour: its CMYK, the nearest printable colour and how far it is', async () => {
    const res = await check(['#000000', '#ffffff', '#00ff00', '#808080', '#4ac6e3']);
    expect(res.statusCode, res.body).toBe(200);
    const { profile, colors } = res.json();
    expect(profile).toBe('Layout Coated FOGRA39');
    const byColor = new Map(colors.map((c: { color: string }) => [c.color, c]));
    // Black text and lines print in black ink alone; paper white is no ink.
    expect(byColor.get('#000000')).toMatchObject({ cmyk: { c: 0, m: 0, y: 0, k: 100 } });
    expect(byColor.get('#ffffff')).toMatchObject({ cmyk: { c: 0, m: 0, y: 0, k: 0 }, printed: '#ffffff', difference: 0 });
    // A screen green is far outside what four inks on coated paper print; a mid grey is inside.
    expect((byColor.get('#00ff00') as { difference: number }).difference).toBeGreaterThan(10);
    expect((byColor.get('#808080') as { difference: number }).difference).toBeLessThan(1);
    expect((byColor.get('#4ac6e3') as { difference: number }).difference).toBeLessThan(5);
  });

  it('takes lowercase #rrggbb colours only, at most 200, and signed-in callers', async () => {
    expect((await check(['red'])).statusCode).toBe(422);
    expect((await check([])).statusCode).toBe(422);
    expect((await check(Array(201).fill('#000000'))).statusCode).toBe(422);
    expect((await check(['#000000'], {})).statusCode).toBe(401);
  });
});
