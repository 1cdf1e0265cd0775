/**
 * The export benchmark's designs: A4 portrait pages of 20 assets each, as a brochure has them: a
 * background (a colour, every other page a photo), four texts in three stored fonts and the
 * default one (a heading, a subheading, a paragraph, a caption), three cropped photos and a logo,
 * two illustrations, an icon and a shapes-library artwork (SVG), four shapes and three lines.
 * Photos are the server's seed photo files (1600 x 2400 to 2400 x 1600 px, 3.8 MP), the SVGs the
 * seed illustrations, a Tabler icon and a seed shape, so the export meets real files.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  type Asset,
  type DesignContent,
  type ShapeKind,
  createDesignContent,
  defaultLayoutDimensions,
  defaultTextConfig,
  designContentSchema,
  LINE_CONFIG_DEFAULTS,
  newId,
} from '@layout/model';
import { sfntFromWoff } from '@layout/render';
import sharp from 'sharp';
import { SEED_SHAPES } from '../../apps/server/src/svgs/seed/shapes';

const require = createRequire(import.meta.url);
const SERVER = resolve(import.meta.dirname, '../../apps/server/src');

/** Where the fixture's files are served from (written into the built web app for the browser route). */
export const FILES_PATH = '/bench-export';

/** The photos: the largest seed photo files (the most detail per byte), 3.8 MP each. */
const PHOTOS = [
  'fabric-denim.jpg',
  'waves-halftone.jpg',
  'geo-art-deco.jpg',
  'fabric-linen.jpg',
  'waves-topographic.jpg',
  'canvas-grey.jpg',
  'paper-kraft.jpg',
  'waves-ripples.jpg',
  'geo-memphis.jpg',
  'geo-terrazzo.jpg',
  'geo-stripes.jpg',
  'bokeh-festive.jpg',
];
const ILLUSTRATIONS = ['fox.svg', 'sunflower.svg', 'rocket.svg', 'mountains.svg', 'fireworks.svg', 'birthday-cake.svg', 'owl.svg', 'whale.svg'];
const ICONS = ['camera', 'map-pin', 'phone', 'mail', 'heart', 'star', 'calendar', 'world'];
const COLORS = ['#4ac6e3', '#263147', '#f2a93b', '#e8505b', '#7bc67b', '#9b6fd1'];
const PAGE_COLORS = ['#ffffff', '#f5f0e6', '#eef6f9', '#fff8e7'];

/** The stored fonts the texts use, by the name the server's font library gives them. */
export const FIXTURE_FONTS = [
  { name: 'Playfair Display Bold', package: 'playfair-display', weight: 700 },
  { name: 'Montserrat', package: 'montserrat', weight: 400 },
  { name: 'Lora', package: 'lora', weight: 400 },
] as const;

/** A file of the fixture, by its path under FILES_PATH. */
export interface FixtureFile {
  path: string;
  body: Buffer;
  type: string;
}

export interface Fixture {
  files: FixtureFile[];
  /** Each stored font's TrueType bytes, as the seed stores them (its WOFF unpacked), by font name. */
  fonts: Map<string, Uint8Array>;
}

