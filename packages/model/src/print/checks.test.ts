import { describe, expect, it } from 'vitest';
import { asset, background, doc, image, line, page, rect, text } from '../testing/fixtures';
import { printWarnings } from './checks';

const TEXT_SAFE = 'TEXT SAFE AREA / Your text is too close to the edge of the page.We need at minimum 5mm text safe area on all sides.';
const TOO_CLOSE = 'This element is too close to the edge of the page. Please move it 5mm in from the edge or 2mm past the edge to create full bleed';
const BLEED = 'WE REQUIRE BLEED / Please drag this element a minimum 2mm past the edge of the page to create full bleed.';

// A 1000 x 500 px page. Measured from the trim edge, as the messages say: the text safe area is
// 5 mm (18.9 px); the bleed warning zone runs from 2 mm (7.56 px) past the edge to 5 mm inside it.
const layout = { flatWidth: 1000, flatHeight: 500, units: 'px' as const };
const warningsFor = (...assets: Parameters<typeof page>[1][]) => printWarnings(doc(layout, page('p', ...assets)), 'p');

describe('text safe area: 5 mm from the trim edge (spec 001 sections 8 and 9)', () => {
  it('marks text, svg and icon assets closer to the edge with the spec message', () => {
    expect(warningsFor(text({ id: 't', x: 18, y: 100 }))).toEqual([{ assetId: 't', kind: 'textSafeArea', message: TEXT_SAFE }]);
    expect(warningsFor(asset('icon', { id: 'i', link: '/i.svg', x: 100, y: 500 - 100 - 5 })).map((w) => w.kind)).toEqual(['textSafeArea']);
    expect(warningsFor(asset('svg_image', { id: 's', link: '/s.svg', x: 1000 - 100, y: 100 })).map((w) => w.kind)).toEqual(['textSafeArea']);
  });
  it('leaves text 5 mm (18.9 px) or more inside every edge alone', () => {
    expect(warningsFor(text({ x: 19, y: 19 }))).toEqual([]);
  });
  it('uses the rotated bounds', () => {
    // Turned -90 degrees about its top-left corner, a 300 x 30 text at y 100 reaches y -200.
    expect(warningsFor(text({ id: 't', x: 100, y: 100, rotation: -90 })).map((w) => w.kind)).toEqual(['textSafeArea']);
    expect(warningsFor(text({ x: 100, y: 100 }))).toEqual([]);
  });
});

describe('bleed warnings on images and shapes: from 2 mm past the trim edge to 5 mm inside it (spec 001 sections 8 and 9)', () => {
  it('inside the trim but less than 5 mm in: too close to the edge', () => {
    expect(warningsFor(rect({ id: 'r', x: 18, y: 200 }))).toEqual([{ assetId: 'r', kind: 'tooCloseToEdge', message: TOO_CLOSE }]);
    expect(warningsFor(image({ id: 'i', x: 0, y: 200 })).map((w) => w.kind)).toEqual(['tooCloseToEdge']);
    expect(warningsFor(asset('illustration', { id: 'il', illustrationConfig: { link: '/a.png' }, x: 400, y: 500 - 100 - 1 })).map((w) => w.kind)).toEqual(['tooCloseToEdge']);
  });
  it('past the trim by less than 2 mm: bleed required', () => {
    expect(warningsFor(rect({ id: 'r', x: -7, y: 200 }))).toEqual([{ assetId: 'r', kind: 'bleedRequired', message: BLEED }]);
  });
  it('far enough in, or bleeding, gives no warning', () => {
    expect(warningsFor(rect({ x: 19, y: 19 }))).toEqual([]);
    expect(warningsFor(rect({ x: -8, y: 200 }))).toEqual([]);
    expect(warningsFor(rect({ x: -30, y: -30, width: 1060, height: 560 }))).toEqual([]);
  });
  it('prefers too close when one side is inside the zone and another short of bleed', () => {
    expect(warningsFor(rect({ x: -2, y: 10 })).map((w) => w.kind)).toEqual(['tooCloseToEdge']);
  });
});

describe('assets without print warnings', () => {
  it('skips backgrounds and lines, and unknown pages', () => {
    expect(warningsFor(background({ x: 0, y: 0 }), line({ x: 0, y: 0 }))).toEqual([]);
    expect(printWarnings(doc(layout, page('p', text({ x: 0 }))), 'nope')).toEqual([]);
  });
  it('does not give shapes the text warning nor texts the bleed warnings', () => {
    // A shape 10 px past the edge bleeds fully; it would be in the text safe area if it were text.
    expect(warningsFor(rect({ x: -10, y: 100 }))).toEqual([]);
    // A text 2 mm past the edge gets only the text warning, never a bleed warning.
    expect(warningsFor(text({ id: 't', x: -8, y: 100 })).map((w) => w.kind)).toEqual(['textSafeArea']);
  });
});
