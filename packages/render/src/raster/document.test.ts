import { execFileSync } from 'node:child_process';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDesignPdf } from '../pdf/document';
import { colorExpectation, requireTools } from '../pdf/testing';
import { renderDesignRaster } from './document';
import { PRINT_RASTER_PPI, SCREEN_RASTER_PPI } from './pixelSize';

// pdftoppm reads the PDF export, the independent side: the raster painters must draw what it prints.
requireTools('pdftoppm');

const RED = [0xe0, 0x20, 0x20];
const NAVY = [0x26, 0x31, 0x47];
const YELLOW = [0xff, 0xd0, 0x00];
const WHITE = [0xff, 0xff, 0xff];

const base = { scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
const rect = (pageId: string, id: string, zIndex: number, box: { x: number; y: number; width: number; height: number }, fill: string): Asset =>
  ({ ...base, pageId, id, zIndex, ...box, type: 'shape', shapeProps: { type: 'rect', fill, stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true } }) as Asset;
const text = (pageId: string, id: string, zIndex: number, value: string, box: { x: number; y: number; width: number; height: number }): Asset =>
  ({
    ...base,
    pageId,
    id,
    zIndex,
    ...box,
    type: 'text',
    textConfig: {
      text: value,
      fontId: 0,
      fontFamily: 'Roboto',
      fontSize: 18,
      fontStyle: ['bold'],
      textDecoration: [],
      isUpperCase: false,
      isBoxed: false,
      padding: 0,
      cornerRadius: 0,
      backgroundColor: '',
      fill: '#000000',
      align: 'left',
      lineHeight: 1.2,
      letterSpacing: 0,
    },
  }) as Asset;

/** 300 x 20 px of one-pixel black and white columns: at 300 ppi on a 96 px wide box, one column per raster pixel. */
const stripes = () => {
  const data = Buffer.alloc(300 * 20 * 3);
  for (let i = 0; i < 300 * 20; i++) data.fill(i % 2 === 0 ? 0 : 255, i * 3, i * 3 + 3);
  return sharp(data, { raw: { width: 300, height: 20, channels: 3 } })
    .png()
    .toBuffer();
};

/**
 * A 90 x 55 mm card (340.155 x 207.87 px) on a transparent page: a red rectangle, a bold black
 * text, and a picture of one-pixel stripes placed so that, at 300 ppi, its pixels fall on the
 * raster's (32 px = 100 raster px; 96 px wide = 300 raster px). The rest of the page is bare.
 */
const card = (backgroundColor: string): DesignContent => ({
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: [{ id: 'front', backgroundColor }],
  assets: [
    rect('front', 'red', 1, { x: 20, y: 20, width: 100, height: 60 }, '#e02020'),
    text('front', 'name', 2, 'Ann Example', { x: 140, y: 20, width: 180, height: 30 }),
    { ...base, pageId: 'front', id: 'stripes', zIndex: 3, type: 'image', imageElementSrc: 'stripes.png', x: 32, y: 128, width: 96, height: 6.4 } as Asset,
    { ...rect('front', 'ghost', 4, { x: 20, y: 150, width: 60, height: 30 }, '#e02020'), opacity: 0.5 } as Asset,
  ],
});

/** Two A4 pages, navy then yellow, each with a red square. */
const twoA4Pages: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 210, flatHeight: 297, units: 'mm' },
  pages: [
    { id: 'one', backgroundColor: '#263147' },
    { id: 'two', backgroundColor: '#ffd000' },
  ],
  assets: [rect('one', 'a', 1, { x: 100, y: 100, width: 200, height: 200 }, '#e02020'), rect('two', 'b', 1, { x: 100, y: 100, width: 200, height: 200 }, '#e02020')],
};

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes a PNG or JPEG to RGBA. */
async function pixelsOf(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The RGBA at a point given in page px, on a raster at `ppi`. */
function at(p: Pixels, x: number, y: number, ppi: number): number[] {
  const scale = ppi / 96;
  const i = (Math.floor(y * scale) * p.width + Math.floor(x * scale)) * 4;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!, p.data[i + 3]!];
}

