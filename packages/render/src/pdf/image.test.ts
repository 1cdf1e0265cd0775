import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import type { PNG } from 'pngjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DesignPdf, renderDesignPdf } from './document';
import { pdfPageGeometry } from './geometry';
import { colorExpectation, ghostscriptPage, requireTools, scratchDir } from './testing';

// pdfimages lists the embedded pictures; Ghostscript shows where they land; qpdf checks the file.
requireTools('pdfimages', 'gs', 'qpdf');

const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const YELLOW = [255, 255, 0];
const MAGENTA = [255, 0, 255];
const WHITE = [255, 255, 255];

/** Raw RGB(A) pixels from a colour function, as sharp reads them. */
function raw(width: number, height: number, channels: 3 | 4, color: (x: number, y: number) => number[]): ReturnType<typeof sharp> {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(color(x, y), (y * width + x) * channels);
  return sharp(data, { raw: { width, height, channels } });
}

/** A 1200 x 800 JPEG in quadrants: red, green above; blue, yellow below. */
const quadrants = () =>
  raw(1200, 800, 3, (x, y) => (y < 400 ? (x < 600 ? RED : GREEN) : x < 600 ? BLUE : YELLOW))
    .jpeg({ quality: 95 })
    .toBuffer();
/** A 600 x 600 PNG: its left half opaque magenta, its right half fully transparent. */
const halfClear = () =>
  raw(600, 600, 4, (x) => (x < 300 ? [...MAGENTA, 255] : [0, 0, 0, 0]))
    .png()
    .toBuffer();

/** A 200 x 100 JPEG, red | blue, that its EXIF orientation (6) shows turned a quarter clockwise: 100 x 200, red above blue. */
const turnedByExif = () =>
  raw(200, 100, 3, (x) => (x < 100 ? RED : BLUE))
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
/** The quadrants at 300 x 200 as a lossless WebP, a format pdfkit cannot embed. */
const webp = () =>
  raw(300, 200, 3, (x, y) => (y < 100 ? (x < 150 ? RED : GREEN) : x < 150 ? BLUE : YELLOW))
    .webp({ lossless: true })
    .toBuffer();

const base = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
const picture = (id: string, zIndex: number, src: string, box: { x: number; y: number; width: number; height: number }, more: Partial<Asset> = {}): Asset =>
  ({ ...base, id, zIndex, type: 'image', imageElementSrc: src, ...box, ...more }) as Asset;

/**
 * A white 100 x 60 mm page (377.95 x 226.77 px): the quadrants whole, the half-clear PNG as a
 * logo, the quadrants cropped to their lower middle (blue | yellow), the quadrants flipped, a
 * filtered one, and two that cannot be painted (no such file, not a picture). A second page
 * has the half-clear PNG as its background, covering the bleed box, and right of it a
 * half-transparent picture, a turned one, a WebP and a JPEG turned by its EXIF orientation.
 */
const CONTENT: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 100, flatHeight: 60, units: 'mm' },
  pages: [
    { id: 'front', backgroundColor: '#ffffff' },
    { id: 'back', backgroundColor: '#ffffff' },
  ],
  assets: [
    picture('whole', 1, 'quadrants.jpg', { x: 20, y: 20, width: 120, height: 80 }),
    picture('logo', 2, 'clear.png', { x: 160, y: 20, width: 80, height: 80 }, { type: 'logo' } as Partial<Asset>),
    picture('cropped', 3, 'quadrants.jpg', { x: 260, y: 20, width: 60, height: 40 }, {
      crop: { x: 300, y: 400, width: 600, height: 400, fullWidth: 1200, fullHeight: 800 },
    } as Partial<Asset>),
    // scaleX -1 extends the box to the left of x: 20..140, mirrored.
    picture('flipped', 4, 'quadrants.jpg', { x: 140, y: 120, width: 120, height: 80 }, { scaleX: -1 }),
    picture('filtered', 5, 'quadrants.jpg', { x: 260, y: 120, width: 60, height: 40 }, { filters: { blur: 4, greyscale: 1 } } as Partial<Asset>),
    picture('missing', 6, 'missing.jpg', { x: 0, y: 0, width: 10, height: 10 }),
    picture('broken', 7, 'broken.png', { x: 0, y: 0, width: 10, height: 10 }),
    { ...base, id: 'bg', zIndex: 0, pageId: 'back', type: 'background', imageElementSrc: 'clear.png', x: 0, y: 0, width: 0, height: 0 } as Asset,
    picture('ghost', 1, 'quadrants.jpg', { x: 220, y: 20, width: 60, height: 40 }, { pageId: 'back', opacity: 0.5 }),
    // Turned 90 degrees clockwise about (360, 100): the box runs down from there, to the left.
    picture('turned', 2, 'quadrants.jpg', { x: 360, y: 100, width: 60, height: 40 }, { pageId: 'back', rotation: 90 }),
    picture('webp', 3, 'quadrants.webp', { x: 220, y: 80, width: 60, height: 40 }, { pageId: 'back' }),
    picture('exif', 4, 'turned.jpg', { x: 220, y: 140, width: 30, height: 60 }, { pageId: 'back' }),
    // Its lower half as the browser shows it: blue alone.
    picture('exifCropped', 5, 'turned.jpg', { x: 300, y: 180, width: 30, height: 30 }, {
      pageId: 'back',
      crop: { x: 0, y: 100, width: 100, height: 100, fullWidth: 100, fullHeight: 200 },
    } as Partial<Asset>),
  ],
};

