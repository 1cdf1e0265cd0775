import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions, filterPlan } from '@layout/model';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DesignPdf, renderDesignPdf } from './document';
import { applyFilterPlan } from './filters';
import { type PictureCache, type PreparedPicture, createPictureCache } from './imagePrepare';
import { colorExpectation, requireTools, rgbAt, scratchDir } from './testing';

requireTools('pdfimages', 'pdftoppm', 'qpdf');

/** RGBA pixels of one colour, `width` x 1. */
const row = (width: number, color: (x: number) => number[]) => {
  const data = new Uint8ClampedArray(width * 4);
  for (let x = 0; x < width; x++) data.set([...color(x), 255], x * 4);
  return { data, width, height: 1 };
};
const at = (p: { data: Uint8ClampedArray }, x: number) => [...p.data.slice(x * 4, x * 4 + 3)];

describe("Konva's filters on a picture's pixels", () => {
  it('turns red grey, inverts it, brightens a dark grey, as Konva computes them', () => {
    const red = row(2, () => [255, 0, 0]);
    applyFilterPlan(red, filterPlan({ greyscale: 1 }), 1);
    expect(at(red, 0)).toEqual([87, 87, 87]); // 0.34 x 255, rounded by the clamped array
    const inverted = row(1, () => [255, 0, 0]);
    applyFilterPlan(inverted, filterPlan({ invert: 1 }), 1);
    expect(at(inverted, 0)).toEqual([0, 255, 255]);
    const dark = row(1, () => [50, 50, 50]);
    applyFilterPlan(dark, filterPlan({ brighten: 0.5 }), 1);
    expect(at(dark, 0)).toEqual([178, 178, 178]);
  });

  it('runs every filter the plan can name in Node, each changing a colourful picture', () => {
    const plans = [
      { blur: 2 },
      { brighten: 0.2 },
      { contrast: 40 },
      { enhance: 0.5 },
      { hue: 90 },
      { red: 200 },
      { rgba: 1, blue: 255 },
      { greyscale: 1 },
      { invert: 1 },
      { sepia: 1 },
    ];
    for (const stored of plans) {
      const plan = filterPlan(stored);
      expect(plan.filters).toHaveLength(1);
      const colourful = () => row(16, (x) => [x * 16, 255 - x * 16, (x * 40) % 256]);
      const filtered = colourful();
      applyFilterPlan(filtered, plan, 1);
      expect([...filtered.data], plan.filters[0]).not.toEqual([...colourful().data]);
    }
  });

  it('spreads a blur over the radius times the pixel ratio (pixels per px of the box)', () => {
    const edge = () => row(100, (x) => (x < 50 ? [0, 0, 0] : [255, 255, 255]));
    const once = edge();
    applyFilterPlan(once, filterPlan({ blur: 5 }), 1);
    const twice = edge();
    applyFilterPlan(twice, filterPlan({ blur: 5 }), 2);
    // Within 5 pixels of the edge at ratio 1, within 10 at ratio 2; black beyond.
    expect(at(once, 46)[0]).toBeGreaterThan(0);
    expect(at(once, 43)[0]).toBe(0);
    expect(at(twice, 43)[0]).toBeGreaterThan(0);
    expect(at(twice, 38)[0]).toBe(0);
    expect(at(twice, 43)[0]).toBeGreaterThan(at(once, 44)[0]!);
  });
});

const RED = [255, 0, 0];
const WHITE = [255, 255, 255];

/** Raw RGB(A) pixels from a colour function, encoded by `encode`. */
function picture(width: number, height: number, channels: 3 | 4, color: (x: number, y: number) => number[]) {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(color(x, y), (y * width + x) * channels);
  return sharp(data, { raw: { width, height, channels } });
}

const base = { pageId: 'p', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
let z = 0;
const image = (id: string, src: string, x: number, y: number, width: number, height: number, more: Partial<Asset> = {}): Asset =>
  ({ ...base, id, zIndex: ++z, type: 'image', imageElementSrc: src, x, y, width, height, ...more }) as Asset;

/**
 * A 600 x 240 px page: a red photo in greyscale, inverted; a dark grey one brightened; a black |
 * white edge blurred, and the same edge unblurred below it; a half see-through logo, inverted.
 */
const PAGE: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 600, flatHeight: 240, units: 'px' },
  pages: [{ id: 'p', backgroundColor: '#ffffff' }],
  assets: [
    image('grey', 'red.jpg', 0, 0, 100, 100, { filters: { greyscale: 1 } } as Partial<Asset>),
    image('inverted', 'red.jpg', 100, 0, 100, 100, { filters: { invert: 1 } } as Partial<Asset>),
    image('brightened', 'dark.jpg', 200, 0, 100, 100, { filters: { brighten: 0.5 } } as Partial<Asset>),
    image('blurred', 'edge.png', 300, 0, 200, 100, { filters: { blur: 10 } } as Partial<Asset>),
    image('sharp', 'edge.png', 300, 120, 200, 100),
    { ...image('logo', 'half.png', 0, 120, 100, 100, { filters: { invert: 1 } } as Partial<Asset>), type: 'logo' } as Asset,
  ],
};

const dir = scratchDir('layout-pdf-filters-');
const files: Record<string, Buffer> = {};
const loadImage = async (src: string) => {
  const file = files[src];
  if (!file) throw new Error(`no file ${src}`);
  return file;
};

/** A cache that counts the pictures it is asked to keep: each is one preparation. */
function countingCache(): PictureCache & { prepared: number } {
  const cache = createPictureCache();
  const counting = {
    prepared: 0,
    get: (key: string) => cache.get(key),
    set: (key: string, value: Promise<PreparedPicture>) => {
      counting.prepared++;
      cache.set(key, value);
    },
  };
  return counting;
}

