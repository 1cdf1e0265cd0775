import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_FAMILY, defaultTextConfig } from '../assets/text';
import { doc, page, text } from '../testing/fixtures';
import { addedAssets, findAsset } from '../ops/collection';
import { ptToPx } from '../units';
import { addStyledText, applyTextStyle, combinationStyles, defaultTextStyles, fontCombinationSchema, textStyleSchema, type TextStyle } from './styles';

const style = (name: TextStyle['name'], over: Partial<TextStyle> = {}) => ({ ...defaultTextStyles().find((s) => s.name === name)!, ...over });
const config = (content: ReturnType<typeof doc>) => (findAsset(content, 't') as Extract<ReturnType<typeof findAsset>, { type: 'text' }>).textConfig;

describe('default text styles (spec 001 section 9)', () => {
  it('sizes h1 26, h2 22, h3 18, subTitle 14, body1 9, captionText 7, boxedText 12 pt, line height 1.3, default font', () => {
    const styles = defaultTextStyles();
    expect(styles.map((s) => [s.name, s.size])).toEqual([
      ['h1', 26],
      ['h2', 22],
      ['h3', 18],
      ['subTitle', 14],
      ['body1', 9],
      ['captionText', 7],
      ['boxedText', 12],
    ]);
    expect(styles.every((s) => s.lineHeight === 1.3 && s.letterSpacing === 0 && s.fontId === 0)).toBe(true);
  });
});

describe('text style and font combination schemas (spec 001 section 3)', () => {
  it('accepts the seven style names and refuses others', () => {
    expect(textStyleSchema.parse({ name: 'captionText', fontId: 4, size: 7 })).toEqual({
      name: 'captionText',
      fontId: 4,
      size: 7,
      lineHeight: 1.3,
      letterSpacing: 0,
      fontWeight: 'normal',
      fontStyle: 'normal',
    });
    expect(textStyleSchema.safeParse({ name: 'h4', fontId: 0, size: 7 }).success).toBe(false);
  });

  it('keeps sizes, line height and spacing within the steppers (0-180 pt, 1-3, -10 to 10)', () => {
    expect(textStyleSchema.safeParse({ name: 'h1', fontId: 0, size: 181 }).success).toBe(false);
    expect(textStyleSchema.safeParse({ name: 'h1', fontId: 0, size: 26, lineHeight: 3.1 }).success).toBe(false);
    expect(textStyleSchema.safeParse({ name: 'h1', fontId: 0, size: 26, letterSpacing: -10.5 }).success).toBe(false);
  });

  it('reads a font combination with numeric weights', () => {
    const combo = fontCombinationSchema.parse({ id: 3, name: 'Classic', order: 1, textStyles: [{ name: 'h1', fontId: 7, size: 30, fontWeight: 700 }] });
    expect(combo.textStyles[0]).toMatchObject({ fontWeight: 700, lineHeight: 1.3 });
  });
});

