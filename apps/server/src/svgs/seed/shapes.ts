import { SECONDARY_COLOR } from '@layout/model';

/**
 * Layout's own shape library, drawn for the project (so it ships under the project's licence).
 * Every shape is one colour: the root's fill paints every path, so the editor's Fill tool
 * (recolorSvg) recolours the whole shape and its Stroke tool outlines it. Sizes are given with
 * the viewBox so a shape is added at its own proportions.
 */
export interface SeedShape {
  name: string;
  category: ShapeCategory;
  keyWords: string;
  /** Price in dollars; 0 is free. */
  cost: number;
  svg: string;
}

/** The categories, in the panel's order (the four Konva basic shapes come before these in the panel). */
export const SHAPE_CATEGORIES = ['Geometric shapes', 'Arrows', 'Banners and ribbons', 'Badges and seals', 'Speech bubbles', 'Frames', 'Decorative dividers'] as const;
type ShapeCategory = (typeof SHAPE_CATEGORIES)[number];

type Point = readonly [number, number];

const r2 = (n: number) => Math.round(n * 100) / 100;
const pt = ([x, y]: Point) => `${r2(x)} ${r2(y)}`;

/** A closed polygon as path data. */
const polygon = (points: readonly Point[]) => `M${points.map(pt).join(' L')} Z`;

const onCircle = (cx: number, cy: number, r: number, degrees: number): Point => [cx + r * Math.cos((degrees * Math.PI) / 180), cy + r * Math.sin((degrees * Math.PI) / 180)];

/** A regular polygon of `n` corners, the first at `start` degrees (0 is right, -90 is up). */
const regular = (n: number, cx: number, cy: number, r: number, start = -90) => polygon(Array.from({ length: n }, (_, i) => onCircle(cx, cy, r, start + (360 * i) / n)));

/** A star of `n` points with outer radius `outer` and inner radius `inner`. */
const star = (n: number, cx: number, cy: number, outer: number, inner: number, start = -90) =>
  polygon(Array.from({ length: 2 * n }, (_, i) => onCircle(cx, cy, i % 2 === 0 ? outer : inner, start + (180 * i) / n)));

/** A circle as path data (two arcs), for rings and holes. */
const circle = (cx: number, cy: number, r: number) => `M${r2(cx - r)} ${r2(cy)} A${r} ${r} 0 1 0 ${r2(cx + r)} ${r2(cy)} A${r} ${r} 0 1 0 ${r2(cx - r)} ${r2(cy)} Z`;

/** A rectangle with round corners as path data. */
const roundRect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y} H${x + w - r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h - r} A${r} ${r} 0 0 1 ${x + w - r} ${y + h} H${x + r} A${r} ${r} 0 0 1 ${x} ${y + h - r} V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} Z`;

const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y} H${x + w} V${y + h} H${x} Z`;

/** A circle whose edge is `n` bumps of radius `bump` (badges, scalloped frames). */
function scalloped(n: number, cx: number, cy: number, r: number, bump: number): string {
  const points = Array.from({ length: n }, (_, i) => onCircle(cx, cy, r, -90 + (360 * i) / n));
  return `M${pt(points[0]!)} ${points.map((_, i) => `A${bump} ${bump} 0 0 1 ${pt(points[(i + 1) % n]!)}`).join(' ')} Z`;
}

/** A thick arc from `from` to `to` degrees (clockwise) between radii `inner` and `outer`, with an arrow head at its end. */
function arcArrow(cx: number, cy: number, outer: number, inner: number, from: number, to: number): string {
  const mid = (outer + inner) / 2;
  const half = outer - inner;
  const large = to - from > 180 ? 1 : 0;
  const headBase = to;
  const tip = onCircle(cx, cy, mid, to + 28);
  return [
    `M${pt(onCircle(cx, cy, outer, from))}`,
    `A${outer} ${outer} 0 ${large} 1 ${pt(onCircle(cx, cy, outer, headBase))}`,
    `L${pt(onCircle(cx, cy, outer + half, headBase))}`,
    `L${pt(tip)}`,
    `L${pt(onCircle(cx, cy, inner - half, headBase))}`,
    `L${pt(onCircle(cx, cy, inner, headBase))}`,
    `A${inner} ${inner} 0 ${large} 0 ${pt(onCircle(cx, cy, inner, from))}`,
    'Z',
  ].join(' ');
}

