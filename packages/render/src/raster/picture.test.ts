import { execFileSync } from 'node:child_process';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDesignPdf } from '../pdf/document';
import { requireTools } from '../pdf/testing';
import { renderDesignRaster } from './document';

requireTools('pdftoppm');

const base = { scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };

/** Four coloured quadrants, 120 x 80 px, saved turned (EXIF orientation 6): upright it is 80 x 120, so a picture drawn unturned shows. */
const turnedPhoto = async () => {
  const data = Buffer.alloc(120 * 80 * 3);
  for (let y = 0; y < 80; y++)
    for (let x = 0; x < 120; x++) {
      const colour = x < 60 ? (y < 40 ? [220, 30, 30] : [30, 160, 40]) : y < 40 ? [30, 60, 220] : [240, 200, 20];
      data.set(colour, (y * 120 + x) * 3);
    }
  return sharp(data, { raw: { width: 120, height: 80, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .withMetadata({ orientation: 6 })
    .toBuffer();
};

/** A 64 x 64 px PNG: a navy disc on transparency, its edge soft. */
const discLogo = () => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="28" fill="#263147"/></svg>`)).png().toBuffer();

const pictures: Record<string, Buffer> = {};
const loadImage = async (src: string) => {
  const bytes = pictures[src];
  if (!bytes) throw new Error(`no such picture: ${src}`);
  return bytes;
};

/** A 90 x 55 mm card on white with the turned photo (cropped, flipped) and the logo over it, see-through. */
const card: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: [{ id: 'front', backgroundColor: '#ffffff' }],
  assets: [
    { ...base, pageId: 'front', id: 'photo', zIndex: 1, type: 'image', imageElementSrc: 'photo.jpg', x: 20, y: 10, width: 120, height: 180 } as Asset,
    {
      ...base,
      pageId: 'front',
      id: 'photo-flipped',
      zIndex: 2,
      type: 'image',
      imageElementSrc: 'photo.jpg',
      x: 300,
      y: 10,
      scaleX: -1,
      width: 120,
      height: 90,
      crop: { x: 0, y: 0, width: 80, height: 60, fullWidth: 80, fullHeight: 120 },
    } as Asset,
    { ...base, pageId: 'front', id: 'logo', zIndex: 3, type: 'logo', imageElementSrc: 'logo.png', x: 100, y: 60, width: 120, height: 120, opacity: 0.8 } as Asset,
  ],
};

/** RGB of a PNG, row after row. */
async function rgbOf(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

beforeAll(async () => {
  pictures['photo.jpg'] = await turnedPhoto();
  pictures['logo.png'] = await discLogo();
});

describe('the raster export draws pictures as the PDF prints them', () => {
  it('draws what poppler draws from the PDF: turned, cropped, flipped, see-through', async () => {
    const { pdf } = await renderDesignPdf(card, { kind: 'standard', pictureQuality: 'print', loadImage });
    const poppler = await rgbOf(execFileSync('pdftoppm', ['-png', '-scale-to-x', '1063', '-scale-to-y', '650', '-singlefile', '-'], { input: pdf, maxBuffer: 64 << 20 }));
    const { pages, skipped } = await renderDesignRaster(card, { format: 'png', ppi: 300, loadImage });
    expect(skipped).toEqual([]);
    const ours = await rgbOf(pages[0]!);
    expect([ours.width, ours.height]).toEqual([poppler.width, poppler.height]);
    let differing = 0;
    for (let i = 0; i < ours.data.length; i += 3) {
      const delta = Math.max(...[0, 1, 2].map((c) => Math.abs(ours.data[i + c]! - poppler.data[i + c]!)));
      if (delta > 48) differing++;
    }
    // Anti-aliased edges and resampling only: a picture turned the wrong way, or its alpha lost, differs over thousands of pixels.
    expect(differing / (ours.width * ours.height)).toBeLessThan(0.01);
  });

  it('draws a picture with a colour profile in its colours, as the browser shows it', async () => {
    // The same colour written in Display P3 (sharp converts the pixels and tags the file).
    const pixels = Buffer.alloc(64 * 64 * 3);
    for (let i = 0; i < 64 * 64; i++) pixels.set([200, 100, 50], i * 3);
    pictures['p3.jpg'] = await sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } })
      .withIccProfile('p3')
      .jpeg({ quality: 100 })
      .toBuffer();
    const content: DesignContent = {
      ...card,
      assets: [{ ...base, pageId: 'front', id: 'p3', zIndex: 1, type: 'image', imageElementSrc: 'p3.jpg', x: 0, y: 0, width: 100, height: 100 } as Asset],
    };
    const { pages } = await renderDesignRaster(content, { format: 'png', ppi: 96, loadImage });
    const { data } = await rgbOf(pages[0]!);
    const at = (50 * 340 + 50) * 3;
    expect([...data.subarray(at, at + 3)].map((v, c) => Math.abs(v - [200, 100, 50][c]!) <= 3)).toEqual([true, true, true]);
  });
});