const dir = scratchDir('layout-pdf-image-');
const geometry = pdfPageGeometry(CONTENT.layoutDimensions, { kind: 'print' });
const files: Record<string, Buffer> = {};
const loads: string[] = [];
const loadImage = async (src: string) => {
  loads.push(src);
  if (src === 'broken.png') return Buffer.from('not a picture');
  const file = files[src];
  if (!file) throw new Error(`no file ${src}`);
  return file;
};

let print: DesignPdf;
let printFile: string;
let standardFile: string;
let front: PNG;

/** Page `page` of a PDF as PNG at 72 dpi (one pixel per point), by Ghostscript (the colours the file holds: testing.ts). */
function rasterise(pdf: string, page: number): PNG {
  return ghostscriptPage(pdf, page, 72);
}

/** The colour at a point given in page px; `offset`: where the trim starts, in pt (the print's by default). */
function pixelAt(png: PNG, x: number, y: number, offset = geometry.trim.x): number[] {
  const px = Math.floor(offset + x * geometry.ptPerPx);
  const py = Math.floor(offset + y * geometry.ptPerPx);
  const i = (py * png.width + px) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
}

const expectColor = colorExpectation(12);

interface Listed {
  page: number;
  type: string;
  width: number;
  height: number;
  object: number;
  xPpi: number;
}

/** pdfimages -list, one row per picture drawn (a soft mask is a row of type smask). */
function listImages(pdf: string): Listed[] {
  const lines = execFileSync('pdfimages', ['-list', pdf]).toString().trim().split('\n').slice(2);
  return lines.map((line) => {
    const f = line.trim().split(/\s+/);
    return { page: Number(f[0]), type: f[2]!, width: Number(f[3]), height: Number(f[4]), object: Number(f[10]), xPpi: Number(f[12]) };
  });
}

beforeAll(async () => {
  files['quadrants.jpg'] = await quadrants();
  files['clear.png'] = await halfClear();
  files['turned.jpg'] = await turnedByExif();
  files['quadrants.webp'] = await webp();
  print = await renderDesignPdf(CONTENT, { kind: 'print', loadImage });
  printFile = join(dir, 'print.pdf');
  writeFileSync(printFile, print.pdf);
  const standard = await renderDesignPdf(CONTENT, { kind: 'standard', loadImage });
  standardFile = join(dir, 'standard.pdf');
  writeFileSync(standardFile, standard.pdf);
  front = rasterise(printFile, 1);
});

