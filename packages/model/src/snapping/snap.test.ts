import { describe, expect, it } from 'vitest';
import { asset, background, doc, page, rect } from '../testing/fixtures';
import { mmToPx } from '../units';
import { type SnapGuide, type SnapTargets, pageSnapGuides, snapBox, snapTargetsFor } from './snap';

const guide = (position: number, start = 0, end = 1000): SnapGuide => ({ position, start, end, source: 'page' });
const targets = (xs: number[], ys: number[] = []): SnapTargets => ({ vertical: xs.map((x) => guide(x)), horizontal: ys.map((y) => guide(y)) });
const box = (x: number, y: number, width = 50, height = 50) => ({ x, y, width, height });

describe('snap distance 5 px for guides (spec 001 sections 4.13 and 9)', () => {
  it('snaps an edge within 5 px onto the guide', () => {
    expect(snapBox(box(97, 300), targets([100])).dx).toBe(3);
    expect(snapBox(box(105, 300), targets([100])).dx).toBe(-5);
  });

  it('does not snap from 6 px away', () => {
    expect(snapBox(box(94, 300), targets([100]))).toEqual({ dx: 0, dy: 0, lines: [] });
  });

  it("snaps the box's centre and its far edge too", () => {
    expect(snapBox(box(72, 300), targets([100])).dx).toBe(3); // centre 97
    expect(snapBox(box(48, 300), targets([100])).dx).toBe(2); // right edge 98
  });

  it('takes the closest of several guides within reach', () => {
    expect(snapBox(box(101, 300), targets([97, 100, 103])).dx).toBe(-1);
  });

  it('snaps each axis on its own', () => {
    const result = snapBox(box(98, 396), targets([100], [400]));
    expect([result.dx, result.dy]).toEqual([2, 4]);
    expect(snapBox(box(98, 300), targets([100], [400]))).toMatchObject({ dx: 2, dy: 0 }); // y 300..350 is far from 400
  });

  it('scales the reach with the distance given (5 screen px at zoom 2 is 2.5 px)', () => {
    expect(snapBox(box(97, 300), targets([100]), 2.5).dx).toBe(0);
    expect(snapBox(box(98, 300), targets([100]), 2.5).dx).toBe(2);
  });

  it('lets a resize handle snap only the edge it drags', () => {
    expect(snapBox(box(98, 300), targets([100]), 5, { x: ['end'] }).dx).toBe(0);
    expect(snapBox(box(48, 300), targets([100]), 5, { x: ['end'] }).dx).toBe(2);
  });
});

describe('snap lines to draw', () => {
  it('draws a line along the snapped guide, joining the guide and the box', () => {
    const result = snapBox(box(97, 2000), { vertical: [guide(100, 0, 500)], horizontal: [] });
    expect(result.lines).toEqual([{ orientation: 'vertical', position: 100, start: 0, end: 2050 }]);
  });

  it('draws every guide the snapped box lies on, once each', () => {
    // After snapping the left edge to 100, the right edge (150) lies on another guide.
    const result = snapBox(box(98, 0), { vertical: [guide(100), guide(150), guide(150, 0, 2000)], horizontal: [guide(25)] });
    expect(result.lines.map((l) => [l.orientation, l.position])).toEqual([
      ['vertical', 100],
      ['vertical', 150],
      ['horizontal', 25],
    ]);
    expect(result.lines[1]!.end).toBe(2000);
  });
});

