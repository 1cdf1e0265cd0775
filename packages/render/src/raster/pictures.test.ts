import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions } from '@layout/model';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type PictureCache, type PreparedPicture, createPictureCache } from '../pdf/imagePrepare';
import { renderDesignRaster } from './document';
import { pictureLoaderAt } from './pictures';

/** A 2000 x 1000 JPEG: red left half, blue right half. */
const halves = () => {
  const data = Buffer.alloc(2000 * 1000 * 3);
  for (let i = 0; i < 2000 * 1000; i++) data.set(i % 2000 < 1000 ? [255, 0, 0] : [0, 0, 255], i * 3);
  return sharp(data, { raw: { width: 2000, height: 1000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
};

const base = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
/** The picture 96 x 48 px on a card: at 300 ppi it shows 300 x 150 pixels of its 2000 x 1000. */
const content: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: [{ id: 'front', backgroundColor: '#ffffff' }],
  assets: [{ ...base, id: 'photo', zIndex: 1, type: 'image', imageElementSrc: 'halves.jpg', x: 32, y: 32, width: 96, height: 48 } as Asset],
};

/** A cache that remembers its keys. */
function recordingCache(): PictureCache & { keys: string[] } {
  const inner = createPictureCache();
  const keys: string[] = [];
  return {
    keys,
    get: (key) => inner.get(key),
    set: (key, value: Promise<PreparedPicture>) => {
      keys.push(key);
      return inner.set(key, value);
    },
  };
}

describe('pictures at the raster resolution', () => {
  it('shrinks a picture to what its asset shows at the ppi, and draws it the same', async () => {
    const source = await halves();
    const cache = recordingCache();
    const loaded = await pictureLoaderAt(300, content.assets, content.layoutDimensions, async () => source, cache)('halves.jpg');
    expect(await sharp(loaded).metadata()).toMatchObject({ width: 300, height: 150, format: 'jpeg' });
    expect(cache.keys.some((k) => k.endsWith(':raster:300x150'))).toBe(true);

    const { pages } = await renderDesignRaster(content, { format: 'png', ppi: 300, loadImage: async () => source, pictureCache: cache });
    const { data, info } = await sharp(pages[0]!).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    // The box runs from 100 to 400 raster px across, 100 to 250 down.
    expect(Math.abs(at(160, 175)[0]! - 255) + at(160, 175)[2]!).toBeLessThan(12);
    expect(Math.abs(at(340, 175)[2]! - 255) + at(340, 175)[0]!).toBeLessThan(12);
  });

  it('leaves a picture alone that is needed at its full size, or that something else also uses', async () => {
    const source = await halves();
    const big = { ...content.assets[0]!, width: 640, height: 320 } as Asset;
    expect(await pictureLoaderAt(300, [big], content.layoutDimensions, async () => source, createPictureCache())('halves.jpg')).toBe(source);
    const pattern = { ...base, id: 'pattern', zIndex: 2, type: 'shape', x: 0, y: 0, width: 10, height: 10, shapeProps: { fillPatternImage: 'halves.jpg' } } as unknown as Asset;
    expect(await pictureLoaderAt(300, [...content.assets, pattern], content.layoutDimensions, async () => source, createPictureCache())('halves.jpg')).toBe(source);
  });
});
