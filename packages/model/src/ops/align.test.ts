import { describe, expect, it } from 'vitest';
import { assetBounds } from '../geometry/box';
import { asset, background, doc, page, rect } from '../testing/fixtures';
import { mmToPx } from '../units';
import { alignAssets, alignmentClearsSelection, alignTargetsFor, defaultAlignTarget } from './align';
import { findAsset } from './collection';

const W = mmToPx(297); // default A4 Landscape trim
const H = mmToPx(210);
const BLEED = mmToPx(7.5);
const at = (content: ReturnType<typeof doc>, id: string) => findAsset(content, id)!;

describe('alignment targets (spec 001 section 4.13)', () => {
  it('offers selection only with several assets selected, and then defaults to it', () => {
    expect(alignTargetsFor(1)).toEqual(['bleed', 'border']);
    expect(alignTargetsFor(2)).toEqual(['bleed', 'border', 'selection']);
    expect(defaultAlignTarget(1)).toBe('border');
    expect(defaultAlignTarget(0)).toBe('border');
    expect(defaultAlignTarget(3)).toBe('selection');
  });

  it('clears the selection after a multi-selection alignment only', () => {
    expect(alignmentClearsSelection(2)).toBe(true);
    expect(alignmentClearsSelection(1)).toBe(false);
  });
});

describe('aligning to the border (the trim edge)', () => {
  const content = doc(page('p', rect({ id: 'a', x: 50, y: 60, width: 100, height: 80 })));

  it('moves the asset to each edge and centre of the page', () => {
    expect(at(alignAssets(content, { assetIds: ['a'], alignment: 'left', target: 'border' }), 'a')).toMatchObject({ x: 0, y: 60 });
    expect(at(alignAssets(content, { assetIds: ['a'], alignment: 'right', target: 'border' }), 'a').x).toBeCloseTo(W - 100, 9);
    expect(at(alignAssets(content, { assetIds: ['a'], alignment: 'center', target: 'border' }), 'a').x).toBeCloseTo(W / 2 - 50, 9);
    expect(at(alignAssets(content, { assetIds: ['a'], alignment: 'top', target: 'border' }), 'a')).toMatchObject({ x: 50, y: 0 });
    expect(at(alignAssets(content, { assetIds: ['a'], alignment: 'middle', target: 'border' }), 'a').y).toBeCloseTo(H / 2 - 40, 9);
    expect(at(alignAssets(content, { assetIds: ['a'], alignment: 'bottom', target: 'border' }), 'a').y).toBeCloseTo(H - 80, 9);
  });

  it('aligns each of several assets to the border on its own', () => {
    const two = doc(page('p', rect({ id: 'a', x: 50 }), rect({ id: 'b', x: 300 })));
    const next = alignAssets(two, { assetIds: ['a', 'b'], alignment: 'left', target: 'border' });
    expect([at(next, 'a').x, at(next, 'b').x]).toEqual([0, 0]);
  });

  it('aligns the visible box of a rotated asset, not its stored x', () => {
    // 200 x 100 turned 90 degrees about (300, 100) covers x 200..300, y 100..300.
    const turned = doc(page('p', rect({ id: 'a', x: 300, y: 100, width: 200, height: 100, rotation: 90 })));
    const next = alignAssets(turned, { assetIds: ['a'], alignment: 'left', target: 'border' });
    expect(at(next, 'a').x).toBeCloseTo(100, 9);
    expect(assetBounds(at(next, 'a')).x).toBeCloseTo(0, 9);
    const top = alignAssets(turned, { assetIds: ['a'], alignment: 'top', target: 'border' });
    expect(assetBounds(at(top, 'a')).y).toBeCloseTo(0, 9);
  });

  it('aligns a flipped asset by the box it covers', () => {
    const flipped = doc(page('p', rect({ id: 'a', x: 150, scaleX: -1 })));
    expect(at(alignAssets(flipped, { assetIds: ['a'], alignment: 'left', target: 'border' }), 'a').x).toBe(100);
  });
});