/** The part of circle A outside circle B, as a path (a crescent when B covers one side of A). */
function crescent(a: { cx: number; cy: number; r: number }, b: { cx: number; cy: number; r: number }): string {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const d = Math.hypot(dx, dy);
  const along = (a.r * a.r - b.r * b.r + d * d) / (2 * d);
  const h = Math.sqrt(a.r * a.r - along * along);
  const base: Point = [a.cx + (along * dx) / d, a.cy + (along * dy) / d];
  const p1: Point = [base[0] + (h * dy) / d, base[1] - (h * dx) / d];
  const p2: Point = [base[0] - (h * dy) / d, base[1] + (h * dx) / d];
  return `M${pt(p1)} A${a.r} ${a.r} 0 1 0 ${pt(p2)} A${b.r} ${b.r} 0 0 1 ${pt(p1)} Z`;
}

/** A thick wave across `width`: `waves` crests of height `amplitude`, `thickness` thick, centred on `y`. */
function wave(width: number, y: number, waves: number, amplitude: number, thickness: number): string {
  const step = width / (waves * 2);
  const top = y - thickness / 2;
  const bottom = y + thickness / 2;
  let d = `M0 ${top} `;
  for (let i = 0; i < waves * 2; i++) d += `Q${r2(step * i + step / 2)} ${r2(top + (i % 2 === 0 ? -amplitude : amplitude) * 2)} ${r2(step * (i + 1))} ${top} `;
  d += `V${bottom} `;
  for (let i = waves * 2 - 1; i >= 0; i--) d += `Q${r2(step * i + step / 2)} ${r2(bottom + (i % 2 === 0 ? -amplitude : amplitude) * 2)} ${r2(step * i)} ${bottom} `;
  return `${d}Z`;
}

/** The SVG file of a shape: its paths on a viewBox of width x height, in one colour. */
function file(width: number, height: number, paths: string | string[], evenOdd = false): string {
  const list = Array.isArray(paths) ? paths : [paths];
  // Holes (rings, frames) need their outlines in one path: even-odd works within a path only.
  const body = evenOdd ? `<path fill-rule="evenodd" d="${list.join(' ')}"/>` : list.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" fill="${SECONDARY_COLOR}">${body}</svg>`;
}

const shape = (category: ShapeCategory, name: string, keyWords: string, svg: string, cost = 0): SeedShape => ({ name, category, keyWords, cost, svg });

const cloud = 'M24 80 A17 17 0 0 1 20 46 A22 22 0 0 1 56 26 A20 20 0 0 1 86 42 A20 20 0 0 1 78 80 Z';

