import { describe, expect, it } from 'vitest';
import { formatCmyk, isCmykColor, parseCmyk } from './cmyk';
import { normalizeColor, parseColor, sameColor } from './color';

describe('CMYK colours are stored as device-cmyk() and stay inks (issue 26)', () => {
  it('reads percentages and CSS numbers 0 to 1, in any case, with or without an alpha', () => {
    expect(parseCmyk('device-cmyk(0% 100% 100% 0%)')).toEqual({ c: 0, m: 100, y: 100, k: 0 });
    expect(parseCmyk('DEVICE-CMYK(0.1 0.2 0.3 0.4)')).toEqual({ c: 10, m: 20, y: 30, k: 40 });
    expect(parseCmyk(' device-cmyk(12.34% 5% 0% 100% / 0.5) ')).toEqual({ c: 12.3, m: 5, y: 0, k: 100 });
  });

  it('clamps to 0..100 and is undefined for any other text', () => {
    expect(parseCmyk('device-cmyk(120% -5% 0% 0%)')).toEqual({ c: 100, m: 0, y: 0, k: 0 });
    for (const text of ['#ff0000', 'cmyk(0,1,1,0)', 'device-cmyk(0% 100% 100%)', 'device-cmyk(a b c d)', '', undefined]) {
      expect(parseCmyk(text)).toBeUndefined();
    }
    expect(isCmykColor('device-cmyk(0 0 0 1)')).toBe(true);
    expect(isCmykColor('black')).toBe(false);
  });

  it('has one spelling, percentages to a tenth', () => {
    expect(formatCmyk({ c: 0, m: 99.96, y: 12.345, k: 7 })).toBe('device-cmyk(0% 100% 12.3% 7%)');
    expect(normalizeColor('device-cmyk(0 1 1 0)')).toBe('device-cmyk(0% 100% 100% 0%)');
    expect(sameColor('device-cmyk(0 1 1 0)', 'device-cmyk(0% 100% 100% 0%)')).toBe(true);
  });

  it('is never the same colour as the screen colour its naive formula gives', () => {
    expect(parseColor('device-cmyk(0% 100% 100% 0%)')).toMatchObject({ r: 255, g: 0, b: 0, a: 1 });
    expect(sameColor('device-cmyk(0% 100% 100% 0%)', '#ff0000')).toBe(false);
    expect(normalizeColor('device-cmyk(0% 100% 100% 0% / 0)')).toBeUndefined();
  });
});