const expectColor = colorExpectation(4);

/** The pHYs chunk of a PNG: pixels per unit on x and y, and the unit (1 = metre). */
function pngDensity(png: Buffer): { x: number; y: number; unit: number } {
  const at = png.indexOf('pHYs', 8, 'latin1');
  if (at < 0) throw new Error('the PNG has no pHYs chunk');
  return { x: png.readUInt32BE(at + 4), y: png.readUInt32BE(at + 8), unit: png[at + 12]! };
}

/** The JFIF APP0 header's density of a JPEG (unit 1 = dots per inch), or undefined without one. */
function jfifDensity(jpeg: Buffer): { x: number; y: number; unit: number } | undefined {
  if (jpeg.readUInt16BE(0) !== 0xffd8 || jpeg.readUInt16BE(2) !== 0xffe0 || jpeg.toString('latin1', 6, 11) !== 'JFIF\0') return undefined;
  return { unit: jpeg[13]!, x: jpeg.readUInt16BE(14), y: jpeg.readUInt16BE(16) };
}

const loadImage = async (src: string) => {
  if (src !== 'stripes.png') throw new Error(`no such picture: ${src}`);
  return stripes();
};

let png300: Buffer;
let jpg300: Buffer;

beforeAll(async () => {
  const transparent = card('transparent');
  png300 = (await renderDesignRaster(transparent, { format: 'png', ppi: PRINT_RASTER_PPI, loadImage })).pages[0]!;
  jpg300 = (await renderDesignRaster(transparent, { format: 'jpg', ppi: PRINT_RASTER_PPI, loadImage })).pages[0]!;
});

describe('renderDesignRaster: size and resolution', () => {
  it('draws a 90 x 55 mm card at 1063 x 650 px at 300 ppi and 340 x 208 px at 96 ppi', async () => {
    expect(await sharp(png300).metadata()).toMatchObject({ format: 'png', width: 1063, height: 650 });
    expect(await sharp(jpg300).metadata()).toMatchObject({ format: 'jpeg', width: 1063, height: 650 });
    const screen = await renderDesignRaster(card('#ffffff'), { format: 'png', ppi: SCREEN_RASTER_PPI, loadImage });
    expect(await sharp(screen.pages[0]!).metadata()).toMatchObject({ width: 340, height: 208, density: 96 });
  });

  it('draws an A4 page at 2480 x 3508 px at 300 ppi and 794 x 1123 px at 96 ppi', async () => {
    const a4 = { ...twoA4Pages, pages: twoA4Pages.pages.slice(0, 1) };
    const print = await renderDesignRaster(a4, { format: 'jpg', ppi: 300 });
    const screen = await renderDesignRaster(a4, { format: 'jpg', ppi: 96 });
    expect(await sharp(print.pages[0]!).metadata()).toMatchObject({ width: 2480, height: 3508 });
    expect(await sharp(screen.pages[0]!).metadata()).toMatchObject({ width: 794, height: 1123 });
  });

  it('writes the resolution into the files: pHYs in the PNG, JFIF and EXIF in the JPEG', async () => {
    // 300 ppi = 11811 pixels per metre.
    expect(pngDensity(png300)).toEqual({ x: 11811, y: 11811, unit: 1 });
    expect(jfifDensity(jpg300)).toEqual({ x: 300, y: 300, unit: 1 });
    expect((await sharp(jpg300).metadata()).density).toBe(300);
    expect((await sharp(png300).metadata()).density).toBe(300);
  });

  it('refuses a resolution that is not a positive number', async () => {
    await expect(renderDesignRaster(card('#ffffff'), { format: 'png', ppi: 0 })).rejects.toThrow(/ppi must be a positive number/);
  });
});

