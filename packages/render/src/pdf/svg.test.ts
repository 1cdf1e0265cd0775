import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DesignPdf, renderDesignPdf } from './document';
import { pdfPageGeometry } from './geometry';
import { colorExpectation, requireTools, scratchDir } from './testing';

// Poppler and qpdf read the PDF as any viewer or press would.
requireTools('pdfimages', 'pdftoppm', 'pdffonts', 'pdftotext', 'qpdf');

/** A five-pointed star filling its 100 x 100 viewBox, in black (the artwork's own colour). */
const STAR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M50 0L61 35H98L68 57L79 91L50 70L21 91L32 57L2 35H39Z" fill="#000000"/></svg>';
/** Its left half painted: a flip shows as paint on the right. */
const LEFT_HALF = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect x="0" y="0" width="20" height="40" style="fill:#000"/></svg>';
/** Two overlapping squares: see-through, the overlap must look like the rest (one picture). */
const OVERLAP = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="0" y="0" width="30" height="30"/><rect x="10" y="10" width="30" height="30"/></svg>';
/** A black square in the middle of a 40 x 40 viewBox, its edge at 10. */
const SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="10" y="10" width="20" height="20"/></svg>';
/** A left-to-right gradient from red to blue over the whole viewBox. */
const GRADIENT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs><linearGradient id="g"><stop offset="0" stop-color="#e02020"/><stop offset="1" stop-color="#1060d0"/></linearGradient></defs><rect width="40" height="40" fill="url(#g)"/></svg>';
/** A word in a font family the export does not know. */
const LABEL = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 20"><text x="0" y="16" font-family="Comic Sans MS" font-weight="bold" font-size="16">Sale</text></svg>';
const SVGS: Record<string, string> = {
  'label.svg': LABEL,
  'gradient.svg': GRADIENT,
  'star.svg': STAR,
  'half.svg': LEFT_HALF,
  'overlap.svg': OVERLAP,
  'square.svg': SQUARE,
  'broken.svg': '<svg<<< this is not xml',
  // A PNG served under an SVG's name, its bytes read as UTF-8 text.
  'scan.svg': '\ufffdPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR',
};

const RED = [0xe0, 0x20, 0x20];
const BLUE = [0x10, 0x60, 0xd0];
const WHITE = [0xff, 0xff, 0xff];

const base = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, width: 80, height: 80 };
const icon = (id: string, zIndex: number, link: string, more: Partial<Asset> = {}): Asset => ({ ...base, id, zIndex, x: 0, y: 0, type: 'icon', link, ...more }) as Asset;

/**
 * A white 90 x 55 mm card: a black star icon recoloured red by its colour replacements, a star
 * svg_image painted blue by its fill, a flipped half-painted icon, and three that cannot be drawn.
 */
const CARD: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: [
    { id: 'front', backgroundColor: '#ffffff' },
    { id: 'back', backgroundColor: '#ffffff' },
  ],
  assets: [
    icon('red-star', 1, 'star.svg', { x: 20, y: 20, colorReplacements: { black: '#e02020' } }),
    { ...base, id: 'blue-star', zIndex: 2, x: 120, y: 20, type: 'svg_image', link: 'star.svg', shapeProps: { fill: '#1060d0', fillEnabled: true } } as Asset,
    // Flipped: its box runs from x = 300 leftwards to 220, the painted half now on the right.
    icon('flipped', 3, 'half.svg', { x: 300, y: 20, scaleX: -1 }),
    icon('broken', 4, 'broken.svg', { x: 20, y: 120 }),
    icon('missing', 5, 'missing.svg', { x: 120, y: 120 }),
    { ...base, id: 'photo', zIndex: 6, x: 220, y: 120, type: 'illustration', illustrationConfig: { link: 'https://stock.example/photo.png' } } as Asset,
    { ...base, id: 'scan', zIndex: 7, x: 220, y: 120, type: 'illustration', illustrationConfig: { link: 'scan.svg' } } as Asset,
    // The back: a border, a see-through artwork, a turned one and a cropped illustration.
    {
      ...base,
      id: 'border',
      pageId: 'back',
      zIndex: 1,
      x: 20,
      y: 20,
      type: 'svg_image',
      link: 'square.svg',
      shapeProps: { fillEnabled: false, fill: '#1060d0', strokeEnabled: true, stroke: '#e02020', strokeWidth: 6 },
    } as Asset,
    icon('ghost', 2, 'overlap.svg', { pageId: 'back', x: 120, y: 20, opacity: 0.5 }),
    // Turned 90 degrees clockwise about its top-left corner: its box runs from x = 300 leftwards, its left half on top.
    icon('turned', 3, 'half.svg', { pageId: 'back', x: 300, y: 20, rotation: 90 }),
    {
      ...base,
      id: 'cropped',
      pageId: 'back',
      zIndex: 4,
      x: 20,
      y: 120,
      type: 'illustration',
      illustrationConfig: { link: 'half.svg' },
      // The picture's middle half (x 10-30 of 40, stored against an 80 px wide original): black, then white.
      crop: { x: 20, y: 0, width: 40, height: 80, fullWidth: 80, fullHeight: 80 },
    } as Asset,
    icon('gradient', 5, 'gradient.svg', { pageId: 'back', x: 120, y: 120 }),
    icon('label', 6, 'label.svg', { pageId: 'back', x: 220, y: 120, height: 20 }),
  ],
};

