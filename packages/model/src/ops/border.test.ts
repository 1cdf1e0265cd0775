import { describe, expect, it } from 'vitest';
import type { ShapeAsset } from '../assets';
import { doc, page, rect, text } from '../testing/fixtures';
import { VISIBLE_BORDER_WIDTH, setBorderEnabled } from './border';
import { findAsset } from './collection';

const props = (content: ReturnType<typeof doc>, id: string) => (findAsset(content, id) as ShapeAsset).shapeProps;

describe('the border switch of BORDER COLOUR', () => {
  it('turns a border on with a visible width when it had none', () => {
    const content = doc(page('p', rect({ id: 'r' })));
    expect(props(setBorderEnabled(content, { assetIds: ['r'], enabled: true }), 'r')).toMatchObject({
      strokeEnabled: true,
      strokeWidth: VISIBLE_BORDER_WIDTH,
    });
  });

  it('keeps a width already set, and turning off keeps it for later', () => {
    const content = doc(page('p', rect({ id: 'r', shapeProps: { type: 'rect', fill: '#fff', stroke: '#000', strokeWidth: 6, strokeEnabled: true, fillEnabled: true } })));
    const off = setBorderEnabled(content, { assetIds: ['r'], enabled: false });
    expect(props(off, 'r')).toMatchObject({ strokeEnabled: false, strokeWidth: 6 });
    expect(props(setBorderEnabled(off, { assetIds: ['r'], enabled: true }), 'r')).toMatchObject({ strokeEnabled: true, strokeWidth: 6 });
  });

  it('changes nothing when already so, or for a text', () => {
    const content = doc(page('p', rect({ id: 'r' }), text({ id: 't' })));
    expect(setBorderEnabled(content, { assetIds: ['r'], enabled: false })).toBe(content);
    expect(setBorderEnabled(content, { assetIds: ['t'], enabled: true })).toBe(content);
  });
});
