import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TextAsset, type TextConfig, defaultTextConfig } from '@layout/model';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFromBytes } from '../fonts/load';
import { defaultFontPath } from '../fonts/node';
import { sfntFromWoff } from '../fonts/woff';
import { type TextLayout, layoutText } from '../text/layout';
import { loadDefaultPdfFontSet } from './fonts';
import { requireTools } from './testing';
import { pagePxToPt, paintText } from './text';

// Poppler and qpdf read the PDF as any viewer would; the test says which is missing.
requireTools('pdffonts', 'pdftotext', 'pdftoppm', 'qpdf');

const PT_PER_PX = 72 / 96;
const DPI = 144;
/** Device pixels of the raster per page px. */
const DEVICE = (DPI / 72) * PT_PER_PX;
const PAGE = { width: 600, height: 700 }; // page px

// The PDFs and their rasters (PNG too, to look at) are removed afterwards unless KEEP_TEST_PDFS=1.
const dirs: string[] = [];
afterAll(() => {
  if (process.env.KEEP_TEST_PDFS === '1') console.log('PDFs kept in', dirs.join(', '));
  else for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const PARAGRAPH = 'Print keeps the breaks of the editor: every line of this paragraph ends where the layout ended it.';

function textAsset(id: string, y: number, width: number, overrides: Partial<TextConfig>): TextAsset {
  const textConfig = defaultTextConfig({ fontSize: 14, ...overrides });
  return {
    id,
    pageId: 'p',
    zIndex: 0,
    type: 'text',
    x: 40,
    y,
    width,
    height: 0,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
    opacity: 1,
    textConfig,
  };
}

const ASSETS: TextAsset[] = [
  textAsset('left', 20, 400, { text: 'Left aligned heading', align: 'left' }),
  textAsset('center', 60, 400, { text: 'Centred line', align: 'center' }),
  textAsset('right', 100, 400, { text: 'Right aligned line', align: 'right' }),
  textAsset('spaced', 140, 500, { text: 'Spaced upper case', letterSpacing: 4, isUpperCase: true }),
  textAsset('underline', 180, 400, { text: 'Underlined words', textDecoration: ['underline'] }),
  // Roboto draws 'ffi' and 'fi' as ligatures: one glyph, three or two letters to extract.
  textAsset('ligatures', 215, 400, { text: 'Office fine flow', align: 'right', letterSpacing: 1 }),
  textAsset('boxed', 260, 300, {
    text: 'Boxed offer',
    isBoxed: true,
    padding: 12,
    cornerRadius: 10,
    backgroundColor: '#ffe08a',
    align: 'center',
  }),
  textAsset('justify', 345, 330, { text: PARAGRAPH, align: 'justify', fontSize: 12 }),
  textAsset('wrapped', 480, 250, { text: PARAGRAPH, align: 'left', fontSize: 12, lineHeight: 1.6 }),
];

interface Rendered {
  pdf: string;
  layouts: Map<string, TextLayout>;
  font: Font;
}

async function renderPdf(assets: readonly TextAsset[], name: string): Promise<Rendered> {
  const fonts = await loadDefaultPdfFontSet();
  const dir = mkdtempSync(join(tmpdir(), 'layout-pdf-text-'));
  dirs.push(dir);
  const doc = new PDFDocument({ size: [PAGE.width * PT_PER_PX, PAGE.height * PT_PER_PX], margin: 0, autoFirstPage: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  const layouts = new Map<string, TextLayout>();
  for (const original of assets) {
    const font = fonts.resolve(original.textConfig);
    const layout = layoutText({ textConfig: original.textConfig, width: original.width }, font);
    const asset = { ...original, height: layout.height };
    layouts.set(asset.id, layout);
    paintText(doc, asset, fonts, { toPdf: pagePxToPt(PT_PER_PX) });
  }
  doc.end();
  await done;
  const pdf = join(dir, `${name}.pdf`);
  writeFileSync(pdf, Buffer.concat(chunks));
  return { pdf, layouts, font: fonts.resolve(defaultTextConfig()) };
}

interface Raster {
  width: number;
  height: number;
  grey: Uint8Array;
}

/** A greyscale raster (PGM, P5) of the page. */
function rasterise(pdf: string): Raster {
  const out = pdf.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', String(DPI), '-gray', '-singlefile', pdf, out]);
  execFileSync('pdftoppm', ['-r', String(DPI), '-png', '-singlefile', pdf, out]); // to look at
  const bytes = readFileSync(`${out}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, grey: bytes.subarray(header[0].length, header[0].length + width * height) };
}

describe('paintText', () => {
  let out: Rendered;
  beforeAll(async () => {
    out = await renderPdf(ASSETS, 'aligned');
  });

  it('embeds the layout font as a subset', () => {
    const rows = execFileSync('pdffonts', [out.pdf])
      .toString()
      .split('\n')
      .slice(2)
      .filter((r) => r.trim() !== '');
    expect(rows).toHaveLength(1); // one face (Roboto regular) for all texts
    // name type encoding emb sub uni object ID
    const cols = rows[0]!.trim().split(/\s+/);
    expect(cols[0]).toMatch(/^[A-Z]{6}\+Roboto/);
    expect(cols.slice(-5, -2)).toEqual(['yes', 'yes', 'yes']); // emb, sub, uni
  });

  it('passes qpdf --check', () => {
    const check = spawnSync('qpdf', ['--check', out.pdf]);
    expect(check.status, check.stdout.toString() + check.stderr.toString()).toBe(0);
  });

  it('keeps the text extractable, in order, with the layout line breaks', () => {
    const text = execFileSync('pdftotext', ['-raw', out.pdf, '-']).toString();
    const extracted = text
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter((l) => l !== '');
    const expected = ASSETS.flatMap((a) => out.layouts.get(a.id)!.lines.map((l) => l.text.trim()));
    expect(expected.filter((l) => l.includes('paragraph')).length).toBe(2); // both paragraphs wrapped
    expect(out.layouts.get('justify')!.lines.length).toBeGreaterThan(2);
    expect(extracted).toEqual(expected);
    expect(extracted).toContain('SPACED UPPER CASE');
    expect(out.layouts.get('ligatures')!.lines[0]!.glyphs.some((g) => g.codePoints.length === 3)).toBe(true);
  });

  it('paints the box of a boxed text with rounded corners under its glyphs', () => {
    const raster = rasterise(out.pdf);
    const boxed = ASSETS.find((a) => a.id === 'boxed')!;
    const height = out.layouts.get('boxed')!.height;
    const grey = (x: number, y: number) => raster.grey[Math.floor(y * DEVICE) * raster.width + Math.floor(x * DEVICE)]!;
    // #ffe08a in poppler's grey (0.299 R + 0.587 G + 0.114 B) is 223.
    expect(Math.abs(grey(boxed.x + 3, boxed.y + height / 2) - 223)).toBeLessThanOrEqual(3);
    expect(Math.abs(grey(boxed.x + boxed.width / 2, boxed.y + 3) - 223)).toBeLessThanOrEqual(3);
    expect(grey(boxed.x + 0.5, boxed.y + 0.5)).toBe(255); // cut off by the 10 px corner radius
    expect(grey(boxed.x - 2, boxed.y + height / 2)).toBe(255);
    expect(grey(boxed.x + boxed.width + 2, boxed.y + height / 2)).toBe(255);
  });

  it('refuses a font it cannot embed as the layout measured it', async () => {
    const plain = await fontFromBytes(await sfntFromWoff(readFileSync(defaultFontPath('regular'))));
    const doc = new PDFDocument({ margin: 0 });
    expect(() => paintText(doc, ASSETS[0]!, { resolve: () => plain }, { toPdf: pagePxToPt(PT_PER_PX) })).toThrow(/loadEmbeddableFont/);
  });

  it('inks each line where the layout placed its glyphs', () => {
    const raster = rasterise(out.pdf);
    const inked = (x: number, y: number) => raster.grey[y * raster.width + x]! < 128;
    const TOLERANCE = 1.5; // device px of anti-aliasing on each side
    for (const asset of ASSETS) {
      const layout = out.layouts.get(asset.id)!;
      layout.lines.forEach((line, i) => {
        // Expected ink: from the first glyph's outline to the last one's (and the underline).
        let left = Infinity;
        let right = -Infinity;
        for (const glyph of line.glyphs) {
          const box = out.font.getGlyph(glyph.glyphId).bbox;
          if (box.maxX <= box.minX) continue; // a space
          left = Math.min(left, glyph.x + box.minX * layout.scale);
          right = Math.max(right, glyph.x + box.maxX * layout.scale);
        }
        for (const stroke of layout.decorations.filter((d) => Math.abs(d.x - line.x) < 1e-9 && d.y > line.y - layout.lineHeightPx && d.y < line.y + layout.lineHeightPx)) {
          left = Math.min(left, stroke.x);
          right = Math.max(right, stroke.x + stroke.width);
        }
        const top = Math.floor((asset.y + layout.padding + i * layout.lineHeightPx) * DEVICE);
        const bottom = Math.ceil((asset.y + layout.padding + (i + 1) * layout.lineHeightPx) * DEVICE);
        let inkLeft = Infinity;
        let inkRight = -Infinity;
        // Scan the whole page width in the line's band: ink outside the expected span is wrong.
        for (let y = top; y < bottom; y++) {
          for (let x = 0; x < raster.width; x++) {
            if (!inked(x, y)) continue;
            inkLeft = Math.min(inkLeft, x);
            inkRight = Math.max(inkRight, x + 1);
          }
        }
        const where = `${asset.id} line ${i} "${line.text}"`;
        expect(inkLeft, where).toBeGreaterThanOrEqual((asset.x + left) * DEVICE - TOLERANCE);
        expect(inkLeft, where).toBeLessThanOrEqual((asset.x + left) * DEVICE + TOLERANCE);
        expect(inkRight, where).toBeGreaterThanOrEqual((asset.x + right) * DEVICE - TOLERANCE);
        expect(inkRight, where).toBeLessThanOrEqual((asset.x + right) * DEVICE + TOLERANCE);
      });
    }
  });
});

/** Where an asset's local point lands on the page, as Konva places a node (and paintText must). */
function toPage(asset: TextAsset, x: number, y: number): [number, number] {
  const rad = (asset.rotation * Math.PI) / 180;
  const [sx, sy] = [x * asset.scaleX, y * asset.scaleY];
  return [asset.x + sx * Math.cos(rad) - sy * Math.sin(rad), asset.y + sx * Math.sin(rad) + sy * Math.cos(rad)];
}

/** The page box (px) holding every glyph outline of a laid-out text, through the asset's placement. */
function glyphBox(asset: TextAsset, layout: TextLayout, font: Font): { left: number; top: number; right: number; bottom: number } {
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const glyph of layout.lines.flatMap((l) => l.glyphs)) {
    // The outline's points, not its bounding box, whose corners stick out once it is turned.
    const points = font.getGlyph(glyph.glyphId).path.commands.flatMap((c) => {
      const pairs: [number, number][] = [];
      for (let i = 0; i + 1 < c.args.length; i += 2) pairs.push([c.args[i]!, c.args[i + 1]!]);
      return pairs;
    });
    for (const [lx, ly] of points) {
      const [x, y] = toPage(asset, glyph.x + lx * layout.scale, glyph.y - ly * layout.scale);
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

/** The box (device px) of pixels darker than `threshold` within a region of the raster. */
function inkBox(raster: Raster, region: { left: number; top: number; right: number; bottom: number }, threshold: number) {
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, darkest: 255 };
  for (let y = Math.max(0, Math.floor(region.top)); y < Math.min(raster.height, Math.ceil(region.bottom)); y++) {
    for (let x = Math.max(0, Math.floor(region.left)); x < Math.min(raster.width, Math.ceil(region.right)); x++) {
      const grey = raster.grey[y * raster.width + x]!;
      box.darkest = Math.min(box.darkest, grey);
      if (grey >= threshold) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x + 1);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y + 1);
    }
  }
  return box;
}

const PLACED: TextAsset[] = [
  { ...textAsset('turned', 120, 220, { text: 'Turned a quarter' }), x: 120, rotation: 90 },
  { ...textAsset('mirrored', 40, 220, { text: 'Mirrored text' }), x: 480, scaleX: -1 },
  { ...textAsset('upside', 200, 220, { text: 'Upside down' }), x: 480, scaleY: -1 },
  { ...textAsset('tilted', 330, 260, { text: 'Tilted thirty degrees' }), x: 250, rotation: 30 },
  { ...textAsset('faded', 560, 300, { text: 'Half opacity' }), x: 40, opacity: 0.5 },
  textAsset('bold', 630, 300, { text: 'Bold face', fontStyle: ['bold'] }),
];

describe('paintText placing the asset', () => {
  let out: Rendered;
  let raster: Raster;
  beforeAll(async () => {
    out = await renderPdf(PLACED, 'placed');
    raster = rasterise(out.pdf);
  });

  it('turns and flips the glyphs with the asset, as the editor does', () => {
    const fonts = loadDefaultPdfFontSet();
    return fonts.then((set) => {
      for (const asset of PLACED.filter((a) => a.id !== 'faded')) {
        const layout = out.layouts.get(asset.id)!;
        const box = glyphBox(asset, layout, set.resolve(asset.textConfig));
        const device = { left: box.left * DEVICE, top: box.top * DEVICE, right: box.right * DEVICE, bottom: box.bottom * DEVICE };
        const margin = 12; // look around the expected box: ink there would be misplaced text
        const ink = inkBox(raster, { left: device.left - margin, top: device.top - margin, right: device.right + margin, bottom: device.bottom + margin }, 128);
        const TOLERANCE = 1.5;
        for (const side of ['left', 'top', 'right', 'bottom'] as const) {
          expect(Math.abs(ink[side] - device[side]), `${asset.id} ${side}: ink ${ink[side]}, layout ${device[side]}`).toBeLessThanOrEqual(TOLERANCE);
        }
      }
    });
  });

  it('paints at the asset opacity', () => {
    const box = glyphBox(PLACED[4]!, out.layouts.get('faded')!, out.font);
    const ink = inkBox(raster, { left: box.left * DEVICE, top: box.top * DEVICE, right: box.right * DEVICE, bottom: box.bottom * DEVICE }, 200);
    // Black at half opacity on white: the darkest pixel is mid grey, and there is such ink.
    expect(ink.darkest).toBeGreaterThanOrEqual(120);
    expect(ink.darkest).toBeLessThanOrEqual(135);
    expect(ink.right - ink.left).toBeGreaterThan(50);
  });

  it('embeds each face used, and extracts turned and mirrored text as words', () => {
    const fonts = execFileSync('pdffonts', [out.pdf]).toString();
    expect(fonts).toMatch(/[A-Z]{6}\+Roboto-Regular/);
    expect(fonts).toMatch(/[A-Z]{6}\+Roboto-Bold/);
    // poppler's reading order keeps a turned line whole, its raw (content) order a tilted one.
    const text = execFileSync('pdftotext', [out.pdf, '-']).toString();
    for (const words of ['Turned a quarter', 'Mirrored text', 'Upside down', 'Half opacity', 'Bold face']) expect(text).toContain(words);
    expect(execFileSync('pdftotext', ['-raw', out.pdf, '-']).toString()).toContain('Tilted thirty degrees');
  });
});
