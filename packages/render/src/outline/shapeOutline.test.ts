import type { ShapeProps } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { KAPPA, type OutlinePath, boxCornerRadius } from './path';
import { traceShapeOutline } from './shapeOutline';

type Call = [string, ...number[]];

/** A path that records the outline's calls, as a canvas context or a pdfkit document would receive them. */
function recorder(): OutlinePath & { calls: Call[] } {
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (...args: number[]) =>
      void calls.push([name, ...args]);
  return { calls, moveTo: record('moveTo'), lineTo: record('lineTo'), bezierCurveTo: record('bezierCurveTo'), rect: record('rect'), closePath: record('closePath') };
}

const props = (p: Partial<ShapeProps>): ShapeProps => ({ type: 'rect', fill: '#000', fillEnabled: true, stroke: '#000', strokeEnabled: false, strokeWidth: 0, ...p });

function trace(p: Partial<ShapeProps>, width: number, height: number): Call[] {
  const path = recorder();
  traceShapeOutline(path, props(p), width, height);
  return path.calls;
}

/** The [x, y] the calls move and draw lines to. */
const corners = (calls: Call[]) => calls.filter(([name]) => name === 'moveTo' || name === 'lineTo').map(([, x, y]) => [x!, y!]);

/** The point halfway along a cubic curve from (x0, y0). */
function midpoint(x0: number, y0: number, [, c1x, c1y, c2x, c2y, x, y]: Call): [number, number] {
  return [(x0 + 3 * c1x! + 3 * c2x! + x!) / 8, (y0 + 3 * c1y! + 3 * c2y! + y!) / 8];
}