describe('pictures in a print-ready PDF', () => {
  it('embeds every picture at its full pixel size, each source once however often it is drawn', () => {
    const images = listImages(printFile);
    const jpegs = images.filter((i) => i.type === 'image' && i.width === 1200 && i.height === 800);
    expect(jpegs).toHaveLength(6); // whole, cropped, flipped, filtered; ghost and turned on the back
    // The source once; the filtered one is a picture of its own (its visible part at the source's resolution).
    expect(new Set(jpegs.map((i) => i.object)).size).toBe(2);
    // The PNG and its transparency (a soft mask), on the front as a logo and on the back as the background.
    expect(images.filter((i) => i.type === 'image' && i.width === 600 && i.height === 600)).toHaveLength(2);
    expect(images.filter((i) => i.type === 'smask' && i.width === 600 && i.height === 600)).toHaveLength(2);
    // The WebP converted losslessly at its full size; the EXIF-turned JPEG as it is, stored 200 x 100.
    expect(images.filter((i) => i.width === 300 && i.height === 200)).toHaveLength(1);
    expect(images.filter((i) => i.type === 'image' && i.width === 200 && i.height === 100)).toHaveLength(2);
    expect(images).toHaveLength(13);
  });

  it('paints a see-through picture at its opacity, a turned one turned, a WebP and an EXIF-turned JPEG upright', () => {
    const back = rasterise(printFile, 2);
    expectColor(pixelAt(back, 230, 30), [255, 128, 128]);
    expectColor(pixelAt(back, 270, 50), [255, 255, 128]);
    // Turned: the red corner at (360, 100), green down the right edge, blue to the left.
    expectColor(pixelAt(back, 355, 105), RED);
    expectColor(pixelAt(back, 355, 155), GREEN);
    expectColor(pixelAt(back, 325, 105), BLUE);
    expectColor(pixelAt(back, 325, 155), YELLOW);
    expectColor(pixelAt(back, 365, 130), WHITE);
    expectColor(pixelAt(back, 230, 90), RED);
    expectColor(pixelAt(back, 270, 110), YELLOW);
    // Red above blue, as the browser shows the file.
    expectColor(pixelAt(back, 235, 155), RED);
    expectColor(pixelAt(back, 235, 185), BLUE);
    expectColor(pixelAt(back, 303, 183), BLUE);
    expectColor(pixelAt(back, 327, 207), BLUE);
  });

  it('puts a whole picture in its box, and shows the page through the transparent half of a PNG', () => {
    expectColor(pixelAt(front, 40, 35), RED);
    expectColor(pixelAt(front, 120, 35), GREEN);
    expectColor(pixelAt(front, 40, 85), BLUE);
    expectColor(pixelAt(front, 120, 85), YELLOW);
    expectColor(pixelAt(front, 150, 60), WHITE);
    expectColor(pixelAt(front, 175, 60), MAGENTA);
    expectColor(pixelAt(front, 225, 60), WHITE);
  });

  it('shows only the crop where the asset is: the lower middle of the quadrants, blue | yellow, nothing around it', () => {
    expectColor(pixelAt(front, 270, 30), BLUE);
    expectColor(pixelAt(front, 270, 52), BLUE);
    expectColor(pixelAt(front, 310, 30), YELLOW);
    expectColor(pixelAt(front, 310, 52), YELLOW);
    // The rest of the picture is clipped away: white around the box.
    expectColor(pixelAt(front, 290, 14), WHITE);
    expectColor(pixelAt(front, 290, 66), WHITE);
    expectColor(pixelAt(front, 254, 40), WHITE);
    expectColor(pixelAt(front, 326, 40), WHITE);
  });

  it('mirrors a flipped picture, to the left of its x', () => {
    expectColor(pixelAt(front, 40, 135), GREEN);
    expectColor(pixelAt(front, 120, 135), RED);
    expectColor(pixelAt(front, 40, 185), YELLOW);
    expectColor(pixelAt(front, 120, 185), BLUE);
    expectColor(pixelAt(front, 150, 160), WHITE);
  });

  it('paints a filtered picture filtered', () => {
    // Konva's Grayscale: 0.34 R + 0.5 G + 0.16 B, so red is a dark grey; far from the edges the blur keeps it.
    expectColor(pixelAt(front, 270, 130), [87, 87, 87], 6);
    expectColor(pixelAt(front, 310, 130), [128, 128, 128], 6);
  });

  it('covers the bleed with a background picture cut around its centre', () => {
    const back = rasterise(printFile, 2);
    // A square picture over the 100 x 60 mm page (plus the editor's bleed): the middle band of
    // it, stretched across the width, magenta on the left half, the page through the right.
    expectColor(pixelAt(back, 60, 110), MAGENTA);
    expectColor(pixelAt(back, 180, 20), MAGENTA);
    expectColor(pixelAt(back, 200, 110), WHITE);
    // Into the print's 3 mm bleed, left of the trim.
    expectColor(pixelAt(back, -8, 110), MAGENTA);
  });

  it('reports the pictures that cannot be loaded or read, with the reason, and loads each source once', () => {
    expect(print.skipped).toEqual([
      expect.objectContaining({ assetId: 'missing', pageId: 'front', type: 'image', reason: expect.stringContaining('no file missing.jpg') }),
      expect.objectContaining({ assetId: 'broken', pageId: 'front', type: 'image', reason: expect.stringContaining('broken.png') }),
    ]);
    expect(loads.filter((src) => src === 'quadrants.jpg')).toHaveLength(2); // once per render
  });

  it('reports every picture, and still renders, when the loader throws at once or is not given', async () => {
    const throwing = await renderDesignPdf(CONTENT, {
      kind: 'print',
      loadImage: () => {
        throw new Error('storage is down');
      },
    });
    expect(throwing.skipped).toHaveLength(CONTENT.assets.length);
    expect(throwing.skipped[0]!.reason).toContain('storage is down');
    const none = await renderDesignPdf(CONTENT, { kind: 'print' });
    expect(none.skipped.map((s) => s.reason)).toEqual(CONTENT.assets.map(() => 'no picture loader was given to the export'));
  });

  it('passes qpdf --check', () => {
    for (const file of [printFile, standardFile]) {
      const check = spawnSync('qpdf', ['--check', file]);
      expect(check.status, check.stdout.toString() + check.stderr.toString()).toBe(0);
    }
  });
});

