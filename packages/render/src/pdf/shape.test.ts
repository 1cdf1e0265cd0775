import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, type ShapeProps, defaultLayoutDimensions } from '@layout/model';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDesignPdf } from './document';
import { arcBeziers } from '../outline/pathData';
import { requireTools, scratchDir } from './testing';

requireTools('pdftoppm');

const INK = [0x10, 0x60, 0xc0];
const PAPER = [0xff, 0xff, 0xff];

const base = { pageId: 'p', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
let z = 0;
function shape(id: string, x: number, y: number, width: number, height: number, props: Partial<ShapeProps>): Asset {
  const shapeProps = { type: 'rect', fill: '#1060c0', stroke: '#1060c0', strokeWidth: 0, strokeEnabled: false, fillEnabled: true, ...props };
  return { ...base, id, zIndex: ++z, x, y, width, height, type: 'shape', shapeProps } as Asset;
}

/** A 600 x 200 px page (px units): each shape kind in a 100 x 100 box, a row of them. */
const PAGE: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 600, flatHeight: 240, units: 'px' },
  pages: [{ id: 'p', backgroundColor: '#ffffff' }],
  assets: [
    shape('ellipse', 0, 0, 100, 100, { type: 'ellipse' }),
    shape('rounded', 100, 0, 100, 100, { type: 'rect', cornerRadius: 30 }),
    shape('star', 200, 0, 100, 100, { type: 'star' }),
    shape('hexagon', 300, 0, 100, 100, { type: 'polygon' }),
    // The top half of a circle, as path data with an arc; stretched from its bounds (100 x 50) to 100 x 100.
    shape('dome', 400, 0, 100, 100, { type: 'path', data: 'M0 50 A50 50 0 0 1 100 50 Z' }),
    shape('arrow', 500, 0, 100, 100, { type: 'arrow' }),
    shape('outline', 0, 120, 100, 100, { type: 'rect', fillEnabled: false, strokeEnabled: true, strokeWidth: 10 }),
    {
      ...base,
      id: 'dashes',
      zIndex: ++z,
      type: 'line',
      x: 120,
      y: 170,
      width: 200,
      height: 0,
      lineConfig: {
        points: [0, 0, 200, 0],
        fill: '#000000',
        stroke: '#1060c0',
        strokeWidth: 10,
        dash: [20, 20],
        closed: false,
        strokeEnabled: true,
        fillEnabled: false,
        dashEnabled: true,
        lineCap: 'butt',
        lineJoin: 'miter',
      },
    } as Asset,
    {
      ...base,
      id: 'triangle',
      zIndex: ++z,
      type: 'line',
      x: 350,
      y: 120,
      width: 100,
      height: 100,
      lineConfig: {
        points: [0, 100, 50, 0, 100, 100],
        fill: '#1060c0',
        stroke: '#1060c0',
        strokeWidth: 1,
        dash: [],
        closed: true,
        strokeEnabled: false,
        fillEnabled: true,
        dashEnabled: false,
        lineCap: 'round',
        lineJoin: 'round',
      },
    } as Asset,
    // Half see-through, red with a 20 px blue stroke: its edges run 470..490 and 570..590 wide.
    { ...shape('glass', 480, 130, 100, 80, { type: 'rect', fill: '#ff0000', stroke: '#0000ff', strokeWidth: 20, strokeEnabled: true }), opacity: 0.5 } as Asset,
  ],
};

let png: PNG;
const dir = scratchDir('layout-pdf-shapes-');

beforeAll(async () => {
  const { pdf, skipped } = await renderDesignPdf(PAGE, { kind: 'standard' });
  expect(skipped).toEqual([]);
  writeFileSync(join(dir, 'shapes.pdf'), pdf);
  // 96 dpi: one raster pixel per page px, so the points below read as the design's coordinates.
  execFileSync('pdftoppm', ['-r', '96', '-png', '-singlefile', join(dir, 'shapes.pdf'), join(dir, 'shapes')]);
  png = PNG.sync.read(readFileSync(join(dir, 'shapes.png')));
});

/** Whether the page pixel at (x, y) is ink or paper (anti-aliased edges are neither: avoid them). */
function at(x: number, y: number): 'ink' | 'paper' | number[] {
  const i = (Math.floor(y) * png.width + Math.floor(x)) * 4;
  const rgb = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
  const near = (c: number[]) => rgb.every((v, k) => Math.abs(v - c[k]!) <= 6);
  return near(INK) ? 'ink' : near(PAPER) ? 'paper' : rgb;
}

