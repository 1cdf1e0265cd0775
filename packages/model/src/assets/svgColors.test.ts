import { describe, expect, it } from 'vitest';
import { normalizeColor } from '../colors/color';
import { normalizeSvgColor, replaceSvgColors, svgForVariant, variantWithColors } from './svgColors';

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

describe('CMYK colours in artwork (issue 26): the document keeps the inks, the screen draws its own colour for them', () => {
  const cmyk = 'device-cmyk(0% 100% 100% 0%)';
  const onScreen = (color: string) => (color === cmyk ? '#e3001b' : color);

  it('maps every colour the user gave the artwork, leaving the link, the keys and the border width', () => {
    const variant = {
      link: '/a.svg',
      colorReplacements: { '#00ff00': cmyk, '#0000ff': '#123456' },
      fill: cmyk,
      stroke: { color: cmyk, width: 2, boxWidth: 100 },
    };
    expect(variantWithColors(variant, onScreen)).toEqual({
      link: '/a.svg',
      colorReplacements: { '#00ff00': '#e3001b', '#0000ff': '#123456' },
      fill: '#e3001b',
      stroke: { color: '#e3001b', width: 2, boxWidth: 100 },
    });
    expect(variantWithColors({ link: '/b.svg' }, onScreen)).toEqual({ link: '/b.svg' });
  });

  it('writes the screen colour into the SVG text where the document holds the inks', () => {
    const svg = '<svg width="10" height="10"><path fill="#00ff00"/></svg>';
    const drawn = svgForVariant(svg, variantWithColors({ link: '/a.svg', colorReplacements: { '#00ff00': cmyk } }, onScreen));
    expect(drawn).toBe('<svg width="10" height="10"><path fill="#e3001b"/></svg>');
  });
});
