import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, assetCenter, defaultLayoutDimensions, designContentSchema, migrateContent } from '@layout/model';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDesignPdf } from './document';
import { pdfPageGeometry } from './geometry';
import { colorExpectation, ghostscriptPage, requireTools, scratchDir } from './testing';

// Poppler, Ghostscript and qpdf read the PDF as any viewer or press would.
requireTools('pdfinfo', 'pdftoppm', 'gs', 'qpdf');

const NAVY = [0x26, 0x31, 0x47];
const RED = [0xe0, 0x20, 0x20];
const YELLOW = [0xff, 0xd0, 0x00];
const WHITE = [0xff, 0xff, 0xff];

const base = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
const shape = (id: string, zIndex: number, box: { x: number; y: number; width: number; height: number }, type: 'rect' | 'circle', fill: string, more: Partial<Asset> = {}): Asset =>
  ({ ...base, id, zIndex, ...box, type: 'shape', shapeProps: { type, fill, stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true }, ...more }) as Asset;

/**
 * A 90 x 55 mm business card (340.155 x 207.87 page px): a navy page, a red square flipped to
 * the left of its x, a yellow bar turned 90 degrees clockwise about its top-left corner, a
 * half-transparent white circle, a thick yellow line, and a white text.
 */
const CARD: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: [{ id: 'front', backgroundColor: '#263147' }],
  assets: [
    shape('flipped', 1, { x: 120, y: 20, width: 60, height: 60 }, 'rect', '#e02020', { scaleX: -1 }),
    shape('turned', 2, { x: 250, y: 20, width: 100, height: 24 }, 'rect', '#ffd000', { rotation: 90 }),
    shape('ghost', 3, { x: 140, y: 110, width: 60, height: 60 }, 'circle', '#ffffff', { opacity: 0.5 }),
    {
      ...base,
      id: 'rule',
      zIndex: 4,
      type: 'line',
      x: 20,
      y: 190,
      width: 300,
      height: 0,
      lineConfig: {
        points: [0, 0, 300, 0],
        fill: '#000000',
        stroke: '#ffd000',
        strokeWidth: 8,
        dash: [],
        closed: false,
        strokeEnabled: true,
        fillEnabled: false,
        dashEnabled: false,
        lineCap: 'butt',
        lineJoin: 'miter',
      },
    } as Asset,
    {
      ...base,
      id: 'name',
      zIndex: 5,
      type: 'text',
      x: 20,
      y: 100,
      width: 100,
      height: 20,
      textConfig: {
        text: 'Ann',
        fontId: 0,
        fontFamily: 'Roboto',
        fontSize: 14,
        fontStyle: [],
        textDecoration: [],
        isUpperCase: false,
        isBoxed: false,
        padding: 0,
        cornerRadius: 0,
        backgroundColor: '',
        fill: '#ffffff',
        align: 'left',
        lineHeight: 1.3,
        letterSpacing: 0,
      },
    } as Asset,
  ],
};

const dir = scratchDir('layout-pdf-');
const geometry = pdfPageGeometry(CARD.layoutDimensions, { kind: 'print' });
let printPdf: string;
let skipped: Awaited<ReturnType<typeof renderDesignPdf>>['skipped'];
let raster: PNG;

/** The colour at a point of the page given in page px, on a raster at `dpi` (72: one pixel per point). */
function pixelAt(x: number, y: number, png = raster, dpi = 72): number[] {
  const scale = dpi / 72;
  const px = Math.floor((geometry.trim.x + x * geometry.ptPerPx) * scale);
  const py = Math.floor((geometry.trim.y + y * geometry.ptPerPx) * scale);
  const i = (py * png.width + px) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
}

/** Page 1 of a PDF as PNG at `dpi`, by Ghostscript (a Print Ready PDF's colours as the file holds them: testing.ts). */
function rasterise(pdf: string, dpi: number): PNG {
  return ghostscriptPage(pdf, 1, dpi);
}

/** Page 1 of a standard PDF as PNG at `dpi`, by pdftoppm. */
function rasteriseWithPoppler(pdf: string, dpi: number): PNG {
  const out = join(dir, `${dpi}-${Math.random().toString(36).slice(2)}`);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', '-f', '1', '-l', '1', pdf, out]);
  return PNG.sync.read(readFileSync(`${out}.png`));
}

const expectColor = colorExpectation(6);

/** pdfinfo's box line, e.g. 'TrimBox:  28.35 28.35 283.46 184.25', as numbers. */
function box(info: string, name: string): number[] {
  const line = info.split('\n').find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`pdfinfo printed no ${name}`);
  return line
    .slice(name.length + 1)
    .trim()
    .split(/\s+/)
    .map(Number);
}

beforeAll(async () => {
  const rendered = await renderDesignPdf(CARD, { kind: 'print' });
  skipped = rendered.skipped;
  printPdf = join(dir, 'card.pdf');
  writeFileSync(printPdf, rendered.pdf);
  raster = rasterise(printPdf, 72);
});

