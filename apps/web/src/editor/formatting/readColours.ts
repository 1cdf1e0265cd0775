import { type Asset, assetColors, assetResources, extractImageColors, extractSvgColors } from '@layout/model';

/**
 * The colours of an image, illustration, logo or icon for the colours extraction popup, most
 * important first: an svg's colours as written in its file (with the user's replacements), a
 * raster's main colours from its pixels (colors/extract.ts). Runs in the browser.
 */

/** Pixels are sampled from a copy at most this many px on its longest side: the main colours survive, the work stays small. */
const SAMPLE_MAX_SIDE = 160;

/** Where the artwork of an asset is, if it has one: the picture drawn in its box, or its SVG file (its resources). */
export function artworkSource(asset: Asset): string | undefined {
  const { pictures, svgs } = assetResources(asset);
  return pictures[0] ?? svgs[0]?.link;
}

const looksLikeSvg = (type: string | null, start: string) => (type ?? '').includes('svg') || /^\s*(<\?xml|<svg|<!--)/i.test(start);

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  // Other servers must allow reading the pixels; same-origin, data: and blob: images always do.
  if (!/^(data|blob):/.test(src)) image.crossOrigin = 'anonymous';
  image.src = src;
  await image.decode();
  return image;
}

/** The main colours of a raster image (throws when the browser may not read its pixels). */
export async function readImageColours(src: string): Promise<string[]> {
  const image = await loadImage(src);
  const scale = Math.min(1, SAMPLE_MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0, width, height);
  return extractImageColors(context.getImageData(0, 0, width, height).data, width, height);
}

/** The colours the asset shows, in order; empty for assets without artwork. */
export async function readAssetColours(asset: Asset): Promise<string[]> {
  const src = artworkSource(asset);
  if (src === undefined) return assetColors(asset);
  if (asset.type === 'icon' || asset.type === 'svg_image') {
    return assetColors(asset, extractSvgColors(await (await fetch(src)).text()));
  }
  if (src.startsWith('data:image/svg')) return extractSvgColors(await (await fetch(src)).text());
  if (asset.type !== 'illustration') return readImageColours(src);
  // Illustrations come as svg or raster files: look at the file to know which.
  const response = await fetch(src);
  const blob = await response.blob();
  if (looksLikeSvg(response.headers.get('content-type'), await blob.slice(0, 256).text())) return extractSvgColors(await blob.text());
  const url = URL.createObjectURL(blob);
  try {
    return await readImageColours(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}
