import { describe, expect, it } from 'vitest';
import { collectionTitleView } from './collectionTitle';

describe('collection titles (spec 001 section 9: shortened at 25 or more characters, over 40 a wider style)', () => {
  it('shows a title of up to 24 characters whole', () => {
    expect(collectionTitleView('Skies and Sunsets')).toEqual({ text: 'Skies and Sunsets', full: 'Skies and Sunsets', wide: false });
    expect(collectionTitleView('x'.repeat(24)).text).toBe('x'.repeat(24));
  });

  it('shortens a title of 25 to 40 characters to 24 and an ellipsis', () => {
    expect(collectionTitleView('Paper and Fabric Textures')).toEqual({ text: 'Paper and Fabric Texture…', full: 'Paper and Fabric Textures', wide: false });
    expect(collectionTitleView('y'.repeat(40)).text).toBe(`${'y'.repeat(24)}…`);
  });

  it('gives a title over 40 characters the wider style, whole', () => {
    const long = 'A very long collection title that goes on and on';
    expect(collectionTitleView(long)).toEqual({ text: long, full: long, wide: true });
    expect(collectionTitleView('z'.repeat(41)).wide).toBe(true);
  });
});