describe('pictures in a standard PDF', () => {
  it('are downsampled to about 150 ppi at their printed size', () => {
    // The front's five (the back's background is below 150 ppi already: see below).
    const images = listImages(standardFile).filter((i) => i.type === 'image' && i.page === 1);
    expect(images).toHaveLength(5);
    for (const image of images) expect(Math.abs(image.xPpi - 150), `${image.width} x ${image.height} at ${image.xPpi} ppi`).toBeLessThanOrEqual(3);
    // The quadrants in a 120 px (1.25 in) box: 1200 px at 960 ppi become 188 px.
    expect(images.some((i) => i.width === 188 && i.height === 125)).toBe(true);
  });

  it('keep a picture upright that its EXIF orientation turns, its crop cut from it upright', () => {
    const back = rasterise(standardFile, 2);
    expectColor(pixelAt(back, 235, 155, 0), RED);
    expectColor(pixelAt(back, 235, 185, 0), BLUE);
    expectColor(pixelAt(back, 303, 183, 0), BLUE);
    expectColor(pixelAt(back, 327, 207, 0), BLUE);
  });

  it('keep only the part of a cropped picture that shows, in its place', () => {
    // The crop is half of the quadrants each way: 600 x 400 at 960 ppi, 94 x 63 at 150.
    const cropped = listImages(standardFile).filter((i) => i.page === 1 && i.width === 94 && i.height === 63);
    // ...and the filtered quadrants, whole in a box half as big: the same size, another picture.
    expect(new Set(cropped.map((i) => i.object)).size).toBe(2);
    const front = rasterise(standardFile, 1);
    expectColor(pixelAt(front, 263, 23, 0), BLUE);
    expectColor(pixelAt(front, 317, 23, 0), YELLOW);
    expectColor(pixelAt(front, 263, 57, 0), BLUE);
    expectColor(pixelAt(front, 317, 57, 0), YELLOW);
    expectColor(pixelAt(front, 290, 14, 0), WHITE);
    expectColor(pixelAt(front, 254, 40, 0), WHITE);
  });

  it('are never enlarged: a picture below 150 ppi keeps its pixels', async () => {
    // The quadrants drawn 1200 px (12.5 in) wide: 96 ppi.
    const big = {
      ...CONTENT,
      pages: [CONTENT.pages[0]!],
      assets: [picture('big', 1, 'quadrants.jpg', { x: 0, y: 0, width: 1200 * 0.25, height: 800 * 0.25 }, { scaleX: 4, scaleY: 4 })],
    };
    const { pdf } = await renderDesignPdf(big, { kind: 'standard', loadImage });
    const file = join(dir, 'big.pdf');
    writeFileSync(file, pdf);
    expect(listImages(file).map((i) => [i.width, i.height])).toEqual([[1200, 800]]);
  });
});