describe('aligning to the bleed edge (7.5 mm outside the trim)', () => {
  const content = doc(page('p', rect({ id: 'a', x: 50, y: 50, width: 100, height: 100 })));

  it('moves the asset out to the bleed on the left and top', () => {
    const left = at(alignAssets(content, { assetIds: ['a'], alignment: 'left', target: 'bleed' }), 'a');
    expect(left.x).toBeCloseTo(-BLEED, 9);
    const top = at(alignAssets(content, { assetIds: ['a'], alignment: 'top', target: 'bleed' }), 'a');
    expect(top.y).toBeCloseTo(-BLEED, 9);
  });

  it('moves the asset out to the bleed on the right and bottom', () => {
    expect(at(alignAssets(content, { assetIds: ['a'], alignment: 'right', target: 'bleed' }), 'a').x).toBeCloseTo(W + BLEED - 100, 9);
    expect(at(alignAssets(content, { assetIds: ['a'], alignment: 'bottom', target: 'bleed' }), 'a').y).toBeCloseTo(H + BLEED - 100, 9);
  });

  it('centres on the bleed exactly as on the border (the bleed is even on both sides)', () => {
    const bleed = at(alignAssets(content, { assetIds: ['a'], alignment: 'center', target: 'bleed' }), 'a').x;
    const border = at(alignAssets(content, { assetIds: ['a'], alignment: 'center', target: 'border' }), 'a').x;
    expect(bleed).toBeCloseTo(border, 9);
  });
});

describe('aligning to the selection', () => {
  const content = doc(page('p', rect({ id: 'a', x: 50, y: 50, width: 100, height: 100 }), rect({ id: 'b', x: 300, y: 200, width: 50, height: 50 })));
  // Selection bounds: x 50..350, y 50..250.

  it('lines the assets up on the selection edges and centres', () => {
    const left = alignAssets(content, { assetIds: ['a', 'b'], alignment: 'left', target: 'selection' });
    expect([at(left, 'a').x, at(left, 'b').x]).toEqual([50, 50]);
    const right = alignAssets(content, { assetIds: ['a', 'b'], alignment: 'right', target: 'selection' });
    expect([at(right, 'a').x, at(right, 'b').x]).toEqual([250, 300]);
    const middle = alignAssets(content, { assetIds: ['a', 'b'], alignment: 'middle', target: 'selection' });
    expect([at(middle, 'a').y, at(middle, 'b').y]).toEqual([100, 125]);
    const center = alignAssets(content, { assetIds: ['a', 'b'], alignment: 'center', target: 'selection' });
    expect([at(center, 'a').x, at(center, 'b').x]).toEqual([150, 175]);
  });

  it('keeps the asset that already sits on the edge as the same object', () => {
    const left = alignAssets(content, { assetIds: ['a', 'b'], alignment: 'left', target: 'selection' });
    expect(at(left, 'a')).toBe(at(content, 'a'));
  });
});

describe('groups move as one when aligning', () => {
  const content = doc(
    page(
      'p',
      background({ id: 'bg' }),
      rect({ id: 'a', x: 50, y: 50, groupId: 'g' }),
      rect({ id: 'b', x: 200, y: 300, groupId: 'g' }),
      asset('group', { id: 'g', memberIds: ['a', 'b'], x: 50, y: 50, width: 250, height: 350 }),
      rect({ id: 'c', x: 400, y: 100 }),
    ),
  );

  it('moves every member (and the group) by the same offset, keeping their arrangement', () => {
    const next = alignAssets(content, { assetIds: ['a'], alignment: 'left', target: 'border' });
    expect([at(next, 'a').x, at(next, 'b').x, at(next, 'g').x]).toEqual([0, 150, 0]);
    expect(at(next, 'c')).toBe(at(content, 'c'));
  });

  it('aligns a group and a loose asset to their joint bounds as two units', () => {
    const next = alignAssets(content, { assetIds: ['g', 'c'], alignment: 'bottom', target: 'selection' });
    // Joint bounds end at y 400 (member b); the group already ends there, c moves down to it.
    expect([at(next, 'a').y, at(next, 'b').y, at(next, 'c').y]).toEqual([50, 300, 300]);
  });
});

describe('aligning changes nothing it should not', () => {
  const content = doc(page('p', background({ id: 'bg' }), rect({ id: 'a', x: 0, y: 10 })));

  it('returns the same content when the asset is already aligned', () => {
    expect(alignAssets(content, { assetIds: ['a'], alignment: 'left', target: 'border' })).toBe(content);
  });

  it('never moves the background', () => {
    expect(alignAssets(content, { assetIds: ['bg'], alignment: 'right', target: 'border' })).toBe(content);
  });

  it('never changes the content it is given', () => {
    const frozen = JSON.stringify(content);
    alignAssets(content, { assetIds: ['a'], alignment: 'bottom', target: 'bleed' });
    expect(JSON.stringify(content)).toBe(frozen);
  });
});