/** Reads the fixture's pictures, artwork and fonts from the repository's seed files. */
export async function loadFixture(): Promise<Fixture> {
  const files: FixtureFile[] = [
    ...PHOTOS.map((name) => ({ path: `${FILES_PATH}/${name}`, body: readFileSync(join(SERVER, 'photos/seed/pictures', name)), type: 'image/jpeg' })),
    ...ILLUSTRATIONS.map((name) => ({ path: `${FILES_PATH}/${name}`, body: readFileSync(join(SERVER, 'illustrations/seed/art', name)), type: 'image/svg+xml' })),
    ...ICONS.map((name) => ({
      path: `${FILES_PATH}/icon-${name}.svg`,
      // As the icon library stores a Tabler file (svgs/seed/icons.ts tablerSvg).
      body: Buffer.from(
        readFileSync(join(dirname(require.resolve('@tabler/icons/package.json')), 'icons/outline', `${name}.svg`), 'utf8')
          .replace(/currentColor/g, '#000000')
          .replace(/\s+class="[^"]*"/, ''),
      ),
      type: 'image/svg+xml',
    })),
    ...SEED_SHAPES.slice(0, 8).map((shape, i) => ({ path: `${FILES_PATH}/shape-${i}.svg`, body: Buffer.from(shape.svg), type: 'image/svg+xml' })),
    { path: `${FILES_PATH}/logo.png`, body: await logoPng(), type: 'image/png' },
  ];
  const fonts = new Map<string, Uint8Array>();
  for (const font of FIXTURE_FONTS) {
    const woff = readFileSync(require.resolve(`@fontsource/${font.package}/files/${font.package}-latin-${font.weight}-normal.woff`));
    fonts.set(font.name, await sfntFromWoff(woff));
  }
  return { files, fonts };
}

/** A see-through PNG logo, 512 x 512, as customers upload them. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><circle cx="256" cy="256" r="240" fill="#263147"/><path d="M150 340 L256 140 L362 340 Z" fill="#4ac6e3"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const PARAGRAPH =
  'Our studio prints on recycled paper with plant-based inks. Every order is checked by hand before it goes to press, ' +
  'and delivered within five working days. Bring your own design or start from one of ours: brochures, menus, posters, ' +
  'invitations and cards, in small runs or large, with matching envelopes and stickers.';

/**
 * A design of `pages` A4 portrait pages of 20 assets each. `fontIds` gives the stored fonts' ids
 * (the server's, so the editor loads the same files); texts in any other font use the default.
 */