describe('what a box snaps to on a page', () => {
  const W = mmToPx(297);
  const H = mmToPx(210);
  const content = doc(
    page(
      'p',
      background({ id: 'bg' }),
      rect({ id: 'moving', x: 500, y: 500, groupId: 'g' }),
      rect({ id: 'partner', x: 640, y: 640, groupId: 'g' }),
      asset('group', { id: 'g', memberIds: ['moving', 'partner'] }),
      rect({ id: 'other', x: 200, y: 300, width: 100, height: 60 }),
    ),
    page('q', rect({ id: 'elsewhere', x: 777, y: 777 })),
  );
  const found = snapTargetsFor(content, 'p', ['moving']);
  const xs = found.vertical.map((g) => g.position);
  const ys = found.horizontal.map((g) => g.position);
  const has = (list: number[], value: number) => list.some((v) => Math.abs(v - value) < 1e-9);

  it('includes the trim and bleed edges (7.5 mm outside)', () => {
    for (const x of [0, W, -mmToPx(7.5), W + mmToPx(7.5)]) expect(has(xs, x)).toBe(true);
    for (const y of [0, H, -mmToPx(7.5), H + mmToPx(7.5)]) expect(has(ys, y)).toBe(true);
  });

  it('includes the 8 mm margins, the column edges and the page centre lines', () => {
    for (const mm of [8, 95, 105, 192, 202, 289, 148.5]) expect(has(xs, mmToPx(mm))).toBe(true);
    for (const mm of [8, 202, 105]) expect(has(ys, mmToPx(mm))).toBe(true);
  });

  it('lists a column edge that lies on the margin only once', () => {
    expect(xs.filter((x) => Math.abs(x - mmToPx(8)) < 1e-6)).toHaveLength(1);
  });

  it("includes other assets' edges and centres on the page", () => {
    for (const x of [200, 250, 300]) expect(found.vertical.some((g) => g.source === 'asset' && g.position === x)).toBe(true);
    for (const y of [300, 330, 360]) expect(found.horizontal.some((g) => g.source === 'asset' && g.position === y)).toBe(true);
  });

  it('leaves out the moving assets, their group, the background and other pages', () => {
    for (const x of [500, 550, 640, 690, 777, 827]) expect(has(xs, x)).toBe(false);
    expect(found.vertical.filter((g) => g.source === 'asset')).toHaveLength(3);
  });

  it("works out a page's guides once per version of the content, sorted, whatever is moved", () => {
    expect(pageSnapGuides(content, 'p')).toBe(pageSnapGuides(content, 'p'));
    const positions = pageSnapGuides(content, 'p').vertical.map((g) => g.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The moving assets' own guides are in the page's list; what a drag snaps to leaves them out.
    expect(positions.some((x) => Math.abs(x - 500) < 1e-9)).toBe(true);
    expect(
      snapTargetsFor(content, 'p', ['other'])
        .vertical.filter((g) => g.source === 'asset')
        .map((g) => g.position),
    ).toEqual(expect.arrayContaining([500, 640]));
  });

  it('snaps a dragged box onto the page centre line', () => {
    const dragged = { x: W / 2 - 50 + 3, y: 400, width: 100, height: 100 };
    expect(snapBox(dragged, found).dx).toBeCloseTo(-3, 9);
  });
});

describe('snapping among thousands of guides', () => {
  /** The rule as written: every anchor against every guide, the first strictly closer one wins. */
  function bruteForce(moving: { x: number; y: number; width: number; height: number }, all: SnapTargets, distance: number) {
    const axis = (values: number[], guides: SnapGuide[]) => {
      let best = 0;
      let bestDistance = Infinity;
      for (const value of values) {
        for (const g of guides) {
          const offset = g.position - value;
          if (Math.abs(offset) <= distance && Math.abs(offset) < bestDistance) {
            best = offset;
            bestDistance = Math.abs(offset);
          }
        }
      }
      return best;
    };
    const dx = axis([moving.x, moving.x + moving.width / 2, moving.x + moving.width], all.vertical);
    const dy = axis([moving.y, moving.y + moving.height / 2, moving.y + moving.height], all.horizontal);
    return { dx, dy };
  }

  it('finds the same offset as testing every guide, ties and duplicates included', () => {
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    // Whole positions on a small range: many guides coincide and many offsets tie.
    const guides = (n: number) => Array.from({ length: n }, () => guide(Math.round(next() * 400), 0, 1000));
    const all: SnapTargets = { vertical: guides(3000), horizontal: guides(3000) };
    for (let i = 0; i < 500; i++) {
      const moving = box(next() * 400, next() * 400, 1 + Math.round(next() * 80), 1 + Math.round(next() * 80));
      const snapped = snapBox(moving, all, 5);
      expect({ dx: snapped.dx, dy: snapped.dy }).toEqual(bruteForce(moving, all, 5));
      for (const line of snapped.lines) {
        const on = line.orientation === 'vertical' ? all.vertical : all.horizontal;
        expect(on.some((g) => g.position === line.position)).toBe(true);
      }
    }
  });

  it("finds the same offset when the guides come in order already (a drag of a page's assets)", () => {
    let seed = 11;
    const next = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const guides = (n: number) => Array.from({ length: n }, () => guide(Math.round(next() * 400), 0, 1000)).sort((a, b) => a.position - b.position);
    const all: SnapTargets = { vertical: guides(3000), horizontal: guides(3000) };
    for (let i = 0; i < 500; i++) {
      const moving = box(next() * 400, next() * 400, 1 + Math.round(next() * 80), 1 + Math.round(next() * 80));
      const snapped = snapBox(moving, all, 5);
      expect({ dx: snapped.dx, dy: snapped.dy }).toEqual(bruteForce(moving, all, 5));
    }
  });
});
