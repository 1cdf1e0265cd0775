import { describe, expect, it } from 'vitest';
import { colorName } from './cmyk';
import { readTypedInks, typedInksOf } from './typedInks';

const typed = (c: string, m: string, y: string, k: string) => ({ c, m, y, k });

describe('a colour typed as inks in the colour pickers (issue 26)', () => {
  it('reads four percentages into the one spelling of a CMYK colour', () => {
    expect(readTypedInks(typed('0', '100', '100', '0'))).toEqual({ ok: true, color: 'device-cmyk(0% 100% 100% 0%)' });
    expect(readTypedInks(typed(' 12.34 ', '5%', '0,5', '.5'))).toEqual({ ok: true, color: 'device-cmyk(12.3% 5% 0.5% 0.5%)' });
    expect(readTypedInks(typed('100', '100', '100', '100'))).toEqual({ ok: true, color: 'device-cmyk(100% 100% 100% 100%)' });
  });

  it('names every field that is not a number from 0 to 100 and gives no colour', () => {
    expect(readTypedInks(typed('0', '120', '100', '0'))).toEqual({ ok: false, wrong: ['m'], message: 'M must be a number from 0 to 100' });
    expect(readTypedInks(typed('', 'abc', '-5', '0'))).toEqual({ ok: false, wrong: ['c', 'm', 'y'], message: 'C, M and Y must be numbers from 0 to 100' });
    expect(readTypedInks(typed('1e2', '0', '0', '100.01'))).toEqual({ ok: false, wrong: ['c', 'k'], message: 'C and K must be numbers from 0 to 100' });
  });

  it('shows the inks of a CMYK colour and empty fields for a screen colour', () => {
    expect(typedInksOf('device-cmyk(0% 100% 12.5% 0%)')).toEqual(typed('0', '100', '12.5', '0'));
    expect(typedInksOf('#ff0000')).toEqual(typed('', '', '', ''));
    expect(typedInksOf(undefined)).toEqual(typed('', '', '', ''));
  });

  it('names a CMYK colour by its inks and any other colour as written', () => {
    expect(colorName('device-cmyk(0% 100% 100% 0%)')).toBe('C 0 M 100 Y 100 K 0');
    expect(colorName('device-cmyk(0.1 0.2 0.3 0.4)')).toBe('C 10 M 20 Y 30 K 40');
    expect(colorName('#4ac6e3')).toBe('#4ac6e3');
  });
});
