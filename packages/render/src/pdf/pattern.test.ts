import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, type FillPattern, type ShapeProps, defaultLayoutDimensions } from '@layout/model';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DesignPdf, renderDesignPdf } from './document';
import { pictureLinksOf } from './image';
import { colorExpectation, requireTools, rgbAt, scratchDir } from './testing';

requireTools('pdftoppm', 'pdftocairo', 'qpdf');

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

const base = { pageId: 'p', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
let z = 0;
function shape(id: string, x: number, y: number, props: Partial<ShapeProps>, pattern: Partial<FillPattern>): Asset {
  const fillPattern = { image: 'stripes.png', x: 0, y: 0, scale: 1, repeat: 'repeat', ...pattern };
  const shapeProps = { type: 'rect', fill: '#00ff00', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true, fillPattern, ...props };
  return { ...base, id, zIndex: ++z, x, y, width: 100, height: 100, type: 'shape', shapeProps } as Asset;
}

/**
 * A 600 x 120 px page of 100 x 100 shapes filled with a 20 x 20 picture (red left half, blue right
 * half): a tiled ellipse; a rectangle with one tile, twice its size, at (10, 10); a row of tiles
 * across a rectangle at y = 40; a tiled, stroked rectangle; one whose pattern cannot be loaded;
 * an svg_image of a disc filled with the pattern (seen through its silhouette).
 */
const PAGE: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 720, flatHeight: 120, units: 'px' },
  pages: [{ id: 'p', backgroundColor: '#ffffff' }],
  assets: [
    shape('ellipse', 0, 0, { type: 'ellipse' }, {}),
    shape('once', 120, 0, {}, { x: 10, y: 10, scale: 2, repeat: 'no-repeat' }),
    shape('row', 240, 0, {}, { y: 40, repeat: 'repeat-x' }),
    shape('stroked', 360, 0, { strokeEnabled: true, strokeWidth: 10 }, {}),
    shape('lost', 480, 0, {}, { image: 'missing.png' }),
    shape('blank', 480, 0, {}, { image: '' }),
    {
      ...base,
      id: 'badge',
      zIndex: ++z,
      x: 600,
      y: 0,
      width: 100,
      height: 100,
      type: 'svg_image',
      link: 'disc.svg',
      shapeProps: { fillPattern: { image: 'stripes.png', x: 0, y: 0, scale: 1, repeat: 'repeat' } },
    } as Asset,
  ],
};

const dir = scratchDir('layout-pdf-pattern-');
let result: DesignPdf;
let png: PNG;
const pixel = (x: number, y: number) => rgbAt(png, x, y);
const expectColor = colorExpectation(8);

beforeAll(async () => {
  const stripes = Buffer.alloc(20 * 20 * 3);
  for (let i = 0; i < 400; i++) stripes.set(i % 20 < 10 ? RED : BLUE, i * 3);
  const files: Record<string, Buffer> = {
    'stripes.png': await sharp(stripes, { raw: { width: 20, height: 20, channels: 3 } })
      .png()
      .toBuffer(),
  };
  const loadImage = async (src: string) => {
    const file = files[src];
    if (!file) throw new Error(`no file ${src}`);
    return file;
  };
  const loadSvg = async () => '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="50" fill="#00ff00"/></svg>';
  result = await renderDesignPdf(PAGE, { kind: 'standard', loadImage, loadSvg });
  writeFileSync(join(dir, 'pattern.pdf'), result.pdf);
  execFileSync('pdftoppm', ['-r', '96', '-png', '-singlefile', join(dir, 'pattern.pdf'), join(dir, 'pattern')]);
  png = PNG.sync.read(readFileSync(join(dir, 'pattern.png')));
});

describe('pattern-filled shapes in the PDF', () => {
  it('tile the picture inside the outline only, instead of the fill colour', () => {
    expectColor(pixel(5, 50), RED);
    expectColor(pixel(15, 50), BLUE);
    expectColor(pixel(25, 50), RED);
    expectColor(pixel(95, 50), BLUE);
    // Outside the ellipse, inside its box: the page.
    expectColor(pixel(3, 3), WHITE);
    expectColor(pixel(97, 97), WHITE);
  });

  it('draw one tile at its place and scale when not repeated, the rest of the shape empty', () => {
    expectColor(pixel(120 + 15, 30), RED);
    expectColor(pixel(120 + 40, 30), BLUE);
    expectColor(pixel(120 + 5, 5), WHITE);
    expectColor(pixel(120 + 70, 70), WHITE);
  });

  it('repeat along x alone with repeat-x', () => {
    expectColor(pixel(240 + 5, 50), RED);
    expectColor(pixel(240 + 85, 50), RED);
    expectColor(pixel(240 + 5, 20), WHITE);
    expectColor(pixel(240 + 5, 80), WHITE);
  });

  it('stroke over the pattern', () => {
    expectColor(pixel(360 + 2, 50), BLACK);
    expectColor(pixel(360 + 50, 2), BLACK);
    expectColor(pixel(360 + 25, 50), RED);
    expectColor(pixel(360 + 35, 50), BLUE);
  });

  it("fill an svg_image's silhouette with the pattern, not its own colour, and nothing around it", () => {
    expectColor(pixel(600 + 5, 50), RED);
    expectColor(pixel(600 + 15, 50), BLUE);
    expectColor(pixel(600 + 55, 90), BLUE);
    expectColor(pixel(600 + 3, 3), WHITE);
    expectColor(pixel(600 + 97, 97), WHITE);
    // Cairo as well (it drops a soft mask over a pattern that is not in a transparency group).
    execFileSync('pdftocairo', ['-r', '96', '-png', '-singlefile', join(dir, 'pattern.pdf'), join(dir, 'cairo')]);
    const cairo = PNG.sync.read(readFileSync(join(dir, 'cairo.png')));
    const at = (x: number, y: number) => [...cairo.data.subarray((y * cairo.width + x) * 4, (y * cairo.width + x) * 4 + 3)];
    expectColor(at(600 + 3, 3), WHITE);
    expectColor(at(600 + 5, 50), RED);
  });

  it('embed the picture once, repeated by PDF tiling patterns (no seams between tiles)', () => {
    const pdf = result.pdf.toString('latin1');
    // The stripes' one image object (pdfkit writes dictionaries uncompressed); the soft mask's artwork is vector.
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(1);
    // The ellipse, the row, the stroked rectangle and the svg_image tile; the single tile is drawn as a picture.
    expect(pdf.match(/\/PatternType 1/g)).toHaveLength(4);
  });

  it('report a shape whose pattern cannot be loaded, and nothing else', () => {
    expect(result.skipped).toEqual([
      expect.objectContaining({ assetId: 'lost', reason: expect.stringMatching(/^its pattern picture could not be loaded \(missing.png\)/) }),
      expect.objectContaining({ assetId: 'blank', reason: 'its pattern has no picture' }),
    ]);
    expectColor(pixel(480 + 50, 50), WHITE);
  });

  it('are named among the links the export loads as pictures', () => {
    expect(pictureLinksOf(PAGE.assets).sort()).toEqual(['missing.png', 'stripes.png']);
  });

  it('passes qpdf --check', () => {
    const check = spawnSync('qpdf', ['--check', join(dir, 'pattern.pdf')], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);
  });
});
