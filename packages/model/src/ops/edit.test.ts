import { describe, expect, it } from 'vitest';
import { doc, line, page, rect, text } from '../testing/fixtures';
import { finishTextEditing, moveAssets, transformAssets } from './edit';
import { findAsset } from './collection';

describe('moving a dragged selection', () => {
  it('moves every listed asset in one change', () => {
    const content = doc(page('p', rect({ id: 'a', x: 0, y: 0 }), rect({ id: 'b', x: 10, y: 10 }), rect({ id: 'c', x: 5, y: 5 })));
    const moved = moveAssets(content, {
      moves: [
        { assetId: 'a', x: 30, y: 40 },
        { assetId: 'b', x: 40, y: 50 },
      ],
    });
    expect(moved.assets.map((a) => [a.id, a.x, a.y])).toEqual([
      ['a', 30, 40],
      ['b', 40, 50],
      ['c', 5, 5],
    ]);
    expect(moved.assets[2]).toBe(content.assets[2]);
  });

  it('ignores non-finite positions and returns the same content when nothing moves', () => {
    const content = doc(page('p', rect({ id: 'a', x: 0, y: 0 })));
    expect(moveAssets(content, { moves: [{ assetId: 'a', x: Number.NaN, y: 0 }] })).toBe(content);
  });
});

describe('transforming a selection', () => {
  it("scales a text's type with its box when it is resized from a corner, and only its width from a side", () => {
    const content = doc(page('p', text({ id: 't', x: 0, y: 0, width: 200, height: 40 })));
    const before = content.assets[0]!;
    if (before.type !== 'text') throw new Error('not a text');
    const config = { ...before.textConfig, fontSize: 20, padding: 4, cornerRadius: 2, letterSpacing: 1, lineHeight: 1.3 };
    const boxed = { ...content, assets: [{ ...before, textConfig: config }] };
    const corner = transformAssets(boxed, { placements: [{ assetId: 't', x: 0, y: 0, width: 300, height: 60, rotation: 0, textScale: 1.5 }] }).assets[0]!;
    expect(corner.type === 'text' && corner.textConfig).toMatchObject({ fontSize: 30, padding: 6, cornerRadius: 3, letterSpacing: 1.5, lineHeight: 1.3 });
    expect(corner.width).toBe(300);
    const side = transformAssets(boxed, { placements: [{ assetId: 't', x: 0, y: 0, width: 300, height: 40, rotation: 0 }] }).assets[0]!;
    expect(side.type === 'text' && side.textConfig).toEqual(config);
    // Scaled values stay inside the schema's ranges.
    const huge = transformAssets(boxed, { placements: [{ assetId: 't', x: 0, y: 0, width: 2000, height: 400, rotation: 0, textScale: 10 }] }).assets[0]!;
    expect(huge.type === 'text' && huge.textConfig).toMatchObject({ fontSize: 180, padding: 40, letterSpacing: 10 });
  });

  it("stretches a line's points with its box", () => {
    const content = doc(page('p', line({ id: 'l', x: 0, y: 0, width: 200, height: 20 })));
    const before = content.assets[0]!;
    expect(before.type === 'line' && before.lineConfig.points).toEqual([0, 10, 200, 10]);
    const after = transformAssets(content, { placements: [{ assetId: 'l', x: 5, y: 0, width: 300, height: 20, rotation: 0 }] }).assets[0]!;
    expect(after.type === 'line' && after.lineConfig.points).toEqual([0, 10, 300, 10]);
    expect(after.x).toBe(5);
  });

  it('keeps the previous size below the minimum resize, and brings rotation into 0..360', () => {
    const content = doc(page('p', rect({ id: 'a', width: 100, height: 100 })));
    const after = transformAssets(content, { placements: [{ assetId: 'a', x: 0, y: 0, width: 5, height: 80, rotation: -90 }] }).assets[0]!;
    expect([after.width, after.height, after.rotation]).toEqual([100, 80, 270]);
  });
});

describe('the end of editing a text in place (spec 001 section 4.4)', () => {
  const content = doc(page('p', text({ id: 't', height: 40 }), rect({ id: 'r' })));
  const heightOf = (edited: { textConfig: { text: string } }) => 20 * edited.textConfig.text.split('\n').length;

  it('keeps the typed words and fits the box to them', () => {
    const next = finishTextEditing(content, { assetId: 't', text: 'One\nTwo\nThree', heightOf });
    expect(findAsset(next, 't')).toMatchObject({ height: 60, textConfig: { text: 'One\nTwo\nThree' } });
    expect(findAsset(next, 'r')).toBe(findAsset(content, 'r'));
  });

  it('removes a text left without a visible character', () => {
    const next = finishTextEditing(content, { assetId: 't', text: ' \n ', heightOf });
    expect(findAsset(next, 't')).toBeUndefined();
    expect(findAsset(next, 'r')).toBeDefined();
  });

  it('changes nothing for the same words or an asset that is not a text', () => {
    const same = (findAsset(content, 't') as { textConfig: { text: string } }).textConfig.text;
    expect(finishTextEditing(content, { assetId: 't', text: same, heightOf })).toBe(content);
    expect(finishTextEditing(content, { assetId: 'r', text: '', heightOf })).toBe(content);
  });
});
