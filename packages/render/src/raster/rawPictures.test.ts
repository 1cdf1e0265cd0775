import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDesignPdf } from '../pdf/document';
import { requireTools, scratchDir } from '../pdf/testing';
import { renderDesignRaster, renderRasterPdf } from './document';

requireTools('pdftoppm', 'qpdf');

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

const scratch = scratchDir('raw-pictures-');
let pdfs = 0;

interface ImageXObject {
  dict: Record<string, unknown>;
}

/** Every image XObject of a PDF, as qpdf reads its dictionary. */
function imagesOf(pdf: Buffer): ImageXObject[] {
  const file = join(scratch, `pdf-${++pdfs}.pdf`);
  writeFileSync(file, pdf);
  const json = JSON.parse(execFileSync('qpdf', ['--json=2', '--json-key=qpdf', '--json-stream-data=none', file], { maxBuffer: 64 << 20 }).toString('utf8')) as {
    qpdf: [unknown, Record<string, { stream?: { dict: Record<string, unknown> } }>];
  };
  return Object.values(json.qpdf[1])
    .map((object) => object.stream)
    .filter((stream): stream is ImageXObject => stream?.dict['/Subtype'] === '/Image');
}

/** RGB of a PNG, row after row. */
async function rgbOf(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

beforeAll(async () => {
  pictures['photo.jpg'] = await turnedPhoto();
  pictures['logo.png'] = await discLogo();
});

describe('the raster export embeds its pictures as raw samples', () => {
  it('writes no JPEG and no Flate picture in the PDF it rasterises, and the logo alpha as a soft mask', async () => {
    const { pdf, skipped } = await renderRasterPdf(card, { ppi: 300, loadImage });
    expect(skipped).toEqual([]);
    const images = imagesOf(pdf);
    // The photo (once, for both assets), the logo and the logo's soft mask.
    expect(images).toHaveLength(3);
    for (const image of images) expect(image.dict['/Filter']).toBeUndefined();
    const photo = images.find((image) => image.dict['/ColorSpace'] === '/DeviceRGB' && !image.dict['/SMask']);
    // Upright: the JPEG's EXIF orientation applied as pdfkit applies it to the file.
    expect([photo?.dict['/Width'], photo?.dict['/Height']]).toEqual([80, 120]);
    expect(images.filter((image) => image.dict['/SMask'])).toHaveLength(1);
  });

  it('leaves the standard PDF its JPEG and deflated PNG', async () => {
    const { pdf } = await renderDesignPdf(card, { kind: 'standard', pictureQuality: 'print', loadImage });
    const filters = imagesOf(pdf).map((image) => image.dict['/Filter']);
    expect(filters).toContain('/DCTDecode');
    expect(filters).toContain('/FlateDecode');
  });

  it('draws what poppler draws from the PDF with the files embedded: turned, cropped, flipped, see-through', async () => {
    const { pdf } = await renderDesignPdf(card, { kind: 'standard', pictureQuality: 'print', loadImage });
    const poppler = await rgbOf(execFileSync('pdftoppm', ['-png', '-scale-to-x', '1063', '-scale-to-y', '650', '-singlefile', '-'], { input: pdf, maxBuffer: 64 << 20 }));
    const ours = await rgbOf((await renderDesignRaster(card, { format: 'png', ppi: 300, loadImage })).pages[0]!);
    expect([ours.width, ours.height]).toEqual([poppler.width, poppler.height]);
    let differing = 0;
    for (let i = 0; i < ours.data.length; i += 3) {
      const delta = Math.max(...[0, 1, 2].map((c) => Math.abs(ours.data[i + c]! - poppler.data[i + c]!)));
      if (delta > 48) differing++;
    }
    // Anti-aliased edges and resampling only: a picture turned the wrong way, or its alpha lost, differs over thousands of pixels.
    expect(differing / (ours.width * ours.height)).toBeLessThan(0.01);
  });
});
