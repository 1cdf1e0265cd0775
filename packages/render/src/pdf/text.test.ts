import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TextAsset, type TextConfig, defaultTextConfig } from '@layout/model';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TextLayout, layoutText } from '../text/layout';
import { loadDefaultPdfFontSet } from './fonts';
import { pagePxToPt, paintText } from './text';

// Poppler and qpdf read the PDF as any viewer would; the test says which is missing.
for (const tool of ['pdffonts', 'pdftotext', 'pdftoppm', 'qpdf']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
    throw new Error(`${tool} is missing: apt-get install -y poppler-utils qpdf`);
  }
}

const PT_PER_PX = 72 / 96;
const DPI = 144;
/** Device pixels of the raster per page px. */
const DEVICE = (DPI / 72) * PT_PER_PX;
const PAGE = { width: 600, height: 700 }; // page px

const PARAGRAPH = 'Print keeps the breaks of the editor: every line of this paragraph ends where the layout ended it.';

function textAsset(id: string, y: number, width: number, overrides: Partial<TextConfig>): TextAsset {
  const textConfig = defaultTextConfig({ fontSize: 14, ...overrides });
  return {
    id, pageId: 'p', zIndex: 0, type: 'text', x: 40, y, width, height: 0,
    scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, textConfig,
  };
}

const ASSETS: TextAsset[] = [
  textAsset('left', 20, 400, { text: 'Left aligned heading', align: 'left' }),
  textAsset('center', 60, 400, { text: 'Centred line', align: 'center' }),
  textAsset('right', 100, 400, { text: 'Right aligned line', align: 'right' }),
  textAsset('spaced', 140, 500, { text: 'Spaced upper case', letterSpacing: 4, isUpperCase: true }),
  textAsset('underline', 180, 400, { text: 'Underlined words', textDecoration: ['underline'] }),
  textAsset('boxed', 230, 300, {
    text: 'Boxed offer', isBoxed: true, padding: 12, cornerRadius: 10, backgroundColor: '#ffe08a', align: 'center',
  }),
  textAsset('justify', 320, 330, { text: PARAGRAPH, align: 'justify', fontSize: 12 }),
  textAsset('wrapped', 460, 250, { text: PARAGRAPH, align: 'left', fontSize: 12, lineHeight: 1.6 }),
];

interface Rendered {
  dir: string;
  pdf: string;
  layouts: Map<string, TextLayout>;
  font: Font;
}

async function renderPdf(): Promise<Rendered> {
  const fonts = await loadDefaultPdfFontSet();
  const dir = mkdtempSync(join(tmpdir(), 'layout-pdf-text-'));
  const doc = new PDFDocument({ size: [PAGE.width * PT_PER_PX, PAGE.height * PT_PER_PX], margin: 0, autoFirstPage: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  const layouts = new Map<string, TextLayout>();
  for (const original of ASSETS) {
    const font = fonts.resolve(original.textConfig);
    const layout = layoutText({ textConfig: original.textConfig, width: original.width }, font);
    const asset = { ...original, height: layout.height };
    layouts.set(asset.id, layout);
    paintText(doc, asset, fonts, { toPdf: pagePxToPt(PT_PER_PX) });
  }
  doc.end();
  await done;
  const pdf = join(dir, 'text.pdf');
  writeFileSync(pdf, Buffer.concat(chunks));
  return { dir, pdf, layouts, font: fonts.resolve(defaultTextConfig()) };
}

/** A greyscale raster (PGM, P5) of the page. */
function rasterise(pdf: string, dir: string): { width: number; height: number; grey: Uint8Array } {
  execFileSync('pdftoppm', ['-r', String(DPI), '-gray', '-singlefile', pdf, join(dir, 'page')]);
  execFileSync('pdftoppm', ['-r', String(DPI), '-png', '-singlefile', pdf, join(dir, 'page')]);
  const bytes = readFileSync(join(dir, 'page.pgm'));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, grey: bytes.subarray(header[0].length, header[0].length + width * height) };
}

describe('paintText', () => {
  let out: Rendered;
  beforeAll(async () => {
    out = await renderPdf();
  });

  it('embeds the layout font as a subset', () => {
    const rows = execFileSync('pdffonts', [out.pdf]).toString().split('\n').slice(2).filter((r) => r.trim() !== '');
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
    const extracted = text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
    const expected = ASSETS.flatMap((a) => out.layouts.get(a.id)!.lines.map((l) => l.text.trim()));
    expect(expected.filter((l) => l.includes('paragraph')).length).toBe(2); // both paragraphs wrapped
    expect(out.layouts.get('justify')!.lines.length).toBeGreaterThan(2);
    expect(extracted).toEqual(expected);
    expect(extracted).toContain('SPACED UPPER CASE');
  });

  it('inks each line where the layout placed its glyphs', () => {
    const raster = rasterise(out.pdf, out.dir);
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
