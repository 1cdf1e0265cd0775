import { describe, expect, it } from 'vitest';
import { background, doc, page, rect } from '../testing/fixtures';
import { mmToPx } from '../units';
import { findAsset } from './collection';
import { arrowNudge, nudgeAssets } from './nudge';

const at = (content: ReturnType<typeof doc>, id: string) => findAsset(content, id)!;

describe('arrow keys nudge by 1 unit (spec 001 sections 4.3 and 9)', () => {
  it('gives each arrow key a 1-unit step in its direction', () => {
    expect(arrowNudge('ArrowLeft')).toEqual({ dx: -1, dy: 0 });
    expect(arrowNudge('ArrowRight')).toEqual({ dx: 1, dy: 0 });
    expect(arrowNudge('ArrowUp')).toEqual({ dx: 0, dy: -1 });
    expect(arrowNudge('ArrowDown')).toEqual({ dx: 0, dy: 1 });
  });

  it('moves 1 mm (3.7795 px) in a mm document', () => {
    const content = doc({ units: 'mm' }, page('p', rect({ id: 'a', x: 50, y: 50 })));
    const next = at(nudgeAssets(content, { assetIds: ['a'], ...arrowNudge('ArrowRight') }), 'a');
    expect(next.x).toBeCloseTo(50 + 3.7795, 9);
    expect(next.y).toBe(50);
    expect(at(nudgeAssets(content, { assetIds: ['a'], dx: 0, dy: -2 }), 'a').y).toBeCloseTo(50 - mmToPx(2), 9);
  });

  it('moves 1 px in a px document', () => {
    const content = doc({ units: 'px', flatWidth: 800, flatHeight: 600 }, page('p', rect({ id: 'a', x: 50, y: 50 })));
    expect(at(nudgeAssets(content, { assetIds: ['a'], ...arrowNudge('ArrowUp') }), 'a')).toMatchObject({ x: 50, y: 49 });
  });
});

describe('nudging a selection', () => {
  const content = doc(
    { units: 'px', flatWidth: 800, flatHeight: 600 },
    page('p', background({ id: 'bg' }), rect({ id: 'a', x: 10, y: 10, groupId: 'g' }), rect({ id: 'b', x: 200, y: 10, groupId: 'g' }), rect({ id: 'c', x: 400, y: 10 })),
  );

  it('moves a whole group when one member is named', () => {
    const next = nudgeAssets(content, { assetIds: ['a'], dx: 1, dy: 0 });
    expect([at(next, 'a').x, at(next, 'b').x]).toEqual([11, 201]);
    expect(at(next, 'c')).toBe(at(content, 'c'));
  });

  it('never moves the background, and returns the same content when nothing moves', () => {
    expect(nudgeAssets(content, { assetIds: ['bg'], dx: 1, dy: 1 })).toBe(content);
    expect(nudgeAssets(content, { assetIds: ['c'], dx: 0, dy: 0 })).toBe(content);
    expect(nudgeAssets(content, { assetIds: ['c'], dx: Number.NaN, dy: 0 })).toBe(content);
  });

  it('never changes the content it is given', () => {
    const frozen = JSON.stringify(content);
    nudgeAssets(content, { assetIds: ['a', 'c'], dx: -1, dy: 1 });
    expect(JSON.stringify(content)).toBe(frozen);
  });
});