describe('shape outlines in the PDF follow the editor (outline/shapeOutline.ts, traced by both)', () => {
  it('an ellipse is inscribed in its box', () => {
    expect([at(50, 50), at(50, 3), at(3, 50), at(8, 8), at(92, 92)]).toEqual(['ink', 'ink', 'ink', 'paper', 'paper']);
  });

  it('a rectangle rounds its corners by the stored radius', () => {
    expect([at(150, 50), at(103, 50), at(150, 97), at(104, 4), at(196, 96), at(112, 12)]).toEqual(['ink', 'ink', 'ink', 'paper', 'paper', 'ink']);
  });

  it('a star has five points, one straight up, and hollows between them', () => {
    expect([at(250, 50), at(250, 5), at(215, 15), at(285, 15), at(250, 95)]).toEqual(['ink', 'ink', 'paper', 'paper', 'paper']);
  });

  it('a polygon is a hexagon with a corner straight up', () => {
    // Its flat sides stand 43.3 px either side of the centre, short of the box.
    expect([at(350, 50), at(350, 3), at(305, 5), at(310, 50), at(304, 50), at(396, 50)]).toEqual(['ink', 'ink', 'paper', 'ink', 'paper', 'paper']);
  });

  it('path data with an arc is stretched from its own bounds to the box', () => {
    // The dome's 50 px of height fill the 100 px box: its top at y 0, its flat side at y 100.
    expect([at(450, 4), at(450, 96), at(404, 94), at(404, 6), at(496, 6)]).toEqual(['ink', 'ink', 'ink', 'paper', 'paper']);
  });

  it('an arrow without data is a block arrow pointing right', () => {
    // Shaft 30 % to 70 % of the height up to 60 % of the width, then the head to the tip.
    expect([at(510, 50), at(510, 10), at(595, 50), at(590, 10), at(570, 20), at(570, 5)]).toEqual(['ink', 'paper', 'ink', 'paper', 'ink', 'paper']);
  });

  it('a shape with only its stroke enabled is an outline of the stroke width, centred on the edge', () => {
    expect([at(50, 170), at(2, 170), at(50, 123), at(50, 208)]).toEqual(['paper', 'ink', 'ink', 'paper']);
  });

  it('a dashed line draws its dashes and leaves its gaps', () => {
    expect([at(130, 170), at(150, 170), at(170, 170), at(130, 177)]).toEqual(['ink', 'paper', 'ink', 'paper']);
  });

  it('a closed line may be filled', () => {
    expect([at(400, 200), at(400, 130), at(360, 130)]).toEqual(['ink', 'ink', 'paper']);
  });
});

describe('a see-through shape is composited once, as the editor composites it through a buffer', () => {
  it('shows its stroke over white where the stroke overlaps its fill, not over the faded fill', () => {
    const rgb = (x: number, y: number) => {
      const i = (y * png.width + x) * 4;
      return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    };
    const near = (a: number[], b: number[]) => a.every((v, k) => Math.abs(v - b[k]!) <= 3);
    const halfBlue = [128, 128, 255];
    expect(near(rgb(475, 170), halfBlue), `${rgb(475, 170)}`).toBe(true); // the stroke's outer half
    expect(near(rgb(485, 170), halfBlue), `${rgb(485, 170)}`).toBe(true); // its inner half, over the fill
    expect(near(rgb(530, 170), [255, 128, 128]), `${rgb(530, 170)}`).toBe(true); // the fill alone
  });
});

describe('arcBeziers', () => {
  it('keeps every end and control-curve point on the ellipse, in quarter turns at most', () => {
    const pieces = arcBeziers(10, 20, 30, 15, 0, Math.PI, Math.PI);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]!.slice(0, 2)).toEqual([-20, expect.closeTo(20, 9)]);
    expect(pieces[1]![6]).toBeCloseTo(40, 9);
    expect(pieces[1]![7]).toBeCloseTo(20, 9);
    // The midpoint of the first piece lies on the ellipse (within the cubic approximation's error).
    const [x0, y0, c1x, c1y, c2x, c2y, x1, y1] = pieces[0]!;
    const mx = (x0 + 3 * c1x + 3 * c2x + x1) / 8;
    const my = (y0 + 3 * c1y + 3 * c2y + y1) / 8;
    expect(((mx - 10) / 30) ** 2 + ((my - 20) / 15) ** 2).toBeCloseTo(1, 3);
  });
});
