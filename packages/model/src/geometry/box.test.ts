import { describe, expect, it } from 'vitest';
import { assetBounds, assetCenter, assetCorners, boundsOfPoints, boxesIntersect, rotatePoint, selectionBounds } from './box';

const asset = (over: Partial<Parameters<typeof assetBounds>[0]> = {}) => ({
  x: 100,
  y: 50,
  width: 200,
  height: 100,
  rotation: 0,
  scaleX: 1,
  scaleY: 1,
  ...over,
});

describe('asset geometry', () => {
  it('gives an unrotated asset its own box', () => {
    expect(assetBounds(asset())).toEqual({ x: 100, y: 50, width: 200, height: 100 });
    expect(assetCenter(asset())).toEqual({ x: 200, y: 100 });
  });

  it('turns the box about its top-left point, clockwise on screen', () => {
    const p = rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 90);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(10);
    const b = assetBounds(asset({ rotation: 90 }));
    expect(b.x).toBeCloseTo(0);
    expect(b.y).toBeCloseTo(50);
    expect(b.width).toBeCloseTo(100);
    expect(b.height).toBeCloseTo(200);
  });

  it('extends a flipped asset to the left of its x', () => {
    expect(assetBounds(asset({ scaleX: -1 }))).toEqual({ x: -100, y: 50, width: 200, height: 100 });
    expect(assetCorners(asset({ scaleY: -1 }))[2]).toEqual({ x: 300, y: -50 });
  });

  it('gives an unrotated asset the very box its corners bound, to the last bit, flips included', () => {
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return (seed / 2 ** 32) * 2000 - 1000;
    };
    for (let i = 0; i < 2000; i++) {
      const a = asset({
        x: next() / 3,
        y: next() / 7,
        width: Math.abs(next()) / 3,
        height: Math.abs(next()) / 9,
        scaleX: next() / 300,
        scaleY: next() / 300,
        rotation: [0, 360, -360, 720][i % 4]!,
      });
      expect(assetBounds(a)).toEqual(boundsOfPoints(assetCorners(a)));
    }
  });

  it('bounds a selection and tests overlap', () => {
    const s = selectionBounds([asset(), asset({ x: 400, y: 300, width: 10, height: 10 })])!;
    expect(s).toEqual({ x: 100, y: 50, width: 310, height: 260 });
    expect(selectionBounds([])).toBeUndefined();
    expect(boxesIntersect(s, { x: 410, y: 310, width: 5, height: 5 })).toBe(true);
    expect(boxesIntersect(s, { x: 411, y: 0, width: 5, height: 5 })).toBe(false);
  });
});