describe('renderDesignRaster: what is painted', () => {
  it('keeps a transparent page transparent in PNG and paints its artwork opaque', async () => {
    const p = await pixelsOf(png300);
    expect(at(p, 300, 180, 300)[3]).toBe(0);
    expect(at(p, 2, 2, 300)[3]).toBe(0);
    expectColor(at(p, 70, 50, 300), [...RED, 255]);
    // Half see-through: the colour itself at half alpha (not darkened by premultiplying).
    expectColor(at(p, 50, 165, 300), [...RED, 128], 3);
    // The text is drawn from its embedded subset font: black, opaque pixels inside its box.
    let inked = 0;
    for (let y = 20; y < 50; y += 0.32) for (let x = 140; x < 320; x += 0.32) if (at(p, x, y, 300)[3]! > 200) inked++;
    expect(inked).toBeGreaterThan(500);
  });

  it('paints a JPEG white where nothing is painted', async () => {
    const p = await pixelsOf(jpg300);
    expectColor(at(p, 300, 180, 300), [...WHITE, 255]);
    expectColor(at(p, 2, 2, 300), [...WHITE, 255]);
    expectColor(at(p, 70, 50, 300), [...RED, 255], 6);
  });

  it('paints an opaque page background over the whole PNG, to its edge pixels, written without alpha', async () => {
    const png = (await renderDesignRaster(card('#263147'), { format: 'png', ppi: 300, loadImage })).pages[0]!;
    expect(await sharp(png).metadata()).toMatchObject({ channels: 3, hasAlpha: false });
    expect(await sharp(png300).metadata()).toMatchObject({ channels: 4, hasAlpha: true });
    const p = await pixelsOf(png);
    for (const [x, y] of [
      [0, 0],
      [p.width - 1, 0],
      [0, p.height - 1],
      [p.width - 1, p.height - 1],
    ] as const) {
      const i = (y * p.width + x) * 4;
      expectColor([p.data[i]!, p.data[i + 1]!, p.data[i + 2]!, p.data[i + 3]!], [...NAVY, 255]);
    }
  });

  it('draws pictures at full resolution at 300 ppi, not at the standard PDF 150 ppi', async () => {
    // The stripes picture: one black or white column per raster pixel from x = 100 px, y = 400 px.
    const p = await pixelsOf(png300);
    const row = 410;
    let contrasted = 0;
    for (let x = 101; x < 399; x++) {
      const left = p.data[(row * p.width + x) * 4]!;
      const right = p.data[(row * p.width + x + 1) * 4]!;
      if (Math.abs(left - right) > 200) contrasted++;
    }
    // Downsampled to 150 ppi, neighbouring columns would average to one grey.
    expect(contrasted).toBeGreaterThan(280);
  });

  it('fades an SVG gradient out by its stop-opacity, as a browser does', async () => {
    // (The PDF writes stop-opacity as a luminosity soft mask, which pdf.js in Node, once the
    // rasteriser, applied by the mask's alpha, painting the whole gradient opaque.)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20"><defs><linearGradient id="fade"><stop offset="0" stop-color="#0000ff"/><stop offset="1" stop-color="#0000ff" stop-opacity="0"/></linearGradient></defs><rect width="100" height="20" fill="url(#fade)"/></svg>`;
    const content: DesignContent = {
      ...card('#ffffff'),
      assets: [{ ...base, pageId: 'front', id: 'fade', zIndex: 1, type: 'svg_image', link: 'fade.svg', x: 20, y: 100, width: 300, height: 60 } as Asset],
    };
    const { pages, skipped } = await renderDesignRaster(content, { format: 'jpg', ppi: 96, loadSvg: async () => svg });
    expect(skipped).toEqual([]);
    const p = await pixelsOf(pages[0]!);
    expectColor(at(p, 22, 130, 96), [0, 0, 255, 255], 12);
    // Nine tenths along, a tenth of the blue is left over the white page.
    expectColor(at(p, 20 + 0.9 * 300, 130, 96), [230, 230, 255, 255], 16);
  });

  it('agrees with poppler pixel for pixel, but for anti-aliasing', async () => {
    const content = card('#ffffff');
    const { pdf } = await renderDesignPdf(content, { kind: 'standard', pictureQuality: 'print', loadImage });
    const poppler = await pixelsOf(execFileSync('pdftoppm', ['-png', '-scale-to-x', '1063', '-scale-to-y', '650', '-singlefile', '-'], { input: pdf, maxBuffer: 64 << 20 }));
    const ours = await pixelsOf((await renderDesignRaster(content, { format: 'png', ppi: 300, loadImage })).pages[0]!);
    expect([poppler.width, poppler.height]).toEqual([ours.width, ours.height]);
    let differing = 0;
    for (let i = 0; i < ours.data.length; i += 4) {
      const delta = Math.max(...[0, 1, 2].map((c) => Math.abs(ours.data[i + c]! - poppler.data[i + c]!)));
      if (delta > 64) differing++;
    }
    expect(differing / (ours.width * ours.height)).toBeLessThan(0.01);
  });
});

