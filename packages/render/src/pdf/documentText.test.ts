import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, type TextConfig, defaultLayoutDimensions } from '@layout/model';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFontPath } from '../fonts/node';
import { renderDesignPdf } from './document';
import { loadPdfFontSet } from './fonts';
import { pdfPageGeometry } from './geometry';
import { requireTools, scratchDir } from './testing';

requireTools('pdffonts', 'pdftotext', 'pdftoppm', 'qpdf');

const base = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
const textConfig = (text: string, fontId: number, more: Partial<TextConfig> = {}): TextConfig => ({
  text,
  fontId,
  fontFamily: fontId === 0 ? 'Roboto' : `Stored ${fontId}`,
  fontSize: 16,
  fontStyle: [],
  textDecoration: [],
  isUpperCase: false,
  isBoxed: false,
  padding: 0,
  cornerRadius: 0,
  backgroundColor: '',
  fill: '#ffffff',
  align: 'left',
  lineHeight: 1.2,
  letterSpacing: 0,
  ...more,
});
const text = (id: string, zIndex: number, y: number, config: TextConfig): Asset =>
  ({ ...base, id, zIndex, type: 'text', x: 20, y, width: 300, height: 30, textConfig: config }) as Asset;

/**
 * A 90 x 55 mm navy card: the holder's name as a placeholder, a line in a font id that may or
 * may not be loaded, and an image (not painted yet, so still reported).
 */
function card(taglineFontId: number): DesignContent {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
    pages: [{ id: 'front', backgroundColor: '#263147' }],
    assets: [
      text('name', 1, 40, textConfig('Hello %fullName%', 0)),
      text('tagline', 2, 100, textConfig('Fine print since 1999', taglineFontId)),
      { ...base, id: 'photo', zIndex: 3, type: 'image', x: 250, y: 150, width: 40, height: 40 } as Asset,
    ],
  };
}

const dir = scratchDir('layout-pdf-text-');

/** Writes the PDF and returns its path. */
function save(name: string, pdf: Buffer): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return file;
}

/** pdffonts' rows as { name, emb, sub }; a subset's name carries its six-letter tag ('ABCDEF+Roboto-Regular'). */
function fonts(file: string): { name: string; emb: string; sub: string }[] {
  const rows = execFileSync('pdffonts', [file]).toString().trim().split('\n').slice(2);
  return rows.map((row) => {
    const cols = row.trim().split(/\s+/);
    // name ... emb sub uni object-id generation
    return { name: cols[0]!, emb: cols[cols.length - 5]!, sub: cols[cols.length - 4]! };
  });
}

describe('texts in a design PDF (default fonts, a placeholder filled)', () => {
  let file: string;
  let skipped: Awaited<ReturnType<typeof renderDesignPdf>>['skipped'];

  beforeAll(async () => {
    // Font 42 is not in the default set: the tagline falls back to Roboto.
    const rendered = await renderDesignPdf(card(42), { kind: 'print', dataDrivenValues: { fullName: 'Ann Lee' } });
    file = save('card.pdf', rendered.pdf);
    skipped = rendered.skipped;
  });

  it('embeds Roboto as a subset, the one face both texts use', () => {
    const list = fonts(file);
    expect(list).toHaveLength(1);
    expect(list[0]!.name).toMatch(/^[A-Z]{6}\+Roboto-Regular$/);
    expect(list[0]).toMatchObject({ emb: 'yes', sub: 'yes' });
  });

  it('gives the filled words in paint order, the placeholder gone', () => {
    const words = execFileSync('pdftotext', [file, '-']).toString().split(/\s+/).filter(Boolean);
    expect(words).toEqual(['Hello', 'Ann', 'Lee', 'Fine', 'print', 'since', '1999']);
  });

  it('reports only the image, not the texts', () => {
    expect(skipped).toEqual([{ assetId: 'photo', pageId: 'front', type: 'image', reason: expect.stringContaining('picture') }]);
  });

  it('passes qpdf --check', () => {
    const check = spawnSync('qpdf', ['--check', file]);
    expect(check.status, check.stdout.toString() + check.stderr.toString()).toBe(0);
  });

  it('draws white glyphs inside the text boxes and nothing between them', () => {
    const out = join(dir, 'card');
    execFileSync('pdftoppm', ['-r', '144', '-png', '-singlefile', file, out]);
    const png = PNG.sync.read(readFileSync(`${out}.png`));
    const g = pdfPageGeometry(card(42).layoutDimensions, { kind: 'print' });
    const scale = 144 / 72;
    /** How many near-white pixels the page-px box holds. */
    const whiteIn = (x0: number, y0: number, x1: number, y1: number): number => {
      let n = 0;
      for (let y = Math.floor((g.trim.y + y0 * g.ptPerPx) * scale); y < (g.trim.y + y1 * g.ptPerPx) * scale; y++) {
        for (let x = Math.floor((g.trim.x + x0 * g.ptPerPx) * scale); x < (g.trim.x + x1 * g.ptPerPx) * scale; x++) {
          const i = (y * png.width + x) * 4;
          if (png.data[i]! > 200 && png.data[i + 1]! > 200 && png.data[i + 2]! > 200) n++;
        }
      }
      return n;
    };
    expect(whiteIn(20, 40, 320, 70)).toBeGreaterThan(100);
    expect(whiteIn(20, 100, 320, 130)).toBeGreaterThan(100);
    expect(whiteIn(20, 75, 320, 95)).toBe(0);
    expect(whiteIn(20, 140, 320, 200)).toBe(0);
  });
});

describe('a see-through boxed text', () => {
  it('is as see-through as the editor draws it, not twice (the export and paintText both set the opacity)', async () => {
    const content = card(0);
    const boxed = { ...text('boxed', 4, 150, textConfig('x', 0, { isBoxed: true, backgroundColor: '#ffffff' })), opacity: 0.5 } as Asset;
    const { pdf } = await renderDesignPdf({ ...content, assets: [boxed] }, { kind: 'standard' });
    const file = save('boxed.pdf', pdf);
    const out = join(dir, 'boxed');
    execFileSync('pdftoppm', ['-r', '72', '-png', '-singlefile', file, out]);
    const png = PNG.sync.read(readFileSync(`${out}.png`));
    const g = pdfPageGeometry(content.layoutDimensions, { kind: 'standard' });
    // Far right in the box, away from the glyph: white at half opacity over navy.
    const x = Math.floor(g.trim.x + 300 * g.ptPerPx);
    const y = Math.floor(g.trim.y + 165 * g.ptPerPx);
    const i = (y * png.width + x) * 4;
    const expected = [0x26, 0x31, 0x47].map((c) => (c + 255) / 2);
    [0, 1, 2].forEach((c) => void expect(Math.abs(png.data[i + c]! - expected[c]!)).toBeLessThanOrEqual(6));
  });
});

describe('texts in a stored font', () => {
  it('embed the stored font given by fontId, and the default font for the others', async () => {
    // Roboto Bold stands in for a user's uploaded font: any TTF/WOFF by its fontId.
    const stored = new Map([[7, new Uint8Array(await readFile(defaultFontPath('bold')))]]);
    const { pdf, skipped } = await renderDesignPdf(card(7), { kind: 'standard', fonts: await loadPdfFontSet(stored) });
    const file = save('stored.pdf', pdf);
    const names = fonts(file)
      .map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))
      .sort();
    expect(names).toEqual(['Roboto-Bold', 'Roboto-Regular']);
    // No values given: the placeholder prints as typed, as the editor shows it to a guest.
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('Hello %fullName%');
    expect(skipped.map((s) => s.type)).toEqual(['image']);
  });
});
