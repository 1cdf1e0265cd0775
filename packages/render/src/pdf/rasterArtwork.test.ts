import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DesignPdf, renderDesignPdf } from './document';
import { pictureLinksOf } from './image';
import { colorExpectation, requireTools, rgbAt, scratchDir } from './testing';

requireTools('pdfimages', 'pdftoppm', 'qpdf');

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const WHITE = [255, 255, 255];

const base = { pageId: 'p', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, width: 100, height: 50 };
let z = 0;
const illustration = (id: string, link: string, x: number, y: number, more: Partial<Asset> = {}): Asset =>
  ({ ...base, id, zIndex: ++z, type: 'illustration', illustrationConfig: { link }, x, y, ...more }) as Asset;

/** A red square in a 40 x 40 SVG. */
const RED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ff0000"/></svg>';

/**
 * A 600 x 140 px page of illustrations and icons whose artwork is a 200 x 100 PNG, red | blue:
 * whole, cropped to its right half, flipped, in greyscale; one served under an SVG's name (its
 * bytes tell); an icon drawing it, and one with colour changes (which the editor cannot make); an
 * SVG illustration inverted (the editor filters its picture).
 */
const PAGE: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 600, flatHeight: 140, units: 'px' },
  pages: [{ id: 'p', backgroundColor: '#ffffff' }],
  assets: [
    illustration('whole', 'https://stock.example/halves.png', 0, 0),
    illustration('cropped', 'https://stock.example/halves.png', 120, 0, { crop: { x: 100, y: 0, width: 100, height: 100, fullWidth: 200, fullHeight: 100 } } as Partial<Asset>),
    // Flipped: its box runs from x = 340 leftwards to 240, blue on the left.
    illustration('flipped', 'https://stock.example/halves.png', 340, 0, { scaleX: -1 }),
    illustration('grey', 'https://stock.example/halves.png', 360, 0, { filters: { greyscale: 1 } } as Partial<Asset>),
    illustration('sniffed', 'scan.svg', 480, 0),
    { ...base, id: 'icon', zIndex: ++z, type: 'icon', link: 'https://stock.example/halves.png', x: 0, y: 80 } as Asset,
    { ...base, id: 'recoloured', zIndex: ++z, type: 'icon', link: 'https://stock.example/halves.png', colorReplacements: { '#ff0000': '#00ff00' }, x: 120, y: 80 } as Asset,
    illustration('inverted', 'red.svg', 240, 80, { filters: { invert: 1 } } as Partial<Asset>),
  ],
};

const dir = scratchDir('layout-pdf-raster-art-');
let result: DesignPdf;
let png: PNG;
const loads: string[] = [];
const pixel = (x: number, y: number) => rgbAt(png, x, y);
const expectColor = colorExpectation(8);

beforeAll(async () => {
  const halves = Buffer.alloc(200 * 100 * 3);
  for (let i = 0; i < 200 * 100; i++) halves.set(i % 200 < 100 ? RED : BLUE, i * 3);
  const png = await sharp(halves, { raw: { width: 200, height: 100, channels: 3 } })
    .png()
    .toBuffer();
  const loadImage = async (src: string) => {
    loads.push(src);
    if (src === 'https://stock.example/halves.png' || src === 'scan.svg') return png;
    throw new Error(`no file ${src}`);
  };
  // The SVG loader reads text: the PNG under an SVG's name comes back as its bytes read as UTF-8.
  const loadSvg = async (src: string) => (src === 'red.svg' ? RED_SVG : png.toString('utf8'));
  result = await renderDesignPdf(PAGE, { kind: 'standard', loadImage, loadSvg });
  writeFileSync(join(dir, 'art.pdf'), result.pdf);
  execFileSync('pdftoppm', ['-r', '96', '-png', '-singlefile', join(dir, 'art.pdf'), join(dir, 'art')]);
});

describe('raster artwork in the PDF', () => {
  beforeAll(() => {
    png = PNG.sync.read(readFileSync(join(dir, 'art.png')));
  });

  it('paints a PNG illustration as its picture, stretched to the box', () => {
    expectColor(pixel(25, 25), RED);
    expectColor(pixel(75, 25), BLUE);
    expectColor(pixel(50, 60), WHITE);
  });

  it('paints its crop, flipped, and filtered as the editor does', () => {
    expectColor(pixel(125, 25), BLUE);
    expectColor(pixel(215, 25), BLUE);
    expectColor(pixel(245, 25), BLUE);
    expectColor(pixel(335, 25), RED);
    expectColor(pixel(380, 25), [87, 87, 87]);
    expectColor(pixel(440, 25), [41, 41, 41]); // 0.16 x 255: Konva's weight of blue
  });

  it('paints a picture served under an SVG name, told by its bytes, loaded with loadImage', () => {
    expectColor(pixel(505, 25), RED);
    expectColor(pixel(575, 25), BLUE);
    expect(loads.filter((src) => src === 'https://stock.example/halves.png')).toHaveLength(1);
  });

  it('paints a PNG icon, and reports one with colour changes (the editor shows it as missing)', () => {
    expectColor(pixel(25, 105), RED);
    expectColor(pixel(75, 105), BLUE);
    expectColor(pixel(170, 105), WHITE);
    expect(result.skipped).toEqual([expect.objectContaining({ assetId: 'recoloured', reason: expect.stringMatching(/PNG\/JPEG picture with colour changes/) })]);
  });

  it('filters an SVG illustration as the editor filters its picture: red inverted is cyan', () => {
    expectColor(pixel(290, 105), [0, 255, 255]);
  });

  it('rasterises a filtered SVG illustration at 300 ppi in print (150 in standard)', async () => {
    const inverted = { ...PAGE, assets: PAGE.assets.filter((a) => a.id === 'inverted') };
    const loadSvg = async () => RED_SVG;
    // The 100 x 50 px box is 1.04 x 0.52 in: 312.5 x 156.25 pixels at 300 ppi, 156.25 x 78.1 at 150.
    for (const [kind, size] of [
      ['print', [313, 156]],
      ['standard', [156, 78]],
    ] as const) {
      const { pdf } = await renderDesignPdf(inverted, { kind, loadSvg });
      writeFileSync(join(dir, `${kind}.pdf`), pdf);
      const rows = execFileSync('pdfimages', ['-list', join(dir, `${kind}.pdf`)])
        .toString()
        .trim()
        .split('\n')
        .slice(2);
      expect(rows.map((row) => row.trim().split(/\s+/).slice(3, 5).map(Number))).toEqual([size]);
    }
  });

  it('names the links the export loads as pictures, for a caller that gathers them ahead', () => {
    expect(pictureLinksOf(PAGE.assets)).toEqual(['https://stock.example/halves.png']);
    // The one served under an SVG's name is known once its SVG was loaded.
    const svgs = new Map([['scan.svg', { notSvg: 'a picture', raster: true as const }]]);
    expect(pictureLinksOf(PAGE.assets, svgs).sort()).toEqual(['https://stock.example/halves.png', 'scan.svg']);
  });

  it('passes qpdf --check', () => {
    const check = spawnSync('qpdf', ['--check', join(dir, 'art.pdf')], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);
  });
});
