import { describe, expect, it } from 'vitest';
import { normalizeColor, parseTypedColor, rgbToHex, sameColor } from './color';

describe('colours compare as lowercase #rrggbb (spec 001 section 4.13: one colour, one palette entry)', () => {
  it("treats '#FFF', 'white' and 'rgb(255,255,255)' as the same colour", () => {
    for (const spelling of ['#FFF', 'white', 'rgb(255,255,255)', 'WHITE', ' #ffffff ', 'rgba(255, 255, 255, 1)', 'rgb(100% 100% 100%)']) {
      expect(normalizeColor(spelling)).toBe('#ffffff');
    }
    expect(sameColor('#FFF', 'white')).toBe(true);
    expect(sameColor('rgb(255,255,255)', '#ffffff')).toBe(true);
  });

  it('expands short hex and drops alpha from long hex and rgba()', () => {
    expect(normalizeColor('#4AC')).toBe('#44aacc');
    expect(normalizeColor('#263147')).toBe('#263147');
    expect(normalizeColor('#4AC6E3CC')).toBe('#4ac6e3');
    expect(normalizeColor('rgba(74, 198, 227, 0.5)')).toBe('#4ac6e3');
    expect(normalizeColor('rgb(74 198 227 / 50%)')).toBe('#4ac6e3');
  });

  it('knows the CSS colour names', () => {
    expect(normalizeColor('coral')).toBe('#ff7f50');
    expect(normalizeColor('LightGoldenrodYellow')).toBe('#fafad2');
    expect(normalizeColor('darkslategrey')).toBe('#2f4f4f');
    expect(normalizeColor('navy')).toBe('#000080');
    expect(normalizeColor('RebeccaPurple')).toBe('#663399');
    expect(normalizeColor('grey')).toBe(normalizeColor('gray'));
  });

  it('gives no colour for none, transparent, paint references and nonsense', () => {
    for (const text of ['', 'none', 'transparent', 'url(#grad)', 'currentColor', '#12', '#ggg', 'rgb(1,2)', 'rgba(0,0,0,0)', '#ffffff00', 'blurple']) {
      expect(normalizeColor(text)).toBeUndefined();
    }
    expect(normalizeColor(undefined)).toBeUndefined();
    expect(sameColor('none', 'none')).toBe(false);
  });

  it('rounds and clamps channels', () => {
    expect(rgbToHex(255.4, -3, 300)).toBe('#ff00ff');
    expect(rgbToHex(74.5, 198, 227)).toBe('#4bc6e3');
  });
});

describe('a colour typed into a colour field', () => {
  it("takes hex digits without their '#', and every spelling normalizeColor reads", () => {
    expect(parseTypedColor('00FF00')).toBe('#00ff00');
    expect(parseTypedColor(' fff ')).toBe('#ffffff');
    expect(parseTypedColor('#123456')).toBe('#123456');
    expect(parseTypedColor('white')).toBe('#ffffff');
  });

  it('refuses what is no colour: a name of hex letters is not read as digits beyond 3 or 6 of them', () => {
    expect(parseTypedColor('0f0f')).toBeUndefined();
    expect(parseTypedColor('greenish')).toBeUndefined();
    expect(parseTypedColor('')).toBeUndefined();
  });
});