let standard: DesignPdf;
let png: PNG;
const cache = countingCache();
const pixel = (x: number, y: number) => rgbAt(png, x, y);
const expectColor = colorExpectation(8);

beforeAll(async () => {
  files['red.jpg'] = await picture(400, 400, 3, () => RED)
    .jpeg({ quality: 95 })
    .toBuffer();
  files['dark.jpg'] = await picture(400, 400, 3, () => [50, 50, 50])
    .jpeg({ quality: 95 })
    .toBuffer();
  files['edge.png'] = await picture(800, 400, 3, (x) => (x < 400 ? [0, 0, 0] : WHITE))
    .png()
    .toBuffer();
  files['half.png'] = await picture(400, 400, 4, (x) => (x < 200 ? [255, 0, 0, 255] : [0, 0, 0, 0]))
    .png()
    .toBuffer();
  standard = await renderDesignPdf(PAGE, { kind: 'standard', loadImage, pictureCache: cache });
  writeFileSync(join(dir, 'standard.pdf'), standard.pdf);
  // 96 dpi: one raster pixel per page px.
  execFileSync('pdftoppm', ['-r', '96', '-png', '-singlefile', join(dir, 'standard.pdf'), join(dir, 'standard')]);
  png = PNG.sync.read(readFileSync(join(dir, 'standard.png')));
});

describe('filtered pictures in the PDF', () => {
  it('are painted with their filters, and nothing is skipped', () => {
    expectColor(pixel(50, 50), [87, 87, 87]);
    expectColor(pixel(150, 50), [0, 255, 255]);
    expectColor(pixel(250, 50), [178, 178, 178]);
    expect(standard.skipped).toEqual([]);
  });

  it('spreads a blur across an edge, as far as the radius in the box', () => {
    // The edge at x = 400: grey on it, darker left of it, black again beyond the radius (10 px).
    expectColor(pixel(400, 50), [128, 128, 128], 30);
    expect(pixel(394, 50)[0]).toBeGreaterThan(10);
    expect(pixel(394, 50)[0]).toBeLessThan(128);
    expect(pixel(388, 50)[0]).toBeLessThan(8);
    // The same picture unfiltered: a sharp edge.
    expect(pixel(394, 170)[0]).toBeLessThan(8);
    expect(pixel(406, 170)[0]).toBeGreaterThan(247);
  });

  it('keeps transparency: an inverted half see-through logo is cyan where it was red, the page elsewhere', () => {
    expectColor(pixel(25, 170), [0, 255, 255]);
    expectColor(pixel(75, 170), WHITE);
    const listed = execFileSync('pdfimages', ['-list', join(dir, 'standard.pdf')]).toString();
    expect(listed).toMatch(/\bsmask\b/);
  });

  it('are prepared once: a second export with the same cache prepares nothing', async () => {
    const first = cache.prepared;
    expect(first).toBeGreaterThanOrEqual(6);
    const again = await renderDesignPdf(PAGE, { kind: 'standard', loadImage, pictureCache: cache });
    expect(cache.prepared).toBe(first);
    expect(again.pdf.length).toBeGreaterThan(0);
  });

  it('re-encode an opaque filtered picture as JPEG in print, at every pixel of its visible part', async () => {
    const print = await renderDesignPdf({ ...PAGE, assets: [PAGE.assets[0]!] }, { kind: 'print', loadImage });
    writeFileSync(join(dir, 'print.pdf'), print.pdf);
    const rows = execFileSync('pdfimages', ['-list', join(dir, 'print.pdf')])
      .toString()
      .trim()
      .split('\n')
      .slice(2);
    expect(rows).toHaveLength(1);
    const f = rows[0]!.trim().split(/\s+/);
    expect([f[3], f[4], f[8]]).toEqual(['400', '400', 'jpeg']);
    const check = spawnSync('qpdf', ['--check', join(dir, 'print.pdf')], { encoding: 'utf8' });
    expect(check.status).toBe(0);
  });

  it('passes qpdf --check', () => {
    const check = spawnSync('qpdf', ['--check', join(dir, 'standard.pdf')], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);
  });
});

describe('a filtered picture made smaller', () => {
  it('keeps within its colours (no ringing for Enhance or Contrast to stretch, as the browser shrinks it)', async () => {
    // Stripes of grey 60 and 200, ten source pixels wide, shrunk about six times into the box.
    files['stripes.png'] = await picture(1000, 400, 3, (x) => (Math.floor(x / 10) % 2 ? [200, 200, 200] : [60, 60, 60]))
      .png()
      .toBuffer();
    const shrunk: DesignContent = { ...PAGE, assets: [image('stripes', 'stripes.png', 0, 0, 100, 40, { filters: { greyscale: 1 } } as Partial<Asset>)] };
    const pdf = await renderDesignPdf(shrunk, { kind: 'standard', loadImage });
    writeFileSync(join(dir, 'stripes.pdf'), pdf.pdf);
    execFileSync('pdfimages', ['-png', join(dir, 'stripes.pdf'), join(dir, 'stripes')]);
    const drawn = PNG.sync.read(readFileSync(join(dir, 'stripes-000.png')));
    let lowest = 255;
    let highest = 0;
    for (let i = 0; i < drawn.data.length; i += 4) {
      lowest = Math.min(lowest, drawn.data[i]!);
      highest = Math.max(highest, drawn.data[i]!);
    }
    // JPEG may move a level or two; a sharpening kernel overshoots by a dozen and more.
    expect(lowest).toBeGreaterThanOrEqual(57);
    expect(highest).toBeLessThanOrEqual(203);
  });
});
