import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../assets';
import { assetBounds, assetCenter, assetCorners, selectionBounds } from '../geometry/box';
import { asset, background, doc, image, page, rect } from '../testing/fixtures';
import { findAsset } from './collection';
import { flipAssets } from './flip';

const at = (content: ReturnType<typeof doc>, id: string) => findAsset(content, id)!;
const expectBoxClose = (actual: { x: number; y: number; width: number; height: number }, expected: typeof actual) => {
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(actual[key]).toBeCloseTo(expected[key], 9);
};

describe('flip negates scale on one axis and compensates position (spec 001 section 4.13)', () => {
  const content = doc(page('p', image({ id: 'a', x: 50, y: 60, width: 250, height: 167 })));

  it('flips horizontally: scaleX -1, x moves to the right edge, the box stays', () => {
    const next = at(flipAssets(content, { assetIds: ['a'], axis: 'horizontal' }), 'a');
    expect(next).toMatchObject({ x: 300, y: 60, scaleX: -1, scaleY: 1, rotation: 0 });
    expect(assetBounds(next)).toEqual({ x: 50, y: 60, width: 250, height: 167 });
  });

  it('flips vertically: scaleY -1, y moves to the bottom edge, the box stays', () => {
    const next = at(flipAssets(content, { assetIds: ['a'], axis: 'vertical' }), 'a');
    expect(next).toMatchObject({ x: 50, y: 227, scaleX: 1, scaleY: -1 });
    expect(assetBounds(next)).toEqual({ x: 50, y: 60, width: 250, height: 167 });
  });

  it('keeps a rotated asset on exactly the same rectangle and rotation', () => {
    const turned = doc(page('p', rect({ id: 'a', x: 200, y: 100, width: 120, height: 60, rotation: 30 })));
    const before = at(turned, 'a');
    const after = at(flipAssets(turned, { assetIds: ['a'], axis: 'horizontal' }), 'a');
    expect(after.rotation).toBe(30);
    expect(after.scaleX).toBe(-1);
    expectBoxClose(assetBounds(after), assetBounds(before));
    const centre = assetCenter(after);
    expect(centre.x).toBeCloseTo(assetCenter(before).x, 9);
    expect(centre.y).toBeCloseTo(assetCenter(before).y, 9);
    // Same four corners, visited in mirrored order.
    const [a, b, c, d] = assetCorners(after);
    const [a0, b0, c0, d0] = assetCorners(before);
    for (const [p, q] of [
      [a, b0],
      [b, a0],
      [c, d0],
      [d, c0],
    ] as const) {
      expect(p.x).toBeCloseTo(q.x, 9);
      expect(p.y).toBeCloseTo(q.y, 9);
    }
  });

  it('unflips an already flipped asset in place', () => {
    const flipped = doc(page('p', rect({ id: 'a', x: 150, y: 50, scaleX: -1 })));
    expect(at(flipAssets(flipped, { assetIds: ['a'], axis: 'horizontal' }), 'a')).toMatchObject({ x: 50, scaleX: 1 });
  });
});