describe('a print-ready business card', () => {
  it('has its TrimBox at 90 x 55 mm and its BleedBox 3 mm wider on each side, in points', () => {
    const info = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '1', printPdf]).toString();
    const [tx0, ty0, tx1, ty1] = box(info, 'Page    1 TrimBox');
    expect(tx1! - tx0!).toBeCloseTo(255.12, 1);
    expect(ty1! - ty0!).toBeCloseTo(155.91, 1);
    const [bx0, by0, bx1, by1] = box(info, 'Page    1 BleedBox');
    expect(bx1! - bx0!).toBeCloseTo(272.13, 1);
    expect(by1! - by0!).toBeCloseTo(172.91, 1);
    expect(tx0! - bx0!).toBeCloseTo(8.5, 1);
    const [mx0, my0, mx1, my1] = box(info, 'Page    1 MediaBox');
    expect(mx0).toBe(0);
    expect(my0).toBe(0);
    expect(mx1).toBeGreaterThan(bx1!);
    expect(my1).toBeGreaterThan(by1!);
    expect(info).toMatch(/PDF version:\s+1\.6/); // PDF/X-4's
  });

  it('passes qpdf --check', () => {
    const check = spawnSync('qpdf', ['--check', printPdf]);
    expect(check.status, check.stdout.toString() + check.stderr.toString()).toBe(0);
  });

  it('fills the bleed with the page colour and leaves the slug white but for the crop marks', () => {
    expect(raster.width).toBe(Math.ceil(geometry.media.width));
    expectColor(pixelAt(300, -2 / geometry.ptPerPx), NAVY); // 2 pt into the bleed, above the trim
    expectColor(pixelAt(-8, 100), NAVY);
    // Past the bleed, off the trim lines: the slug is paper.
    const slug = -(geometry.bleedPt + 10) / geometry.ptPerPx; // 10 pt beyond the bleed, where the marks are
    expectColor(pixelAt(100, slug), WHITE);
    // A crop mark continues the left trim line above the bleed (a 0.25 pt hairline: seen at 288 dpi).
    const fine = rasterise(printPdf, 288);
    const across = (y: number) => Math.min(...[-0.5, -0.25, 0, 0.25, 0.5].map((x) => pixelAt(x, y, fine, 288)[0]!));
    expect(across(slug)).toBeLessThan(160);
    expect(pixelAt(-2, slug, fine, 288)).toEqual(WHITE);
    // ...and stops short of the bleed: paper between the mark and the bleed edge.
    const gap = -(geometry.bleedPt + 1) / geometry.ptPerPx;
    expect(across(gap)).toBe(255);
  });

  it('paints the shapes where the editor puts them: flipped, turned about the corner, see-through', () => {
    // scaleX -1 extends the square to the left of its x (60..120), not to the right.
    expectColor(pixelAt(90, 50), RED);
    expectColor(pixelAt(150, 50), NAVY);
    // Turned 90 degrees clockwise about (250, 20): the bar runs down from there, to the left.
    expectColor(pixelAt(238, 100), YELLOW);
    expectColor(pixelAt(300, 30), NAVY);
    // Half-transparent white over navy: halfway between them.
    expectColor(
      pixelAt(170, 140),
      NAVY.map((c, i) => (c + WHITE[i]!) / 2),
      8,
    );
    // The line, 8 px thick, centred on y = 190.
    expectColor(pixelAt(170, 190), YELLOW);
    expectColor(pixelAt(170, 200), NAVY);
  });

  it('leaves nothing out: every asset of the card has a painter', () => {
    expect(skipped).toEqual([]);
  });
});

describe('a standard business card', () => {
  it('is the trim alone, filled with the page colour to its edges', async () => {
    const { pdf } = await renderDesignPdf(CARD, { kind: 'standard' });
    const file = join(dir, 'standard.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '1', file]).toString();
    const [mx0, my0, mx1, my1] = box(info, 'Page    1 MediaBox');
    expect([mx0, my0]).toEqual([0, 0]);
    expect(mx1).toBeCloseTo(255.12, 1);
    expect(my1).toBeCloseTo(155.91, 1);
    expect(box(info, 'Page    1 TrimBox')).toEqual(box(info, 'Page    1 MediaBox'));
    const png = rasteriseWithPoppler(file, 72);
    expect(png.width).toBe(256); // 255.12 pt, rounded up to whole pixels
    // The corner pixel is page colour: no white margin, no marks.
    expect([...png.data.subarray(0, 3)]).toEqual(NAVY);
  });
});

describe("a stored two-sided business card (the model's v0 fixture)", () => {
  it('gives one PDF page per design page, each with its boxes, the circle on the back where the editor puts it', async () => {
    const stored = JSON.parse(readFileSync(new URL('../../../model/src/document/fixtures/v0-business-card.json', import.meta.url), 'utf8')) as unknown;
    const content = designContentSchema.parse(migrateContent(stored));
    const { pdf, skipped } = await renderDesignPdf(content, { kind: 'print' });
    const file = join(dir, 'v0.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '2', file]).toString();
    expect(info).toMatch(/Pages:\s+2/);
    for (const page of [1, 2]) {
      const [x0, , x1] = box(info, `Page    ${page} TrimBox`);
      expect(x1! - x0!).toBeCloseTo(255.12, 1);
    }
    // Its text (%fullName%, no values given) is painted too.
    expect(skipped).toEqual([]);
    // The back page: navy, and the circle (flipped, turned 15 degrees, 80 % opaque) about its centre.
    const png = ghostscriptPage(file, 2, 72);
    const circle = content.assets.find((a) => a.id === 's1')!;
    const centre = assetCenter(circle);
    const blend = [0x4a, 0xc6, 0xe3].map((c, i) => 0.8 * c + 0.2 * NAVY[i]!);
    expectColor(pixelAt(centre.x, centre.y, png), blend, 8);
    // Unflipped, the circle would lie right of its x (100 + 60): navy there.
    expectColor(pixelAt(circle.x + 60, circle.y + 40, png), NAVY);
  });
});
