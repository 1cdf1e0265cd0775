import { describe, expect, it } from 'vitest';
import { asset, background, doc, line, page, rect, text } from '../testing/fixtures';
import { assetsInMarquee, convexPolygonsIntersect, expandToGroups, selectAllOnPage, selectionFromMarquee, selectionUnits } from './select';

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('a marquee selects touched assets: one selects it, several form a group (spec 001 section 4.2)', () => {
  it('turns hits into no selection, a single asset or a group', () => {
    expect(selectionFromMarquee([])).toEqual({ kind: 'none' });
    expect(selectionFromMarquee(['a'])).toEqual({ kind: 'single', id: 'a' });
    expect(selectionFromMarquee(['a', 'b'])).toEqual({ kind: 'group', ids: ['a', 'b'] });
  });
});

describe('which assets a marquee touches', () => {
  // A 100 x 100 square turned 45 degrees about (200, 200): a diamond with its top at (200, 200),
  // right (270.7, 270.7), bottom (200, 341.4), left (129.3, 270.7).
  const content = doc(
    page(
      'p',
      background({ id: 'bg' }),
      rect({ id: 'diamond', x: 200, y: 200, width: 100, height: 100, rotation: 45 }),
      rect({ id: 'plain', x: 500, y: 100, width: 100, height: 50 }),
      text({ id: 'words', x: 500, y: 400 }),
    ),
    page('q', rect({ id: 'other-page', x: 200, y: 200 })),
  );

  it('ignores a marquee inside the bounding box but outside the turned rectangle', () => {
    // The box's corner region: x + y stays below 400, the diamond's upper-left edge.
    expect(assetsInMarquee(content, 'p', box(130, 200, 30, 30))).toEqual([]);
  });

  it('picks the turned rectangle where the marquee crosses it', () => {
    expect(assetsInMarquee(content, 'p', box(150, 230, 30, 30))).toEqual(['diamond']);
  });

  it('counts touching a corner or an edge as touching', () => {
    expect(assetsInMarquee(content, 'p', box(190, 190, 20, 10))).toEqual(['diamond']);
    expect(assetsInMarquee(content, 'p', box(190, 190, 20, 9.9))).toEqual([]);
    expect(assetsInMarquee(content, 'p', box(600, 120, 10, 10))).toEqual(['plain']);
  });

  it('picks an asset that holds the whole marquee, or that the marquee holds', () => {
    expect(assetsInMarquee(content, 'p', box(520, 110, 5, 5))).toEqual(['plain']);
    expect(assetsInMarquee(content, 'p', box(480, 80, 200, 100))).toEqual(['plain']);
  });

  it('accepts a marquee dragged up and to the left', () => {
    expect(assetsInMarquee(content, 'p', box(180, 260, -30, -30))).toEqual(['diamond']);
  });

  it('never picks the background, and lists hits of this page only, in z-order', () => {
    expect(assetsInMarquee(content, 'p', box(-100, -100, 5000, 5000))).toEqual(['diamond', 'plain', 'words']);
    expect(assetsInMarquee(content, 'p', box(10, 10, 5, 5))).toEqual([]);
  });

  it('respects flips: a flipped asset lies left of its x', () => {
    const flipped = doc(page('p', rect({ id: 'f', x: 300, y: 0, width: 100, height: 100, scaleX: -1 })));
    expect(assetsInMarquee(flipped, 'p', box(210, 10, 10, 10))).toEqual(['f']);
    expect(assetsInMarquee(flipped, 'p', box(310, 10, 10, 10))).toEqual([]);
  });

  it('touches a thin line by its box', () => {
    const lined = doc(page('p', line({ id: 'l', x: 0, y: 0, width: 200, height: 0 })));
    expect(assetsInMarquee(lined, 'p', box(50, -5, 10, 10))).toEqual(['l']);
    expect(assetsInMarquee(lined, 'p', box(50, 5, 10, 10))).toEqual([]);
  });

  it('selects all members of a saved group when one member is touched', () => {
    const grouped = doc(
      page(
        'p',
        rect({ id: 'a', x: 0, y: 0, groupId: 'g' }),
        rect({ id: 'b', x: 400, y: 400, groupId: 'g' }),
        asset('group', { id: 'g', memberIds: ['a', 'b'], x: 0, y: 0, width: 500, height: 500 }),
        rect({ id: 'c', x: 800, y: 0 }),
      ),
    );
    expect(assetsInMarquee(grouped, 'p', box(10, 10, 5, 5))).toEqual(['a', 'b']);
    // The container is not drawn: a marquee in the gap between members touches nothing.
    expect(assetsInMarquee(grouped, 'p', box(250, 250, 5, 5))).toEqual([]);
  });
});

describe('Ctrl/Cmd+A selects all assets on the active page (spec 001 section 4.3)', () => {
  it('lists every asset of the page except the background, in z-order', () => {
    const content = doc(page('p', background({ id: 'bg' }), rect({ id: 'a', zIndex: 2 }), rect({ id: 'b', zIndex: 1 })), page('q', rect({ id: 'c' })));
    expect(selectAllOnPage(content, 'p')).toEqual(['b', 'a']);
    expect(selectAllOnPage(content, 'missing')).toEqual([]);
  });
});

describe('convex polygon intersection', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ];
  const shifted = (dx: number, dy: number) => square.map((p) => ({ x: p.x + dx, y: p.y + dy }));

  it('finds overlap, touching and separation along either polygon axes', () => {
    expect(convexPolygonsIntersect(square, shifted(5, 5))).toBe(true);
    expect(convexPolygonsIntersect(square, shifted(10, 0))).toBe(true);
    expect(convexPolygonsIntersect(square, shifted(10.001, 0))).toBe(false);
    const diamond = [
      { x: 20, y: 10 },
      { x: 30, y: 20 },
      { x: 20, y: 30 },
      { x: 10, y: 20 },
    ];
    // Bounding boxes meet at (10..10, 10..10) but the diamond's edge passes beyond the corner.
    expect(convexPolygonsIntersect(square, diamond)).toBe(false);
  });
});

describe('a selection splits into units that move as one', () => {
  const content = doc(
    page(
      'p',
      background({ id: 'bg' }),
      rect({ id: 'a', x: 0, y: 0, groupId: 'g' }),
      rect({ id: 'b', x: 200, y: 300, groupId: 'g' }),
      asset('group', { id: 'g', memberIds: ['a', 'b'], x: 999, y: 999, width: 1, height: 1 }),
      rect({ id: 'c', x: 500, y: 0, locked: true }),
      rect({ id: 'd', x: 700, y: 0 }),
    ),
  );

  it('grows a member or the container to the whole group', () => {
    expect(expandToGroups(content, ['b']).map((a) => a.id)).toEqual(['a', 'b', 'g']);
    expect(expandToGroups(content, ['g']).map((a) => a.id)).toEqual(['a', 'b', 'g']);
    expect(expandToGroups(content, ['d', 'nope']).map((a) => a.id)).toEqual(['d']);
  });

  it("bounds a group by its members, not its container's stored box", () => {
    const units = selectionUnits(content, ['a', 'd']);
    expect(units.map((u) => u.key)).toEqual(['g', 'd']);
    expect(units[0]!.bounds).toEqual({ x: 0, y: 0, width: 300, height: 400 });
  });

  it('leaves out the background and locked assets', () => {
    expect(selectionUnits(content, ['bg', 'c'])).toEqual([]);
  });
});