describe('choosing a text style sets font, size, line height, letter spacing, boxed flag and bold/italic (spec 001 section 4.13)', () => {
  const content = doc(page('p', text({ id: 't', text: 'Hello', fill: '#263147' })));

  it('applies H1: 26 pt, 1.3, bold, default font; keeps words and colour', () => {
    const next = config(applyTextStyle(content, { assetId: 't', style: style('h1') }));
    expect(next).toMatchObject({ fontId: 0, fontFamily: DEFAULT_FONT_FAMILY, fontSize: 26, lineHeight: 1.3, letterSpacing: 0, fontStyle: ['bold'] });
    expect(next).toMatchObject({ text: 'Hello', fill: '#263147', isBoxed: false, padding: 0 });
  });

  it('boxed text sets isBoxed with padding 2 and 12 pt; another style removes the box', () => {
    const boxed = applyTextStyle(content, { assetId: 't', style: style('boxedText') });
    expect(config(boxed)).toMatchObject({ isBoxed: true, padding: 2, fontSize: 12, backgroundColor: '#4ac6e3' });
    expect(config(applyTextStyle(boxed, { assetId: 't', style: style('body1') }))).toMatchObject({ isBoxed: false, padding: 0, fontSize: 9 });
  });

  it("keeps a boxed text's own box colour", () => {
    const own = doc(page('p', text({ id: 't', textConfig: defaultTextConfig({ backgroundColor: '#ff0000' }) })));
    expect(config(applyTextStyle(own, { assetId: 't', style: style('boxedText') })).backgroundColor).toBe('#ff0000');
  });

  it("uses a combination's font and spacing; bold and italic only on the default font", () => {
    const custom = style('h2', { fontId: 7, size: 24, lineHeight: 1.5, letterSpacing: 0.4, fontWeight: 'bold', fontStyle: 'italic' });
    expect(config(applyTextStyle(content, { assetId: 't', style: custom, fontFamily: 'Lobster' }))).toMatchObject({
      fontId: 7,
      fontFamily: 'Lobster',
      fontSize: 24,
      lineHeight: 1.5,
      letterSpacing: 0.4,
      fontStyle: [],
    });
    expect(config(applyTextStyle(content, { assetId: 't', style: { ...custom, fontId: 0 } })).fontStyle).toEqual(['bold', 'italic']);
  });

  it('falls back to the default font when the style font has no known family', () => {
    const next = config(applyTextStyle(content, { assetId: 't', style: style('h3', { fontId: 9 }) }));
    expect(next).toMatchObject({ fontId: 0, fontFamily: DEFAULT_FONT_FAMILY, fontSize: 18 });
  });

  it('returns the same content when the text already has the style, or the asset is no text', () => {
    const once = applyTextStyle(content, { assetId: 't', style: style('h1') });
    expect(applyTextStyle(once, { assetId: 't', style: style('h1') })).toBe(once);
    expect(applyTextStyle(content, { assetId: 'missing', style: style('h1') })).toBe(content);
  });
});

describe('adding texts in a premade font combination (Text panel, spec 001 section 2.3)', () => {
  const lobster = (name: TextStyle['name'], over: Partial<TextStyle> = {}) => style(name, { fontId: 12, fontWeight: 'normal', ...over });
  const combination = { textStyles: [lobster('h1', { size: 30, letterSpacing: 1, lineHeight: 1.2 }), lobster('boxedText', { size: 14 })] };

  it('a combination gives all seven styles in order, the defaults standing in for any it lacks', () => {
    const styles = combinationStyles(combination);
    expect(styles.map((s) => s.name)).toEqual(['h1', 'h2', 'h3', 'subTitle', 'body1', 'captionText', 'boxedText']);
    expect(styles[0]).toMatchObject({ fontId: 12, size: 30 });
    expect(styles[1]).toEqual(defaultTextStyles()[1]);
    expect(combinationStyles(null)).toEqual(defaultTextStyles());
  });

  it('the added text takes the style’s font, size, spacing and sample words, its box as tall as its line', () => {
    const before = doc(page('p'));
    const after = addStyledText(before, { pageId: 'p', style: combinationStyles(combination)[0]!, fontFamily: 'Lobster' });
    const [added] = addedAssets(before, after);
    expect(added?.type).toBe('text');
    if (added?.type !== 'text') return;
    expect(added.textConfig).toMatchObject({ text: 'Heading 1', fontId: 12, fontFamily: 'Lobster', fontSize: 30, lineHeight: 1.2, letterSpacing: 1, fontStyle: [] });
    expect(added.height).toBeCloseTo(ptToPx(30) * 1.2);
    expect({ x: added.x, y: added.y }).toEqual({ x: 50, y: 50 });
  });

  it('boxed text is boxed with padding 2; a stored font whose family is unknown falls back to the default font', () => {
    const before = doc(page('p'));
    const after = addStyledText(before, { pageId: 'p', style: combinationStyles(combination)[6]!, text: 'Sale' });
    const [added] = addedAssets(before, after);
    if (added?.type !== 'text') throw new Error('no text added');
    expect(added.textConfig).toMatchObject({ text: 'Sale', isBoxed: true, padding: 2, fontId: 0, fontFamily: DEFAULT_FONT_FAMILY, fontSize: 14 });
    expect(added.height).toBeCloseTo(ptToPx(14) * 1.3 + 4);
  });

  it('without a combination the default styles add what addTextAsset adds (bold headings)', () => {
    const before = doc(page('p'));
    const [added] = addedAssets(before, addStyledText(before, { pageId: 'p', style: defaultTextStyles()[0]! }));
    if (added?.type !== 'text') throw new Error('no text added');
    expect(added.textConfig).toMatchObject({ fontId: 0, fontSize: 26, fontStyle: ['bold'] });
  });
});
