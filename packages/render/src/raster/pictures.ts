import { createHash } from 'node:crypto';
import { type Asset, type LayoutDimensions, PX_PER_INCH, pageGeometry } from '@layout/model';
import sharp from 'sharp';
import { type PictureCache, type PictureLoader, type PreparedPicture, coverFractions, cropFractions, isPictureAsset } from '../pdf/imagePrepare';

/**
 * Pictures at the raster's resolution. Every pixel of a picture is decoded, kept and resampled
 * as the page is drawn: a 3.8 MP photo shown 12 cm wide at 300 ppi needs a third of them. So the
 * picture loader given to the picture preparation is wrapped: a source larger than
 * any of its assets needs at the raster's ppi is shrunk first (sharp, Lanczos; upright), the
 * rest is handed on untouched. A crop is kept as fractions of the picture, so it still fits.
 * A shrunk picture is kept in the export's PictureCache under its own key (content hash and
 * size), so a second export does not shrink it again.
 */

/** Sources shrunk by less than this are handed on as they are: decoding them costs about the same. */
const WORTH_SHRINKING = 0.8;

interface Need {
  /** Source pixels needed per inch of the printed width and height of the part that shows, per asset. */
  assets: Array<{ widthInches: number; heightInches: number; crop: (natural: { width: number; height: number }) => { width: number; height: number } }>;
}

/** What each picture source is drawn at, or undefined for a source some other asset also uses (left alone). */
function pictureNeeds(assets: readonly Asset[], layout: LayoutDimensions): Map<string, Need> {
  const needs = new Map<string, Need>();
  const otherUses = new Set<string>();
  for (const asset of assets) {
    if (!isPictureAsset(asset)) continue;
    if (!asset.imageElementSrc) continue;
    const sized = asset.type !== 'background' || (asset.width > 0 && asset.height > 0);
    const box = sized ? { width: asset.width, height: asset.height } : pageGeometry(layout).bleed;
    const crop =
      asset.type === 'background' && !asset.crop
        ? (natural: { width: number; height: number }) => coverFractions(natural, box)
        : () => cropFractions('crop' in asset ? asset.crop : undefined);
    const need = needs.get(asset.imageElementSrc) ?? { assets: [] };
    need.assets.push({ widthInches: Math.abs(box.width * asset.scaleX) / PX_PER_INCH, heightInches: Math.abs(box.height * asset.scaleY) / PX_PER_INCH, crop });
    needs.set(asset.imageElementSrc, need);
  }
  // A source named by anything else (a pattern fill...) keeps its pixels: its need is not known here.
  for (const asset of assets) {
    if (isPictureAsset(asset)) continue;
    const text = JSON.stringify(asset);
    for (const src of needs.keys()) if (text.includes(JSON.stringify(src).slice(1, -1))) otherUses.add(src);
  }
  for (const src of otherUses) needs.delete(src);
  return needs;
}

/** The loader the raster export hands the PDF: each source at most at the resolution `ppi` needs. */
export function pictureLoaderAt(ppi: number, assets: readonly Asset[], layout: LayoutDimensions, loadImage: PictureLoader, cache: PictureCache): PictureLoader {
  const needs = pictureNeeds(assets, layout);
  return async (src) => {
    const data = await loadImage(src);
    const need = needs.get(src);
    if (!need) return data;
    const meta = await sharp(data).metadata();
    if (!meta.width || !meta.height) return data;
    const turned = (meta.orientation ?? 1) >= 5;
    const natural = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
    let scale = 0;
    for (const asset of need.assets) {
      const crop = asset.crop(natural);
      if (!(crop.width > 0) || !(crop.height > 0)) return data;
      scale = Math.max(scale, (asset.widthInches * ppi) / (crop.width * natural.width), (asset.heightInches * ppi) / (crop.height * natural.height));
    }
    if (!(scale > 0) || scale > WORTH_SHRINKING) return data;
    const width = Math.max(1, Math.ceil(natural.width * scale));
    const height = Math.max(1, Math.ceil(natural.height * scale));
    const key = `${createHash('sha256').update(data).digest('hex')}:raster:${width}x${height}`;
    let shrunk = cache.get(key);
    if (!shrunk) {
      shrunk = shrink(data, width, height, meta.hasAlpha === true, natural);
      cache.set(key, shrunk);
    }
    return (await shrunk).data;
  };
}

/** The picture upright at width x height: JPEG when opaque (q92, no chroma subsampling), else PNG. */
async function shrink(data: Buffer, width: number, height: number, hasAlpha: boolean, natural: { width: number; height: number }): Promise<PreparedPicture> {
  const resized = sharp(data).rotate().resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).toColourspace('srgb');
  const out = hasAlpha ? resized.png({ compressionLevel: 6 }) : resized.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
  const { data: bytes, info } = await out.toBuffer({ resolveWithObject: true });
  return { data: bytes, width: info.width, height: info.height, region: { x: 0, y: 0, width: 1, height: 1 }, natural };
}
