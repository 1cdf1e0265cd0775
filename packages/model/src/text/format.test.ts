import { describe, expect, it } from 'vitest';
import { type TextConfig, defaultTextConfig } from '../assets/text';
import { BOXED_TEXT_PADDING, SECONDARY_COLOR } from '../constants';
import { findAsset } from '../ops/collection';
import { doc, page, rect, text } from '../testing/fixtures';
import { setTextBoxed, setTextFormat, toggleTextDecoration } from './format';

const withText = (over: Partial<TextConfig> = {}) => doc(page('p', text({ id: 't', textConfig: defaultTextConfig(over) }), text({ id: 'u' }), rect({ id: 'r' })));
const config = (content: ReturnType<typeof doc>, id = 't') => (findAsset(content, id) as { textConfig: TextConfig }).textConfig;

describe('text format values stay inside the steppers of spec 001 section 5', () => {
  it('sets size, line height, letter spacing, alignment and upper case of the given texts only', () => {
    const next = setTextFormat(withText(), {
      assetIds: ['t'],
      changes: { fontSize: 30, lineHeight: 1.5, letterSpacing: -2, align: 'justify', isUpperCase: true },
    });
    expect(config(next)).toMatchObject({ fontSize: 30, lineHeight: 1.5, letterSpacing: -2, align: 'justify', isUpperCase: true });
    expect(config(next, 'u')).toEqual(config(withText(), 'u'));
  });

  it('clamps text size 0 to 180, line height 1 to 3, letter spacing -10 to 10, padding and corner radius 0 to 50', () => {
    const high = setTextFormat(withText(), {
      assetIds: ['t'],
      changes: { fontSize: 400, lineHeight: 9, letterSpacing: 11, padding: 60, cornerRadius: 99 },
    });
    expect(config(high)).toMatchObject({ fontSize: 180, lineHeight: 3, letterSpacing: 10, padding: 50, cornerRadius: 50 });
    const low = setTextFormat(withText(), { assetIds: ['t'], changes: { fontSize: -1, lineHeight: 0.2, letterSpacing: -30 } });
    expect(config(low)).toMatchObject({ fontSize: 0, lineHeight: 1, letterSpacing: -10 });
  });

  it('returns the same content when nothing changes, and leaves shapes alone', () => {
    const content = withText({ fontSize: 18 });
    expect(setTextFormat(content, { assetIds: ['t'], changes: { fontSize: 18 } })).toBe(content);
    expect(setTextFormat(content, { assetIds: ['r'], changes: { fontSize: 40 } })).toBe(content);
  });
});

describe('underline and line-through toggle independently', () => {
  it('adds and removes each, keeping the order underline, line-through', () => {
    const struck = toggleTextDecoration(withText(), { assetIds: ['t'], decoration: 'line-through' });
    const both = toggleTextDecoration(struck, { assetIds: ['t'], decoration: 'underline' });
    expect(config(both).textDecoration).toEqual(['underline', 'line-through']);
    expect(config(toggleTextDecoration(both, { assetIds: ['t'], decoration: 'line-through' })).textDecoration).toEqual(['underline']);
  });
});

describe('the boxed toggle of Box Fill', () => {
  it('turns the box on with the boxed text padding of 2 and the secondary colour when it has none', () => {
    const on = config(setTextBoxed(withText(), { assetIds: ['t'], isBoxed: true }));
    expect(on).toMatchObject({ isBoxed: true, padding: BOXED_TEXT_PADDING, backgroundColor: SECONDARY_COLOR });
  });

  it('keeps a padding and a colour already chosen', () => {
    const on = config(setTextBoxed(withText({ padding: 8, backgroundColor: '#ff0000' }), { assetIds: ['t'], isBoxed: true }));
    expect(on).toMatchObject({ isBoxed: true, padding: 8, backgroundColor: '#ff0000' });
  });

  it('turns the box off without padding, keeping its colour for later', () => {
    const boxed = withText({ isBoxed: true, padding: 2, backgroundColor: '#00ff00' });
    const off = config(setTextBoxed(boxed, { assetIds: ['t'], isBoxed: false }));
    expect(off).toMatchObject({ isBoxed: false, padding: 0, backgroundColor: '#00ff00' });
    expect(setTextBoxed(boxed, { assetIds: ['t'], isBoxed: true })).toBe(boxed);
  });
});