const dir = scratchDir('layout-pdf-svg-');
const geometry = pdfPageGeometry(CARD.layoutDimensions, { kind: 'standard' });
const DPI = 144;
let file: string;
let result: DesignPdf;
let raster: PNG;
let back: PNG;

/** The colour at a point of a page given in page px. */
function pixelAt(x: number, y: number, png = raster): number[] {
  const scale = DPI / 72;
  const px = Math.floor((geometry.trim.x + x * geometry.ptPerPx) * scale);
  const py = Math.floor((geometry.trim.y + y * geometry.ptPerPx) * scale);
  const i = (py * png.width + px) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
}

/** A page of the PDF as PNG, by pdftoppm. */
function rasterise(page: number): PNG {
  const out = join(dir, `svg-${page}`);
  execFileSync('pdftoppm', ['-r', String(DPI), '-png', '-singlefile', '-f', String(page), '-l', String(page), file, out]);
  return PNG.sync.read(readFileSync(`${out}.png`));
}

const expectColor = colorExpectation(6);

beforeAll(async () => {
  result = await renderDesignPdf(CARD, {
    kind: 'standard',
    loadSvg: async (src) => {
      const svg = SVGS[src];
      if (svg === undefined) throw new Error(`${src}: HTTP 404`);
      return svg;
    },
  });
  file = join(dir, 'svg.pdf');
  writeFileSync(file, result.pdf);
  raster = rasterise(1);
  back = rasterise(2);
});

describe('SVG artwork in the design PDF', () => {
  it('is drawn as vectors: the PDF holds no raster image', () => {
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n');
    // The header and its rule, and no image below them.
    expect(list).toHaveLength(2);
  });

  it('paints the colour the editor shows, inside the asset and not outside its box', () => {
    // The stars' centres, in their changed colours; the artwork's own black is gone.
    expectColor(pixelAt(60, 62), RED);
    expectColor(pixelAt(160, 62), BLUE);
    // Between the star's points (inside the box) and just outside the box: paper.
    expectColor(pixelAt(24, 96), WHITE);
    expectColor(pixelAt(110, 62), WHITE);
    expectColor(pixelAt(60, 104), WHITE);
  });

  it('mirrors a flipped asset', () => {
    expectColor(pixelAt(280, 60), [0, 0, 0]);
    expectColor(pixelAt(240, 60), WHITE);
    expectColor(pixelAt(310, 60), WHITE);
  });

  it("draws an svg_image's border as an outline of its artwork, in page px", () => {
    // The square's edge at 10 of 40 units is 20 px into the 80 px box; the border is 6 px across it.
    expectColor(pixelAt(20 + 20, 60, back), RED);
    expectColor(pixelAt(20 + 18, 60, back), RED);
    expectColor(pixelAt(20 + 15, 60, back), WHITE);
    expectColor(pixelAt(60, 60, back), [0, 0, 0]);
  });

  it('composites a see-through artwork once, as the editor draws the picture at its opacity', () => {
    const alone = pixelAt(130, 30, back);
    const overlap = pixelAt(160, 60, back);
    expectColor(alone, [128, 128, 128], 8);
    expectColor(overlap, alone, 2);
  });

  it('turns an artwork about its top-left corner as the editor does', () => {
    expectColor(pixelAt(260, 40, back), [0, 0, 0]);
    expectColor(pixelAt(260, 80, back), WHITE);
    expectColor(pixelAt(310, 40, back), WHITE);
  });

  it("stretches an illustration's crop to its box", () => {
    expectColor(pixelAt(40, 160, back), [0, 0, 0]);
    expectColor(pixelAt(80, 160, back), WHITE);
  });

  it('paints a gradient as a smooth shading, from its first stop to its last', () => {
    const left = pixelAt(122, 160, back);
    const right = pixelAt(198, 160, back);
    expectColor(left, RED, 12);
    expectColor(right, BLUE, 12);
    const middle = pixelAt(160, 160, back);
    expectColor(
      middle,
      RED.map((c, i) => (c + BLUE[i]!) / 2),
      12,
    );
  });

  it("draws an artwork's text in the default family, embedded", () => {
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(fonts).toHaveLength(1);
    // name, type, encoding, emb, sub, uni, object: a subset of Roboto Bold, embedded.
    expect(fonts[0]).toMatch(/^[A-Z]{6}\+Roboto-Bold\s.*\byes\s+yes\b/);
    expect(execFileSync('pdftotext', ['-f', '2', '-l', '2', file, '-'], { encoding: 'utf8' })).toContain('Sale');
  });

  it('reports artwork it cannot draw, and nothing it drew', () => {
    const reasons = Object.fromEntries(result.skipped.map((s) => [s.assetId, s.reason]));
    expect(Object.keys(reasons).sort()).toEqual(['broken', 'missing', 'photo', 'scan']);
    expect(reasons.broken).toMatch(/could not be read/);
    expect(reasons.missing).toMatch(/could not be loaded: missing.svg: HTTP 404/);
    // A raster illustration, told by its name or by its bytes, is drawn as a picture: this export has no picture loader.
    expect(reasons.photo).toMatch(/no picture loader/);
    expect(reasons.scan).toMatch(/no picture loader/);
  });

  it('passes qpdf --check', () => {
    const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);
  });
});