export function exportDesign(pages: number, fontIds: readonly number[]): DesignContent {
  const content = createDesignContent({ ...defaultLayoutDimensions(), flatWidth: 210, flatHeight: 297, units: 'mm' });
  content.pages = Array.from({ length: pages }, (_, p) => ({ id: `page-${p + 1}`, backgroundColor: PAGE_COLORS[p % PAGE_COLORS.length]! }));
  const W = 793.7; // 210 mm in page px (96 per inch)
  for (const [p, page] of content.pages.entries()) {
    let z = 0;
    const add = (asset: Record<string, unknown> & { type: Asset['type'] }) => {
      content.assets.push({ id: newId(), pageId: page.id, zIndex: asset.type === 'background' ? 0 : ++z, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, ...asset } as Asset);
    };
    const photo = (k: number) => `${FILES_PATH}/${PHOTOS[(3 * p + k) % PHOTOS.length]}`;
    const color = (k: number) => COLORS[(p + k) % COLORS.length]!;
    // Background: a photo covering the page on every other page, a colour fill on the others.
    if (p % 2 === 1) add({ type: 'background', x: 0, y: 0, width: 0, height: 0, imageElementSrc: `${FILES_PATH}/${PHOTOS[(p + 5) % PHOTOS.length]}`, opacity: 0.35 });
    else add({ type: 'background', x: 0, y: 0, width: 0, height: 0, fill: PAGE_COLORS[(p / 2) % PAGE_COLORS.length] });
    // Three photos, each cropped to the part that fits its frame.
    add({
      type: 'image',
      x: 40,
      y: 150,
      width: 460,
      height: 300,
      imageElementSrc: photo(0),
      crop: { x: 200, y: 300, width: 1600, height: 1043, fullWidth: 2400, fullHeight: 1600 },
    });
    add({
      type: 'image',
      x: 520,
      y: 150,
      width: 234,
      height: 300,
      imageElementSrc: photo(1),
      crop: { x: 400, y: 100, width: 1170, height: 1500, fullWidth: 2000, fullHeight: 2000 },
    });
    add({
      type: 'image',
      x: 40,
      y: 700,
      width: 340,
      height: 230,
      imageElementSrc: photo(2),
      crop: { x: 0, y: 0, width: 1600, height: 1082, fullWidth: 1600, fullHeight: 2400 },
      rotation: p % 3 === 0 ? -3 : 0,
    });
    // Shapes behind the copy.
    const shapes: ShapeKind[] = ['rect', 'circle', 'star', 'ellipse'];
    shapes.forEach((kind, k) => {
      const box = [
        { x: 0, y: 0, width: W, height: 110 },
        { x: 560, y: 500, width: 180, height: 180 },
        { x: 420, y: 960, width: 90, height: 90 },
        { x: 560, y: 960, width: 180, height: 100 },
      ][k]!;
      add({
        type: 'shape',
        ...box,
        opacity: k === 1 ? 0.8 : 1,
        shapeProps: { type: kind, fill: color(k), stroke: '#263147', strokeWidth: k === 0 ? 0 : 3, strokeEnabled: k !== 0, fillEnabled: true },
      });
    });
    // The logo on the header band.
    add({ type: 'logo', x: 680, y: 40, width: 64, height: 64, imageElementSrc: `${FILES_PATH}/logo.png` });
    // Lines: a rule under the heading, a dashed one and a thick one.
    for (const [k, line] of [
      { y: 130, dash: [] },
      { y: 480, dash: [12, 6] },
      { y: 1080, dash: [] },
    ].entries()) {
      add({
        type: 'line',
        x: 40,
        y: line.y,
        width: 714,
        height: 20,
        lineConfig: {
          ...LINE_CONFIG_DEFAULTS,
          points: [0, 10, 714, 10],
          stroke: k === 2 ? color(2) : '#263147',
          strokeWidth: k === 2 ? 6 : 1.5,
          dash: line.dash,
          dashEnabled: line.dash.length > 0,
        },
      });
    }
    // SVG artwork: two illustrations, an icon, a shapes-library item.
    add({ type: 'illustration', x: 410, y: 690, width: 160, height: 160, illustrationConfig: { link: `${FILES_PATH}/${ILLUSTRATIONS[(2 * p) % ILLUSTRATIONS.length]}` } });
    add({ type: 'illustration', x: 590, y: 720, width: 150, height: 150, illustrationConfig: { link: `${FILES_PATH}/${ILLUSTRATIONS[(2 * p + 1) % ILLUSTRATIONS.length]}` } });
    add({ type: 'icon', x: 40, y: 1030, width: 48, height: 48, link: `${FILES_PATH}/icon-${ICONS[p % ICONS.length]}.svg` });
    add({ type: 'svg_image', x: 600, y: 520, width: 110, height: 110, link: `${FILES_PATH}/shape-${p % 8}.svg` });
    // Texts: four, in three stored fonts and the default one.
    const font = (k: number) => ({ fontId: fontIds[k] ?? 0, fontFamily: FIXTURE_FONTS[k]!.name });
    add({ type: 'text', x: 40, y: 24, width: 620, height: 70, textConfig: defaultTextConfig({ ...font(0), text: `Spring Collection ${p + 1}`, fontSize: 40, fill: '#ffffff' }) });
    add({
      type: 'text',
      x: 40,
      y: 500,
      width: 500,
      height: 40,
      textConfig: defaultTextConfig({ ...font(1), text: 'Printed close to home, delivered fast', fontSize: 18, fill: '#263147', letterSpacing: 1 }),
    });
    add({
      type: 'text',
      x: 40,
      y: 545,
      width: 500,
      height: 140,
      textConfig: defaultTextConfig({ ...font(2), text: PARAGRAPH, fontSize: 11, lineHeight: 1.5, align: 'justify', fill: '#333333' }),
    });
    add({
      type: 'text',
      x: 100,
      y: 1040,
      width: 300,
      height: 30,
      textConfig: defaultTextConfig({ text: `hello@example.com · page ${p + 1}`, fontSize: 10, fontStyle: ['italic'], fill: '#263147' }),
    });
  }
  // As the server stores it: a design that would not validate must fail here, not in the export.
  return designContentSchema.parse(JSON.parse(JSON.stringify(content)));
}
