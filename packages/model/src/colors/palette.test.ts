import { describe, expect, it } from 'vitest';
import { addColorsToPalette, colorsMissingFromPalette } from './palette';

describe('added colours join My colours as unique values (spec 001 section 4.13)', () => {
  const palette = ['#263147', '#FFFFFF'];

  it('appends new colours in order, each once, keeping the palette as it was', () => {
    expect(addColorsToPalette(palette, ['#4AC6E3', 'red', '#4ac6e3', 'rgb(255,0,0)'])).toEqual(['#263147', '#FFFFFF', '#4ac6e3', '#ff0000']);
  });

  it('does not add a colour the palette has in another spelling', () => {
    expect(addColorsToPalette(palette, ['white', '#fff', 'rgb(38,49,71)'])).toBe(palette);
  });

  it('skips texts that are no colour and returns the same palette when nothing is new', () => {
    expect(addColorsToPalette(palette, ['none', 'transparent', ''])).toBe(palette);
    expect(addColorsToPalette([], ['#000', 'black'])).toEqual(['#000000']);
  });

  it('lists only the colours to send to the server', () => {
    expect(colorsMissingFromPalette(palette, ['#fff', '#4ac6e3'])).toEqual(['#4ac6e3']);
  });

  it('keeps a colour added as inks as inks, once, apart from the screen colour of the same look (issue 26)', () => {
    const inks = 'device-cmyk(0% 100% 100% 0%)';
    const added = addColorsToPalette(['#ff0000'], ['device-cmyk(0 1 1 0)', inks, 'red']);
    expect(added).toEqual(['#ff0000', inks]);
    expect(colorsMissingFromPalette(added, ['DEVICE-CMYK(0% 100% 100% 0%)', 'device-cmyk(0% 0% 0% 100%)'])).toEqual(['device-cmyk(0% 0% 0% 100%)']);
  });
});