export const SEED_SHAPES: readonly SeedShape[] = [
  // Shapes beyond the four basic ones (rectangle, circle, star, hexagon are drawn by the canvas).
  shape(
    'Geometric shapes',
    'Heart',
    'heart love valentine',
    file(100, 90, 'M50 88 C22 68 2 52 2 30 C2 14 14 2 29 2 C39 2 46 8 50 16 C54 8 61 2 71 2 C86 2 98 14 98 30 C98 52 78 68 50 88 Z'),
  ),
  shape(
    'Geometric shapes',
    'Triangle',
    'triangle geometric',
    file(
      100,
      90,
      polygon([
        [50, 2],
        [98, 88],
        [2, 88],
      ]),
    ),
  ),
  shape(
    'Geometric shapes',
    'Diamond',
    'diamond rhombus lozenge',
    file(
      80,
      100,
      polygon([
        [40, 1],
        [79, 50],
        [40, 99],
        [1, 50],
      ]),
    ),
  ),
  shape('Geometric shapes', 'Pentagon', 'pentagon polygon five sides', file(100, 96, regular(5, 50, 52, 48))),
  shape('Geometric shapes', 'Burst', 'starburst burst explosion sale sticker', file(100, 100, star(16, 50, 50, 49, 38))),
  shape('Geometric shapes', 'Cloud', 'cloud weather sky', file(108, 84, cloud)),
  shape('Geometric shapes', 'Crescent', 'crescent moon night', file(100, 100, crescent({ cx: 50, cy: 50, r: 48 }, { cx: 68, cy: 38, r: 40 }))),
  shape(
    'Geometric shapes',
    'Cross',
    'cross plus add medical',
    file(
      100,
      100,
      polygon([
        [34, 2],
        [66, 2],
        [66, 34],
        [98, 34],
        [98, 66],
        [66, 66],
        [66, 98],
        [34, 98],
        [34, 66],
        [2, 66],
        [2, 34],
        [34, 34],
      ]),
    ),
  ),
  shape('Geometric shapes', 'Octagon', 'octagon polygon eight sides stop', file(100, 100, regular(8, 50, 50, 49, -67.5))),
  shape('Geometric shapes', 'Rounded square', 'square rounded corners tile', file(100, 100, roundRect(2, 2, 96, 96, 18))),
  shape(
    'Geometric shapes',
    'Parallelogram',
    'parallelogram slanted',
    file(
      120,
      80,
      polygon([
        [30, 2],
        [118, 2],
        [90, 78],
        [2, 78],
      ]),
    ),
  ),
  shape(
    'Geometric shapes',
    'Trapezoid',
    'trapezoid trapezium',
    file(
      120,
      80,
      polygon([
        [28, 2],
        [92, 2],
        [118, 78],
        [2, 78],
      ]),
    ),
  ),
  shape(
    'Geometric shapes',
    'Right triangle',
    'triangle right angle geometric',
    file(
      100,
      100,
      polygon([
        [2, 2],
        [2, 98],
        [98, 98],
      ]),
    ),
  ),
  shape('Geometric shapes', 'Ring', 'ring donut circle hollow', file(100, 100, [circle(50, 50, 48), circle(50, 50, 28)], true)),
  shape('Geometric shapes', 'Half round', 'semicircle half circle round dome', file(100, 51, 'M1 50 A49 49 0 0 1 99 50 Z')),
  shape('Geometric shapes', 'Quarter round', 'quarter circle round pie corner', file(100, 100, 'M2 98 V2 A96 96 0 0 1 98 98 Z')),
  shape('Geometric shapes', 'Hexagram', 'star six points hexagram', file(100, 100, star(6, 50, 50, 49, 28))),

  shape(
    'Arrows',
    'Arrow right',
    'arrow right next direction',
    file(
      100,
      60,
      polygon([
        [0, 18],
        [58, 18],
        [58, 0],
        [100, 30],
        [58, 60],
        [58, 42],
        [0, 42],
      ]),
    ),
  ),
  shape(
    'Arrows',
    'Double arrow',
    'arrow double left right both ways',
    file(
      120,
      50,
      polygon([
        [0, 25],
        [26, 0],
        [26, 14],
        [94, 14],
        [94, 0],
        [120, 25],
        [94, 50],
        [94, 36],
        [26, 36],
        [26, 50],
      ]),
    ),
  ),
  shape(
    'Arrows',
    'Chevron',
    'chevron arrow next step process',
    file(
      100,
      70,
      polygon([
        [0, 0],
        [62, 0],
        [100, 35],
        [62, 70],
        [0, 70],
        [38, 35],
      ]),
    ),
  ),
  shape(
    'Arrows',
    'Pentagon arrow',
    'arrow pentagon tag step label',
    file(
      120,
      60,
      polygon([
        [0, 0],
        [92, 0],
        [120, 30],
        [92, 60],
        [0, 60],
      ]),
    ),
  ),
  shape(
    'Arrows',
    'Arrow up',
    'arrow up top increase',
    file(
      60,
      100,
      polygon([
        [30, 0],
        [60, 40],
        [41, 40],
        [41, 100],
        [19, 100],
        [19, 40],
        [0, 40],
      ]),
    ),
  ),
  shape('Arrows', 'U-turn arrow', 'arrow u-turn curved back return', file(100, 96, 'M8 94 V44 A36 36 0 0 1 80 44 V56 H96 L70 94 L44 56 H60 V44 A16 16 0 0 0 28 44 V94 Z')),
  shape('Arrows', 'Circular arrow', 'arrow circular refresh repeat cycle', file(100, 100, arcArrow(50, 50, 40, 24, -60, 200))),
  shape(
    'Arrows',
    'Long arrow',
    'arrow long thin right pointer',
    file(
      160,
      30,
      polygon([
        [0, 12],
        [132, 12],
        [132, 2],
        [160, 15],
        [132, 28],
        [132, 18],
        [0, 18],
      ]),
    ),
  ),

  shape(
    'Banners and ribbons',
    'Ribbon banner',
    'ribbon banner title heading',
    file(200, 70, [
      rect(28, 4, 144, 44),
      polygon([
        [0, 18],
        [24, 18],
        [24, 52],
        [34, 62],
        [34, 66],
        [0, 66],
        [12, 42],
      ]),
      polygon([
        [200, 18],
        [176, 18],
        [176, 52],
        [166, 62],
        [166, 66],
        [200, 66],
        [188, 42],
      ]),
    ]),
  ),
  shape(
    'Banners and ribbons',
    'Swallowtail banner',
    'banner flag swallowtail pennant',
    file(
      200,
      60,
      polygon([
        [0, 0],
        [200, 0],
        [180, 30],
        [200, 60],
        [0, 60],
        [20, 30],
      ]),
    ),
  ),
  shape('Banners and ribbons', 'Wavy banner', 'banner wave flag flowing', file(200, 80, 'M0 20 Q50 0 100 20 T200 20 V60 Q150 80 100 60 T0 60 Z'), 2),
  shape(
    'Banners and ribbons',
    'Corner ribbon',
    'ribbon corner sash new sale',
    file(
      100,
      100,
      polygon([
        [36, 0],
        [66, 0],
        [100, 34],
        [100, 64],
      ]),
    ),
  ),
  shape(
    'Banners and ribbons',
    'Bookmark',
    'bookmark ribbon tab label',
    file(
      60,
      100,
      polygon([
        [0, 0],
        [60, 0],
        [60, 100],
        [30, 78],
        [0, 100],
      ]),
    ),
  ),
  shape(
    'Banners and ribbons',
    'Tag banner',
    'banner label tag notched',
    file(
      200,
      50,
      polygon([
        [0, 0],
        [200, 0],
        [184, 25],
        [200, 50],
        [0, 50],
      ]),
    ),
  ),

  shape('Badges and seals', 'Seal', 'seal starburst badge stamp certified', file(100, 100, star(24, 50, 50, 49, 43))),
  shape('Badges and seals', 'Scalloped badge', 'badge scalloped round sticker label', file(100, 100, scalloped(18, 50, 50, 42, 8.5))),
  shape(
    'Badges and seals',
    'Rosette',
    'rosette award prize ribbon winner medal',
    file(100, 130, [
      scalloped(20, 50, 46, 38, 7),
      polygon([
        [30, 76],
        [48, 82],
        [38, 128],
        [28, 116],
        [16, 120],
      ]),
      polygon([
        [70, 76],
        [52, 82],
        [62, 128],
        [72, 116],
        [84, 120],
      ]),
    ]),
    2,
  ),
  shape('Badges and seals', 'Shield', 'shield crest security badge', file(100, 110, 'M50 2 L94 16 V50 C94 78 74 98 50 108 C26 98 6 78 6 50 V16 Z')),
  shape(
    'Badges and seals',
    'Price tag',
    'price tag label sale',
    file(
      120,
      70,
      [
        polygon([
          [0, 35],
          [26, 0],
          [120, 0],
          [120, 70],
          [26, 70],
        ]),
        circle(28, 35, 7),
      ],
      true,
    ),
  ),
  shape('Badges and seals', 'Round badge', 'badge circle round ring emblem', file(100, 100, [circle(50, 50, 49), circle(50, 50, 44), circle(50, 50, 40)], true)),

  shape(
    'Speech bubbles',
    'Speech bubble',
    'speech bubble talk comment chat',
    file(100, 94, 'M50 4 C76 4 96 20 96 41 C96 62 76 78 50 78 C44 78 38 77 33 75 L10 92 L17 67 C8 60 4 51 4 41 C4 20 24 4 50 4 Z'),
  ),
  shape(
    'Speech bubbles',
    'Square speech bubble',
    'speech bubble rectangle talk message',
    file(100, 92, 'M10 2 H90 Q98 2 98 10 V60 Q98 68 90 68 H42 L20 90 L24 68 H10 Q2 68 2 60 V10 Q2 2 10 2 Z'),
  ),
  shape(
    'Speech bubbles',
    'Thought bubble',
    'thought bubble think cloud dream',
    file(100, 100, ['M22 62 A16 16 0 0 1 18 32 A20 20 0 0 1 50 16 A20 20 0 0 1 84 28 A17 17 0 0 1 80 62 Z', circle(24, 76, 7), circle(12, 92, 4)]),
  ),
  shape('Speech bubbles', 'Shout bubble', 'shout bubble exclamation pow comic', file(100, 100, star(13, 50, 46, 47, 34, -70)), 1),

  shape('Frames', 'Square frame', 'frame square border', file(100, 100, [rect(0, 0, 100, 100), rect(10, 10, 80, 80)], true)),
  shape('Frames', 'Round frame', 'frame circle round border', file(100, 100, [circle(50, 50, 49), circle(50, 50, 41)], true)),
  shape('Frames', 'Rounded frame', 'frame rounded border soft', file(100, 100, [roundRect(0, 0, 100, 100, 16), roundRect(9, 9, 82, 82, 9)], true)),
  shape('Frames', 'Double frame', 'frame double line border classic', file(100, 100, [rect(0, 0, 100, 100), rect(4, 4, 92, 92), rect(8, 8, 84, 84), rect(10, 10, 80, 80)], true)),
  shape('Frames', 'Scalloped frame', 'frame scalloped ornate round', file(100, 100, [scalloped(24, 50, 50, 44, 6.5), circle(50, 50, 38)], true), 1.5),
  shape('Frames', 'Arch frame', 'frame arch window door', file(80, 100, ['M0 100 V40 A40 40 0 0 1 80 40 V100 Z', 'M8 92 V40 A32 32 0 0 1 72 40 V92 Z'], true)),

  shape(
    'Decorative dividers',
    'Diamond divider',
    'divider line diamond separator rule',
    file(200, 20, [
      rect(0, 9, 86, 2),
      rect(114, 9, 86, 2),
      polygon([
        [100, 1],
        [109, 10],
        [100, 19],
        [91, 10],
      ]),
    ]),
  ),
  shape(
    'Decorative dividers',
    'Dots divider',
    'divider dots separator',
    file(200, 20, [circle(70, 10, 3), circle(85, 10, 4), circle(100, 10, 6), circle(115, 10, 4), circle(130, 10, 3)]),
  ),
  shape('Decorative dividers', 'Wave divider', 'divider wave squiggle line', file(200, 20, wave(200, 10, 5, 3, 4))),
  shape(
    'Decorative dividers',
    'Leaf divider',
    'divider leaf flourish ornament elegant',
    file(200, 20, [
      polygon([
        [0, 10],
        [58, 9],
        [58, 11],
      ]),
      polygon([
        [200, 10],
        [142, 9],
        [142, 11],
      ]),
      'M60 10 Q77 0 94 10 Q77 20 60 10 Z',
      'M140 10 Q123 0 106 10 Q123 20 140 10 Z',
      circle(100, 10, 4),
    ]),
    1,
  ),
  shape(
    'Decorative dividers',
    'Twinkle divider',
    'divider stars twinkle separator',
    file(200, 20, [rect(0, 9, 70, 2), rect(130, 9, 70, 2), star(5, 80, 10, 7, 3), star(5, 100, 10, 9, 4), star(5, 120, 10, 7, 3)]),
  ),
];