describe('renderDesignRaster: pages and progress', () => {
  it('gives one picture per page, in order, and reports each page done', async () => {
    const progress: Array<[number, number]> = [];
    const { pages } = await renderDesignRaster(twoA4Pages, { format: 'jpg', ppi: 96, onPageDone: (done, total) => progress.push([done, total]) });
    expect(pages).toHaveLength(2);
    const [one, two] = await Promise.all(pages.map(pixelsOf));
    expectColor(at(one!, 50, 50, 96), [...NAVY, 255], 6);
    expectColor(at(two!, 50, 50, 96), [...YELLOW, 255], 6);
    expectColor(at(two!, 200, 200, 96), [...RED, 255], 6);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('keeps each page its own when more pages than the two pixel buffers are drawn', async () => {
    const colours = ['#263147', '#ffd000', '#e02020', '#ffffff', '#20a040'];
    const content = { ...twoA4Pages, pages: colours.map((backgroundColor, i) => ({ id: `p${i}`, backgroundColor })), assets: [] };
    const { pages } = await renderDesignRaster(content, { format: 'png', ppi: 96 });
    const seen = await Promise.all(pages.map(async (page) => at(await pixelsOf(page), 400, 500, 96)));
    const hex = (rgb: number[]) =>
      `#${rgb
        .slice(0, 3)
        .map((c) => c.toString(16).padStart(2, '0'))
        .join('')}`;
    expect(seen.map(hex)).toEqual(colours);
  });

  it('keeps transparency page by page in a PNG', async () => {
    const content = { ...twoA4Pages, pages: [{ id: 'one', backgroundColor: 'transparent' }, twoA4Pages.pages[1]!] };
    const { pages } = await renderDesignRaster(content, { format: 'png', ppi: 96 });
    const [one, two] = await Promise.all(pages.map(pixelsOf));
    expect(at(one!, 50, 50, 96)[3]).toBe(0);
    expectColor(at(one!, 200, 200, 96), [...RED, 255]);
    expectColor(at(two!, 50, 50, 96), [...YELLOW, 255]);
    expect((await sharp(pages[1]!).metadata()).hasAlpha).toBe(false);
  });

  it('reports the PDF pages painted through renderDesignPdf onPageDone', async () => {
    const progress: Array<[number, number]> = [];
    await renderDesignPdf(twoA4Pages, { kind: 'print', onPageDone: (done, total) => progress.push([done, total]) });
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('gives no pictures for a design of no pages', async () => {
    const { pages } = await renderDesignRaster({ ...twoA4Pages, pages: [], assets: [] }, { format: 'png', ppi: 96 });
    expect(pages).toEqual([]);
  });

  it('hands back what the PDF export skipped', async () => {
    const content = card('#ffffff');
    const { skipped, pages } = await renderDesignRaster(content, { format: 'png', ppi: 96 });
    expect(pages).toHaveLength(1);
    expect(skipped).toEqual([expect.objectContaining({ assetId: 'stripes', reason: expect.stringMatching(/no picture loader/) })]);
  });
});
