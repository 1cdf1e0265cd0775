import { execFileSync } from 'node:child_process';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderDesignPdf } from '../pdf/document';
import { requireTools } from '../pdf/testing';
import { renderDesignRaster } from './document';

// pdftoppm reads the PDF export, the independent side: the raster painters draw what it prints.
requireTools('pdftoppm');

/** A five-pointed star filling its 100 x 100 viewBox, in black. */
const STAR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M50 0L61 35H98L68 57L79 91L50 70L21 91L32 57L2 35H39Z" fill="#000000"/></svg>';
/** Its left half painted: a flip or a turn shows where the paint went. */
const LEFT_HALF = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect x="0" y="0" width="20" height="40" style="fill:#000"/></svg>';
/** Two overlapping squares: see-through, the overlap looks like the rest (one picture). */
const OVERLAP = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="0" y="0" width="30" height="30"/><rect x="10" y="10" width="30" height="30"/></svg>';
/** A black square in the middle of a 40 x 40 viewBox. */
const SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="10" y="10" width="20" height="20"/></svg>';
/** A gradient from red to blue fading out: stop-opacity. */
const GRADIENT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs><linearGradient id="g"><stop offset="0" stop-color="#e02020"/><stop offset="1" stop-color="#1060d0" stop-opacity="0.2"/></linearGradient></defs><rect width="40" height="40" fill="url(#g)"/></svg>';
/** A picture twice as wide as high whose square viewBox is fitted (meet) in its middle, and styled by a style sheet. */
const LETTERBOXED =
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 100 100"><style>.c{fill:#1060d0}</style><rect width="100" height="100" fill="#ffd000"/><circle class="c" cx="50" cy="50" r="40"/></svg>';
const SVGS: Record<string, string> = {
  'star.svg': STAR,
  'half.svg': LEFT_HALF,
  'overlap.svg': OVERLAP,
  'square.svg': SQUARE,
  'gradient.svg': GRADIENT,
  'letterboxed.svg': LETTERBOXED,
  'broken.svg': '<svg<<< this is not xml',
};
const loadSvg = async (src: string) => {
  const svg = SVGS[src];
  if (svg === undefined) throw new Error(`${src}: HTTP 404`);
  return svg;
};

const base = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, width: 80, height: 80 };
const icon = (id: string, zIndex: number, link: string, more: Partial<Asset> = {}): Asset => ({ ...base, id, zIndex, x: 0, y: 0, type: 'icon', link, ...more }) as Asset;

/** A white 90 x 55 mm card of SVG artwork: recoloured, filled, bordered, flipped, turned, cropped, see-through, letterboxed, and two that cannot be drawn. */
const CARD: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: [{ id: 'front', backgroundColor: '#ffffff' }],
  assets: [
    icon('red-star', 1, 'star.svg', { x: 10, y: 10, colorReplacements: { black: '#e02020' } }),
    { ...base, id: 'blue-star', zIndex: 2, x: 95, y: 10, type: 'svg_image', link: 'star.svg', shapeProps: { fill: '#1060d0', fillEnabled: true } } as Asset,
    {
      ...base,
      id: 'border',
      zIndex: 3,
      x: 180,
      y: 10,
      type: 'svg_image',
      link: 'square.svg',
      shapeProps: { fillEnabled: false, fill: '#1060d0', strokeEnabled: true, stroke: '#e02020', strokeWidth: 6 },
    } as Asset,
    icon('flipped', 4, 'half.svg', { x: 330, y: 10, scaleX: -1 }),
    icon('ghost', 5, 'overlap.svg', { x: 10, y: 110, opacity: 0.5 }),
    icon('turned', 6, 'half.svg', { x: 175, y: 110, rotation: 90 }),
    {
      ...base,
      id: 'cropped',
      zIndex: 7,
      x: 180,
      y: 110,
      type: 'illustration',
      illustrationConfig: { link: 'half.svg' },
      crop: { x: 20, y: 0, width: 40, height: 80, fullWidth: 80, fullHeight: 80 },
    } as Asset,
    icon('gradient', 8, 'gradient.svg', { x: 265, y: 110, width: 60 }),
    icon('letterboxed', 9, 'letterboxed.svg', { x: 265, y: 20, width: 60, height: 60 }),
    icon('broken', 10, 'broken.svg', { x: 95, y: 110 }),
    icon('missing', 11, 'missing.svg', { x: 95, y: 110 }),
  ],
};

async function rgbOf(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('SVG artwork in the JPG and PNG exports', () => {
  it('is drawn as the PDF prints it, and what cannot be drawn is reported alike', async () => {
    const pdf = await renderDesignPdf(CARD, { kind: 'standard', loadSvg });
    const raster = await renderDesignRaster(CARD, { format: 'png', ppi: 300, loadSvg });
    expect(raster.skipped.map(({ assetId }) => assetId)).toEqual(['broken', 'missing']);
    expect(raster.skipped.map(({ reason }) => reason)).toEqual(
      pdf.skipped.map(({ reason }) => reason.replace(/:.*/, '')).map((start) => expect.stringMatching(new RegExp(`^${start}`))),
    );
    const poppler = await rgbOf(execFileSync('pdftoppm', ['-png', '-scale-to-x', '1063', '-scale-to-y', '650', '-singlefile', '-'], { input: pdf.pdf, maxBuffer: 64 << 20 }));
    const ours = await rgbOf(raster.pages[0]!);
    expect([ours.width, ours.height]).toEqual([poppler.width, poppler.height]);
    let differing = 0;
    for (let i = 0; i < ours.data.length; i += 3) {
      const delta = Math.max(...[0, 1, 2].map((c) => Math.abs(ours.data[i + c]! - poppler.data[i + c]!)));
      if (delta > 64) differing++;
    }
    // Anti-aliased edges only: a flip, turn, crop, colour change or fit gone wrong differs over thousands of pixels.
    expect(differing / (ours.width * ours.height)).toBeLessThan(0.01);
  });
});
