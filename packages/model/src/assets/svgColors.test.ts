import { describe, expect, it } from 'vitest';
import { normalizeColor } from '../colors/color';
import { normalizeSvgColor, replaceSvgColors } from './svgColors';

describe('one reading of colours for the palette and for the artwork', () => {
  it('replaces a named colour the palette offers, under the key the palette gives it', () => {
    const svg = '<svg><path fill="coral"/><rect style="stroke: RebeccaPurple"/></svg>';
    const replacements = { [normalizeColor('coral')!]: '#000000', [normalizeColor('rebeccapurple')!]: '#ffffff' };
    expect(replaceSvgColors(svg, replacements)).toBe('<svg><path fill="#000000"/><rect style="stroke: #ffffff"/></svg>');
  });

  it('reads every CSS colour name, and any spelling of one colour, as the palette does', () => {
    for (const spelling of ['coral', 'Coral', '#FF7F50', 'rgb(255, 127, 80)', 'rgb(255 127 80)', 'rgba(255,127,80,1)']) {
      expect(normalizeSvgColor(spelling), spelling).toBe(normalizeColor('coral'));
    }
    // Unlike the palette, artwork keeps transparency apart: a half-transparent red is not red.
    expect(normalizeSvgColor('rgba(255, 0, 0, 0.5)')).toBe('#ff000080');
    expect(normalizeSvgColor('none')).toBe('none');
  });
});