describe('a multi-selection or group mirrors as a whole', () => {
  const content = doc(
    page('p', rect({ id: 'a', x: 0, y: 0, width: 100, height: 50 }), rect({ id: 'b', x: 300, y: 100, width: 100, height: 100 }), rect({ id: 'c', x: 500, y: 500 })),
  );

  it('swaps the assets across the centre line of the selection and flips each one', () => {
    const next = flipAssets(content, { assetIds: ['a', 'b'], axis: 'horizontal' });
    // Selection x 0..400, mirror line x = 200.
    expect(assetBounds(at(next, 'a'))).toEqual({ x: 300, y: 0, width: 100, height: 50 });
    expect(assetBounds(at(next, 'b'))).toEqual({ x: 0, y: 100, width: 100, height: 100 });
    expect([at(next, 'a').scaleX, at(next, 'b').scaleX]).toEqual([-1, -1]);
    expect(at(next, 'c')).toBe(at(content, 'c'));
  });

  it('mirrors vertically across the selection middle', () => {
    const next = flipAssets(content, { assetIds: ['a', 'b'], axis: 'vertical' });
    // Selection y 0..200, mirror line y = 100.
    expect(assetBounds(at(next, 'a'))).toEqual({ x: 0, y: 150, width: 100, height: 50 });
    expect(assetBounds(at(next, 'b'))).toEqual({ x: 300, y: 0, width: 100, height: 100 });
  });

  it('mirrors a turned member into the opposite turn and keeps the selection bounds', () => {
    const turned = doc(page('p', rect({ id: 'a', x: 100, y: 100, rotation: 30, groupId: 'g' }), rect({ id: 'b', x: 300, y: 150, groupId: 'g' })));
    const next = flipAssets(turned, { assetIds: ['a'], axis: 'horizontal' });
    expect(at(next, 'a').rotation).toBeCloseTo(330, 9);
    expect(at(next, 'b').scaleX).toBe(-1);
    expectBoxClose(selectionBounds([at(next, 'a'), at(next, 'b')])!, selectionBounds([at(turned, 'a'), at(turned, 'b')])!);
  });

  it('flips every member of a group when one member is named', () => {
    const grouped = doc(
      page('p', rect({ id: 'a', x: 0, groupId: 'g' }), rect({ id: 'b', x: 200, groupId: 'g' }), asset('group', { id: 'g', memberIds: ['a', 'b'], x: 0, width: 300 })),
    );
    const next = flipAssets(grouped, { assetIds: ['a'], axis: 'horizontal' });
    expect([assetBounds(at(next, 'a')).x, assetBounds(at(next, 'b')).x]).toEqual([200, 0]);
    expect(at(next, 'g').scaleX).toBe(-1);
  });
});

describe('flip changes nothing it should not', () => {
  it('leaves the background alone and returns the same content', () => {
    const content = doc(page('p', background({ id: 'bg' })));
    expect(flipAssets(content, { assetIds: ['bg'], axis: 'horizontal' })).toBe(content);
    expect(flipAssets(content, { assetIds: ['missing'], axis: 'vertical' })).toBe(content);
  });

  it('never changes the content it is given', () => {
    const content = doc(page('p', rect({ id: 'a' }), rect({ id: 'b', x: 300 })));
    const frozen = JSON.stringify(content);
    flipAssets(content, { assetIds: ['a'], axis: 'horizontal' });
    flipAssets(content, { assetIds: ['a', 'b'], axis: 'vertical' });
    expect(JSON.stringify(content)).toBe(frozen);
  });
});

const placed = fc.record({
  x: fc.double({ min: -1000, max: 1000, noNaN: true }),
  y: fc.double({ min: -1000, max: 1000, noNaN: true }),
  width: fc.double({ min: 0, max: 1000, noNaN: true }),
  height: fc.double({ min: 0, max: 1000, noNaN: true }),
  rotation: fc.double({ min: 0, max: 359.999, noNaN: true }),
  scaleX: fc.constantFrom(1, -1, 0.5, -2),
  scaleY: fc.constantFrom(1, -1, 0.5, -2),
});

function expectSameGeometry(after: Asset, before: Asset) {
  for (const key of ['x', 'y', 'width', 'height', 'scaleX', 'scaleY'] as const) expect(after[key]).toBeCloseTo(before[key], 6);
  const turn = Math.abs(after.rotation - before.rotation) % 360;
  expect(Math.min(turn, 360 - turn)).toBeLessThan(1e-6);
}

describe('flipping twice gives back the original geometry (property)', () => {
  it('holds for one asset on either axis', () => {
    fc.assert(
      fc.property(placed, fc.constantFrom('horizontal' as const, 'vertical' as const), (geometry, axis) => {
        const content = doc(page('p', rect({ id: 'a', ...geometry })));
        const twice = flipAssets(flipAssets(content, { assetIds: ['a'], axis }), { assetIds: ['a'], axis });
        expectSameGeometry(at(twice, 'a'), at(content, 'a'));
      }),
    );
  });

  it('holds for a selection of several assets', () => {
    fc.assert(
      fc.property(placed, placed, fc.constantFrom('horizontal' as const, 'vertical' as const), (one, two, axis) => {
        const content = doc(page('p', rect({ id: 'a', ...one }), rect({ id: 'b', ...two })));
        const ids = ['a', 'b'];
        const twice = flipAssets(flipAssets(content, { assetIds: ids, axis }), { assetIds: ids, axis });
        for (const id of ids) expectSameGeometry(at(twice, id), at(content, id));
      }),
    );
  });
});
