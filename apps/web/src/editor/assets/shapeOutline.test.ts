import type { ShapeAsset } from '@layout/model';
import type Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { boxCornerRadius, traceShapeOutline } from './shapeOutline';

type Call = [string, ...number[]];

/** A context that records the outline's calls. */
function recorder(): { ctx: Konva.Context; calls: Call[] } {
  const calls: Call[] = [];
  const ctx = new Proxy(
    {},
    {
      get:
        (_, name) =>
        (...args: number[]) =>
          void calls.push([String(name), ...args]),
    },
  ) as unknown as Konva.Context;
  return { ctx, calls };
}

const props = (p: Partial<ShapeAsset['shapeProps']>): ShapeAsset['shapeProps'] =>
  ({ type: 'rect', fill: '#000', fillEnabled: true, stroke: '#000', strokeEnabled: false, strokeWidth: 0, ...p }) as ShapeAsset['shapeProps'];

describe('shape outlines', () => {
  it('traces a star with two points per tip and a polygon with one per side, about the box centre', () => {
    const star = recorder();
    traceShapeOutline(star.ctx, props({ type: 'star', numPoints: 5, innerRadiusRatio: 0.5 }), 100, 60);
    expect(star.calls.filter(([name]) => name === 'moveTo' || name === 'lineTo')).toHaveLength(10);
    // The first tip straight up from the centre, on the circle that fits the box.
    expect(star.calls.find(([name]) => name === 'moveTo')).toEqual(['moveTo', 50, 0]);

    const hexagon = recorder();
    traceShapeOutline(hexagon.ctx, props({ type: 'polygon', sides: 6 }), 80, 80);
    expect(hexagon.calls.filter(([name]) => name === 'moveTo' || name === 'lineTo')).toHaveLength(6);
  });

  it('rounds a rectangle by at most half its shorter side, and a square-cornered one not at all', () => {
    const rounded = recorder();
    traceShapeOutline(rounded.ctx, props({ type: 'rect', cornerRadius: 40 }), 100, 30);
    expect(rounded.calls).toEqual([['beginPath'], ['roundRect', 0, 0, 100, 30, 15]]);
    const square = recorder();
    traceShapeOutline(square.ctx, props({ type: 'rect' }), 100, 30);
    expect(square.calls).toEqual([['beginPath'], ['rect', 0, 0, 100, 30]]);
  });

  it('keeps a rounded box radius when it fits and rounds the ends of a short box (shapes and boxed text)', () => {
    expect(boxCornerRadius(24, 280, 70)).toBe(24);
    expect(boxCornerRadius(50, 280, 40)).toBe(20);
    expect(boxCornerRadius(0, 10, 10)).toBe(0);
    expect(boxCornerRadius(-5, 10, 10)).toBe(0);
  });

  it('traces path data stretched to the box and undoes the stretch before the paint, so the border keeps its width', () => {
    const { ctx, calls } = recorder();
    // A 10 x 10 square at (5, 5), stretched into a 200 x 50 box.
    traceShapeOutline(ctx, props({ type: 'path', data: 'M5 5 L15 5 L15 15 L5 15 Z' }), 200, 50);
    const names = calls.map(([name]) => name);
    expect(names[0]).toBe('beginPath');
    expect(names.slice(1, 3)).toEqual(['save', 'transform']);
    expect(calls[2]).toEqual(['transform', 20, 0, 0, 5, -100, -25]);
    expect(names.at(-1)).toBe('restore');
    expect(names).toContain('closePath');
  });

  it('draws an arrow without path data as a block arrow filling the box', () => {
    const { ctx, calls } = recorder();
    traceShapeOutline(ctx, props({ type: 'arrow' }), 100, 40);
    const points = calls.filter(([name]) => name === 'moveTo' || name === 'lineTo');
    expect(points).toHaveLength(7);
    expect(Math.max(...points.map(([, x]) => x!))).toBe(100);
    expect(Math.max(...points.map(([, , y]) => y!))).toBe(40);
  });
});
