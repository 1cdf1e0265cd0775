import { describe, expect, it } from 'vitest';
import { loadDefaultFamily } from '../fonts/node';
import type { FontLike } from './font';
import { layoutText, measureTextHeight } from './layout';
import { advanceOf, config, px } from './testing';

// The shipped Roboto file, read once; expected widths come from fontkit directly (advanceOf).
const roboto = (await loadDefaultFamily()).regular;

const SIZE = px(12);
const lineTexts = (text: string, width: number, overrides = {}) => layoutText({ textConfig: config({ text, ...overrides }), width }, roboto).lines.map((l) => l.text);

describe('wrapping', () => {
  it('fills a line with as many words as fit the box width, then wraps at a space', () => {
    const two = advanceOf(roboto, 'abc abc', SIZE);
    expect(lineTexts('abc abc abc abc abc', two + 0.5)).toEqual(['abc abc', 'abc abc', 'abc']);
    expect(lineTexts('abc abc abc abc abc', two - 0.5)).toEqual(['abc', 'abc', 'abc', 'abc', 'abc']);
  });

  it('keeps a line exactly as wide as the box', () => {
    expect(lineTexts('alpha beta gamma', advanceOf(roboto, 'alpha beta', SIZE))).toEqual(['alpha beta', 'gamma']);
    expect(lineTexts('alpha beta gamma', advanceOf(roboto, 'alpha beta', SIZE) - 0.01)[0]).toBe('alpha');
  });

  it('keeps a short paragraph on one line when it fits shaped whole, kerning across spaces included', () => {
    // A font of 500-unit glyphs that kerns a space after 'V' to 100 units: 'AV V' is 1,600 units
    // shaped whole, 2,000 measured word by word ('AV' + ' V').
    const kerning: FontLike = {
      unitsPerEm: 1000,
      ascent: 800,
      descent: -200,
      underlinePosition: -100,
      underlineThickness: 50,
      layout: (text) => {
        const chars = [...text];
        return {
          glyphs: chars.map((c) => ({ id: c.codePointAt(0)!, codePoints: [c.codePointAt(0)!] })),
          positions: chars.map((c, i) => ({ xAdvance: c === ' ' && chars[i - 1] === 'V' ? 100 : 500, xOffset: 0, yOffset: 0 })),
        };
      },
    };
    const unit = SIZE / 1000;
    const lines = (width: number) => layoutText({ textConfig: config({ text: 'AV V' }), width }, kerning).lines.map((l) => l.text);
    expect(lines(1700 * unit)).toEqual(['AV V']);
    expect(lines(1500 * unit)).toEqual(['AV', 'V']);
  });

  it('starts a new paragraph at every newline, keeping empty lines', () => {
    expect(lineTexts('one\n\ntwo three', 1000)).toEqual(['one', '', 'two three']);
    expect(lineTexts('one\r\ntwo', 1000)).toEqual(['one', 'two']);
  });

  it('breaks a word longer than the line between characters', () => {
    const width = advanceOf(roboto, 'abcdefgh', SIZE) + 0.1;
    const lines = lineTexts('xx abcdefghijklmnopqrstuvwxyz', width);
    expect(lines[0]).toBe('xx');
    expect(lines.slice(1).join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(lines[1]).toBe('abcdefgh');
    for (const line of lines) expect(advanceOf(roboto, line, SIZE)).toBeLessThanOrEqual(width);
  });

  it('puts at least one character on a line narrower than any character', () => {
    expect(lineTexts('abc', 1)).toEqual(['a', 'b', 'c']);
  });

  it('upper-cases before laying out, so widths are those of the capitals', () => {
    const layout = layoutText({ textConfig: config({ text: 'Hello world', isUpperCase: true }), width: 1000 }, roboto);
    expect(layout.lines[0]!.text).toBe('HELLO WORLD');
    expect(layout.lines[0]!.width).toBeCloseTo(advanceOf(roboto, 'HELLO WORLD', SIZE), 6);
  });
});

describe('horizontal positions', () => {
  const width = 400;
  const line = (align: 'left' | 'center' | 'right', padding = 0) => layoutText({ textConfig: config({ text: 'Heading', align, padding }), width }, roboto).lines[0]!;
  const w = () => advanceOf(roboto, 'Heading', SIZE);

  it('left: the line starts at the padding', () => {
    expect(line('left').x).toBe(0);
    expect(line('left', 10).x).toBe(10);
  });

  it('center: the line is centred in the inner width', () => {
    expect(line('center').x).toBeCloseTo((width - w()) / 2, 6);
    expect(line('center', 10).x).toBeCloseTo(10 + (width - 20 - w()) / 2, 6);
  });

  it('right: the line ends at the inner right edge', () => {
    expect(line('right').x).toBeCloseTo(width - w(), 6);
    expect(line('right', 10).x + w()).toBeCloseTo(width - 10, 6);
  });

  it('glyphs advance by the font advances with kerning (AV is tighter than A + V)', () => {
    const glyphs = layoutText({ textConfig: config({ text: 'AVA' }), width }, roboto).lines[0]!.glyphs;
    expect(glyphs[1]!.x).toBeCloseTo(advanceOf(roboto, 'AV', SIZE) - advanceOf(roboto, 'V', SIZE), 6);
    expect(glyphs[1]!.x).toBeLessThan(advanceOf(roboto, 'A', SIZE));
    expect(glyphs.map((g) => g.codePoints[0])).toEqual([0x41, 0x56, 0x41]);
  });
});

describe('justify', () => {
  const text = 'one two three four five six seven';
  const width = advanceOf(roboto, 'one two three four', SIZE) + 5;
  const layout = () => layoutText({ textConfig: config({ text: `${text}\nlast one`, align: 'justify' }), width }, roboto);

  it('stretches every line but the last of a paragraph to the full width through its spaces', () => {
    const [first, , last] = layout().lines;
    expect(first!.text).toBe('one two three four');
    const natural = advanceOf(roboto, 'one two three four', SIZE);
    expect(first!.wordSpacing).toBeCloseTo((width - natural) / 3, 6);
    expect(first!.width).toBeCloseTo(width, 6);
    const lastGlyph = first!.glyphs.at(-1)!;
    expect(lastGlyph.x + lastGlyph.advance).toBeCloseTo(width, 6);
    // "four" starts after three stretched gaps.
    const four = first!.glyphs[first!.glyphs.length - 4]!;
    expect(four.x).toBeCloseTo(advanceOf(roboto, 'one two three ', SIZE) + 3 * first!.wordSpacing, 6);
    expect(last!.text).toBe('last one');
    expect(last!.wordSpacing).toBe(0);
  });

  it('leaves the last line of each paragraph left aligned', () => {
    const lines = layout().lines;
    const paragraphEnd = lines[1]!;
    expect(paragraphEnd.text).toBe('five six seven');
    expect(paragraphEnd.wordSpacing).toBe(0);
    expect(paragraphEnd.x).toBe(0);
    expect(paragraphEnd.width).toBeCloseTo(advanceOf(roboto, 'five six seven', SIZE), 6);
  });
});

describe('letter spacing', () => {
  it('adds the spacing after every character, widening the line', () => {
    const spaced = layoutText({ textConfig: config({ text: 'Layout', letterSpacing: 3 }), width: 1000 }, roboto).lines[0]!;
    expect(spaced.width).toBeCloseTo(advanceOf(roboto, 'Layout', SIZE) + 6 * 3, 6);
    // 'y' starts after L and a, each with its kerned advance (a's includes the a-y pair) + 3 px.
    expect(spaced.glyphs[2]!.x).toBeCloseTo(advanceOf(roboto, 'Lay', SIZE) - advanceOf(roboto, 'y', SIZE) + 2 * 3, 6);
  });

  it('wraps earlier once spacing makes the words wider than the box', () => {
    const width = advanceOf(roboto, 'alpha beta', SIZE) + 1;
    expect(lineTexts('alpha beta', width)).toEqual(['alpha beta']);
    expect(lineTexts('alpha beta', width, { letterSpacing: 2 })).toEqual(['alpha', 'beta']);
  });
});

describe('vertical metrics', () => {
  it('spaces baselines by font size x line height and sizes the box to the lines', () => {
    const layout = layoutText({ textConfig: config({ text: 'a\nb\nc', lineHeight: 1.5 }), width: 200 }, roboto);
    const lineHeight = SIZE * 1.5;
    expect(layout.lines[1]!.y - layout.lines[0]!.y).toBeCloseTo(lineHeight, 6);
    expect(layout.lines[2]!.y - layout.lines[1]!.y).toBeCloseTo(lineHeight, 6);
    expect(layout.height).toBeCloseTo(3 * lineHeight, 6);
  });

  it('puts the first baseline half the leading below the top, plus the ascent', () => {
    const layout = layoutText({ textConfig: config({ text: 'a', lineHeight: 1.3 }), width: 200 }, roboto);
    const scale = SIZE / roboto.unitsPerEm;
    const contentHeight = (roboto.ascent - roboto.descent) * scale;
    expect(layout.lines[0]!.y).toBeCloseTo((SIZE * 1.3 - contentHeight) / 2 + roboto.ascent * scale, 6);
  });

  it('an empty text still has one line of height', () => {
    expect(measureTextHeight({ textConfig: config({ text: '' }), width: 200 }, roboto)).toBeCloseTo(SIZE * 1.3, 6);
  });
});

describe('boxed text', () => {
  it('lays lines out in width - 2 x padding and adds the padding around them', () => {
    const padding = 8;
    const text = 'alpha beta gamma';
    const inner = advanceOf(roboto, 'alpha beta', SIZE) + 0.5;
    const layout = layoutText({ textConfig: config({ text, padding }), width: inner + 2 * padding }, roboto);
    expect(layout.innerWidth).toBeCloseTo(inner, 6);
    expect(layout.lines.map((l) => l.text)).toEqual(['alpha beta', 'gamma']);
    expect(layout.lines[0]!.x).toBe(padding);
    expect(layout.height).toBeCloseTo(2 * SIZE * 1.3 + 2 * padding, 6);
    const unboxed = layoutText({ textConfig: config({ text }), width: inner }, roboto);
    expect(layout.lines[0]!.y - unboxed.lines[0]!.y).toBeCloseTo(padding, 6);
  });
});

describe('decorations', () => {
  it('underlines each line from the font post table and strikes through from OS/2', () => {
    const layout = layoutText({ textConfig: config({ text: 'a\nbb', textDecoration: ['underline', 'line-through'] }), width: 200 }, roboto);
    const scale = SIZE / roboto.unitsPerEm;
    const [underline, strike] = layout.decorations;
    expect(layout.decorations).toHaveLength(4);
    expect(underline!.thickness).toBeCloseTo(roboto.underlineThickness * scale, 6);
    expect(underline!.y + underline!.thickness / 2).toBeCloseTo(layout.lines[0]!.y - roboto.underlinePosition * scale, 6);
    expect(strike!.y).toBeCloseTo(layout.lines[0]!.y - roboto['OS/2'].yStrikeoutPosition * scale, 6);
    expect(strike!.thickness).toBeCloseTo(roboto['OS/2'].yStrikeoutSize * scale, 6);
    expect(layout.decorations[2]!.width).toBeCloseTo(advanceOf(roboto, 'bb', SIZE), 6);
  });
});
