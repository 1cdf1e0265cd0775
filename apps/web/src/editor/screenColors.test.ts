import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screenColor, useScreenColors } from './screenColors';

const profileBytes = readFileSync(new URL('../../../../packages/render/profiles/LayoutCoatedFOGRA39.icc', import.meta.url));
const fetched: string[] = [];
vi.stubGlobal('fetch', async (url: string) => {
  fetched.push(url);
  return new Response(profileBytes);
});
afterAll(() => vi.unstubAllGlobals());

const RED_INKS = 'device-cmyk(0% 100% 100% 0%)';

describe('document colours on screen (issue 26)', () => {
  it('passes screen colours as they are and loads nothing for them', () => {
    for (const color of ['#4ac6e3', 'red', 'transparent', '']) expect(screenColor(color)).toBe(color);
    expect(fetched).toEqual([]);
  });

  it('shows inks by the naive formula at first, then through the print profile once it has loaded (a new function, so views draw again)', async () => {
    const before = useScreenColors.getState().toScreen;
    expect(screenColor(RED_INKS)).toBe('#ff0000');
    await vi.waitFor(() => expect(useScreenColors.getState().profile).toBe('Layout Coated FOGRA39'), { timeout: 10_000 });
    expect(useScreenColors.getState().toScreen).not.toBe(before);
    // Magenta and yellow at 100 % on coated paper: a red duller than the screen's, as the press prints it.
    const shown = screenColor(RED_INKS);
    expect(shown).toMatch(/^#[0-9a-f]{6}$/);
    expect(shown).not.toBe('#ff0000');
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(shown.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(80);
    expect(screenColor('device-cmyk(0% 0% 0% 0%)')).toBe('#ffffff');
    expect(screenColor('#4ac6e3')).toBe('#4ac6e3');
    // Loaded once, whatever was asked meanwhile.
    expect(fetched).toEqual(['/api/print/profile']);
  });
});