describe('the one shape outline (canvas and PDF)', () => {
  it('traces a star of five tips, the first straight up, its inner corners at the ratio of the radius', () => {
    const calls = trace({ type: 'star', numPoints: 5, innerRadiusRatio: 0.5 }, 100, 60);
    const points = corners(calls);
    expect(points).toHaveLength(10);
    expect(calls[0]).toEqual(['moveTo', 50, 0]);
    expect(calls.at(-1)).toEqual(['closePath']);
    // Outer tips 30 from the centre (half the shorter side), inner corners 15, 36 degrees apart.
    points.forEach(([x, y], n) => {
      expect(Math.hypot(x! - 50, y! - 30)).toBeCloseTo(n % 2 === 0 ? 30 : 15, 9);
      const radius = n % 2 === 0 ? 30 : 15;
      const angle = n * 36 * (Math.PI / 180);
      expect(x).toBeCloseTo(50 + radius * Math.sin(angle), 9);
      expect(y).toBeCloseTo(30 - radius * Math.cos(angle), 9);
    });
  });

  it('draws a star stored without its counts with the model defaults (five tips)', () => {
    expect(corners(trace({ type: 'star' }, 100, 100))).toHaveLength(10);
  });

  it('traces a regular polygon with a corner straight up, one corner per side', () => {
    const points = corners(trace({ type: 'polygon', sides: 6 }, 80, 80));
    expect(points).toHaveLength(6);
    expect(points[0]).toEqual([40, 0]);
    for (const [x, y] of points) expect(Math.hypot(x! - 40, y! - 40)).toBeCloseTo(40, 9);
    expect(corners(trace({ type: 'polygon' }, 80, 80))).toHaveLength(6);
  });

  it("rounds a rectangle's corners with quarter circles of the stored radius, at most half the shorter side", () => {
    const calls = trace({ type: 'rect', cornerRadius: 10 }, 100, 40);
    expect(calls.map(([name]) => name)).toEqual([
      'moveTo',
      'lineTo',
      'bezierCurveTo',
      'lineTo',
      'bezierCurveTo',
      'lineTo',
      'bezierCurveTo',
      'lineTo',
      'bezierCurveTo',
      'closePath',
    ]);
    // The straight sides stop the radius short of each corner.
    expect(corners(calls)).toEqual([
      [10, 0],
      [90, 0],
      [100, 30],
      [10, 40],
      [0, 10],
    ]);
    // The top right arc: from (90, 0) to (100, 10), its control points along the tangents.
    const c = 10 * (1 - KAPPA);
    expect(calls[2]).toEqual(['bezierCurveTo', 100 - c, 0, 100, c, 100, 10]);
    // Each arc's midpoint lies on its quarter circle (within the cubic's 0.03 %).
    const centres = [
      [90, 10],
      [90, 30],
      [10, 30],
      [10, 10],
    ];
    const starts = [
      [90, 0],
      [100, 30],
      [10, 40],
      [0, 10],
    ];
    calls
      .filter(([name]) => name === 'bezierCurveTo')
      .forEach((arc, i) => {
        const [mx, my] = midpoint(starts[i]![0]!, starts[i]![1]!, arc);
        expect(Math.hypot(mx - centres[i]![0]!, my - centres[i]![1]!)).toBeCloseTo(10, 2);
      });
    // A radius larger than the box gives round ends: half the shorter side.
    const pill = trace({ type: 'rect', cornerRadius: 40 }, 100, 30);
    expect(pill[0]).toEqual(['moveTo', 15, 0]);
    expect(pill[1]).toEqual(['lineTo', 85, 0]);
  });

  it('traces a square-cornered rectangle, and a path without data, as its box', () => {
    expect(trace({ type: 'rect' }, 100, 30)).toEqual([['rect', 0, 0, 100, 30]]);
    expect(trace({ type: 'rect', cornerRadius: 0 }, 100, 30)).toEqual([['rect', 0, 0, 100, 30]]);
    expect(trace({ type: 'path' }, 60, 40)).toEqual([['rect', 0, 0, 60, 40]]);
  });

  it('keeps a rounded box radius when it fits and rounds the ends of a short box (shapes and boxed text)', () => {
    expect(boxCornerRadius(24, 280, 70)).toBe(24);
    expect(boxCornerRadius(50, 280, 40)).toBe(20);
    expect(boxCornerRadius(0, 10, 10)).toBe(0);
    expect(boxCornerRadius(-5, 10, 10)).toBe(0);
  });

  it('inscribes circles and ellipses in the box as four quarter curves', () => {
    const calls = trace({ type: 'ellipse' }, 100, 60);
    expect(calls.map(([name]) => name)).toEqual(['moveTo', 'bezierCurveTo', 'bezierCurveTo', 'bezierCurveTo', 'bezierCurveTo', 'closePath']);
    expect(calls[0]).toEqual(['moveTo', 0, 30]);
    expect(calls.slice(1, 5).map((c) => c.slice(-2))).toEqual([
      [50, 0],
      [100, 30],
      [50, 60],
      [0, 30],
    ]);
    const [mx, my] = midpoint(0, 30, calls[1]!);
    expect(((mx - 50) / 50) ** 2 + ((my - 30) / 30) ** 2).toBeCloseTo(1, 3);
    expect(trace({ type: 'circle' }, 80, 80)[0]).toEqual(['moveTo', 0, 40]);
  });

  it('stretches path data from its own bounds to the box, on the points (the pen keeps its width)', () => {
    // A 10 x 10 square at (5, 5) into a 200 x 50 box.
    const calls = trace({ type: 'path', data: 'M5 5 L15 5 L15 15 L5 15 Z' }, 200, 50);
    expect(calls).toEqual([['moveTo', 0, 0], ['lineTo', 200, 0], ['lineTo', 200, 50], ['lineTo', 0, 50], ['closePath']]);
  });

  it('traces a quadratic curve as the same cubic curve, and an arc as quarter turns', () => {
    // From (0, 0) through control (50, 100) to (100, 0): bounds 100 x 50 (the curve's top is at 50).
    const quad = trace({ type: 'path', data: 'M0 0 Q50 100 100 0 Z' }, 100, 50);
    expect(quad[1]![0]).toBe('bezierCurveTo');
    expect((quad[1]!.slice(1) as number[]).map((v) => +v.toFixed(6))).toEqual([33.333333, 66.666667, 66.666667, 66.666667, 100, 0]);
    const [, y] = midpoint(0, 0, quad[1]!);
    expect(y).toBeCloseTo(50, 9);
    // The top half of a circle: two quarter curves, stretched from 100 x 50 to the box.
    const dome = trace({ type: 'path', data: 'M0 50 A50 50 0 0 1 100 50 Z' }, 100, 100);
    expect(dome.filter(([name]) => name === 'bezierCurveTo')).toHaveLength(2);
    expect(dome[0]![0]).toBe('moveTo');
    expect(dome[0]![2]).toBeCloseTo(100, 9);
    expect((dome[3]!.slice(-2) as number[]).map((v) => +v.toFixed(9))).toEqual([100, 100]);
  });

  it('draws an arrow without path data as a block arrow filling the box', () => {
    const points = corners(trace({ type: 'arrow' }, 100, 40));
    expect(points).toHaveLength(7);
    expect(Math.max(...points.map(([x]) => x!))).toBe(100);
    expect(Math.max(...points.map(([, y]) => y!))).toBe(40);
    expect(points[3]).toEqual([100, 20]);
  });
});
