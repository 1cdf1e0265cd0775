import { createHash } from 'node:crypto';
import { filterPlan, svgForVariant, svgVariantOf } from '@layout/model';
import { type ScreenColors, variantOnScreen } from '../color/screenColors';
import type { Image } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { PreparedPictures } from '../pdf/image';
import type { NotPainted } from '../pdf/paint';
import { withoutOutsideReferences } from '../pdf/svgSafety';
import { type SvgAsset, type SvgSources, svgLink } from '../pdf/svgSources';
import { imageOfRgba } from './decoded';
import { createLruBytes } from './lruBytes';

/** The size of an SVG picture without width, height or viewBox, as browsers give an <img> (pdf/svg.ts). */
const DEFAULT_SVG_SIZE = { width: 300, height: 150 };
/** The most pixels one artwork is rasterised to; a larger one is rasterised smaller and stretched. */
const MAX_ARTWORK_PIXELS = 36_000_000;
/** Rasterised artwork kept between exports (4 bytes a pixel), by its SVG, crop and size. */
const ARTWORK_BYTES = 64 * 1024 * 1024;

const rasters = createLruBytes<string, Image>(ARTWORK_BYTES, (canvas) => canvas.width * canvas.height * 4);

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * An SVG asset's artwork as a picture of the pixels it covers on the page (its box at
 * `pixelsPerPx` device pixels per page px), drawn by librsvg (sharp) from the SVG with the
 * editor's colour changes (`svgForVariant`; ink colours as the screen shows them), laid out in its own viewport (width x height, the
 * viewBox fitted by its preserveAspectRatio, as a browser lays out an <img>), the visible part
 * (an illustration's crop) stretched to the box as Konva.Image draws it. Undefined for artwork
 * drawn as a picture (a PNG/JPEG link, a filtered illustration: `pictures` holds it); else the
 * picture, or why the artwork is not drawn, in the PDF export's words (pdf/svg.ts).
 */
export function rasterisedArtwork(
  asset: SvgAsset,
  inputs: { svgs: SvgSources; pictures: PreparedPictures; screen: ScreenColors },
  pixelsPerPx: number,
): Promise<Image | NotPainted> | undefined {
  const { svgs, pictures } = inputs;
  if (pictures.has(asset.id)) return undefined;
  const source = svgs.get(svgLink(asset));
  if (!source) return Promise.resolve({ reason: 'the SVG was not loaded' });
  if ('notSvg' in source) {
    return Promise.resolve({ reason: source.raster ? 'the artwork is a PNG/JPEG picture with colour changes, which the editor shows as missing' : source.notSvg });
  }
  if (asset.type === 'illustration' && filterPlan(asset.filters).filters.length > 0) {
    return Promise.resolve({ reason: 'the illustration has filters and its picture was not prepared (the export prepares pictures after loading SVG artwork)' });
  }
  const svg = svgForVariant(source.svg, variantOnScreen(svgVariantOf(asset), inputs.screen));
  if (!/<svg\b/i.test(svg)) return Promise.resolve({ reason: 'the SVG could not be read: no <svg> element' });
  const size = intrinsicSize(svg);
  const crop = asset.type === 'illustration' ? visibleRect(asset.crop, size) : { x: 0, y: 0, ...size };
  if (!(crop.width > 0 && crop.height > 0)) return Promise.resolve({ reason: 'the SVG has no size to draw' });
  let width = Math.abs(asset.width * asset.scaleX) * pixelsPerPx;
  let height = Math.abs(asset.height * asset.scaleY) * pixelsPerPx;
  const fits = Math.sqrt(MAX_ARTWORK_PIXELS / Math.max(1, width * height));
  if (fits < 1) {
    width *= fits;
    height *= fits;
  }
  const pixels = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  const text = rasterRoot(withoutOutsideReferences(svg), size, crop, pixels);
  const key = `${createHash('sha256').update(text).digest('hex')}`;
  return rasters
    .getOrMake(key, () => rasterise(text))
    .catch((error: unknown) => ({ reason: `the SVG could not be read: ${error instanceof Error ? error.message : String(error)}` }));
}

/** The SVG drawn by librsvg at its root's size (density 72: one pixel per px). */
async function rasterise(svg: string): Promise<Image> {
  const { data, info } = await sharp(Buffer.from(svg, 'utf8'), { density: 72 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return imageOfRgba(data, info.width, info.height);
}

/**
 * The SVG with its root re-dimensioned so that librsvg draws `crop` (a rectangle of the picture
 * as laid out in its own `intrinsic` viewport) stretched over exactly `pixels`: the root's viewBox
 * becomes the crop in the artwork's user units (through the viewBox and preserveAspectRatio the
 * picture had), with preserveAspectRatio none. So the artwork is drawn once, at the resolution it
 * is shown at, never scaled as a bitmap.
 */
export function rasterRoot(svg: string, intrinsic: { width: number; height: number }, crop: Rect, pixels: { width: number; height: number }): string {
  return svg.replace(/<svg\b([^>]*)>/i, (_tag: string, attrs: string) => {
    const map = userSpaceOf(attrs, intrinsic);
    const user = { x: (crop.x - map.tx) / map.sx, y: (crop.y - map.ty) / map.sy, width: crop.width / map.sx, height: crop.height / map.sy };
    const rest = attrs.replace(/\s(width|height|viewBox|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/g, '');
    const selfClosing = rest.trimEnd().endsWith('/');
    const kept = selfClosing ? rest.trimEnd().slice(0, -1) : rest;
    return `<svg${kept} width="${pixels.width}" height="${pixels.height}" viewBox="${num(user.x)} ${num(user.y)} ${num(user.width)} ${num(user.height)}" preserveAspectRatio="none"${selfClosing ? '/' : ''}>`;
  });
}

/** How the root's viewBox maps user units into its viewport of `intrinsic` px: scale and offset per axis. */
function userSpaceOf(attrs: string, intrinsic: { width: number; height: number }): { sx: number; sy: number; tx: number; ty: number } {
  const box = /\sviewBox\s*=\s*["']([^"']*)["']/
    .exec(attrs)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length !== 4 || box.some((v) => !Number.isFinite(v)) || !(box[2]! > 0) || !(box[3]! > 0)) return { sx: 1, sy: 1, tx: 0, ty: 0 };
  const [vx, vy, vw, vh] = box as [number, number, number, number];
  const ratio = /\spreserveAspectRatio\s*=\s*["']([^"']*)["']/.exec(attrs)?.[1]?.trim().split(/\s+/) ?? [];
  const words = ratio[0] === 'defer' ? ratio.slice(1) : ratio;
  const align = words[0] ?? 'xMidYMid';
  if (align === 'none') {
    const sx = intrinsic.width / vw;
    const sy = intrinsic.height / vh;
    return { sx, sy, tx: -vx * sx, ty: -vy * sy };
  }
  const slice = words[1] === 'slice';
  const s = slice ? Math.max(intrinsic.width / vw, intrinsic.height / vh) : Math.min(intrinsic.width / vw, intrinsic.height / vh);
  const along = (name: string) => (name === 'Min' ? 0 : name === 'Max' ? 1 : 0.5);
  const parts = /^x(Min|Mid|Max)Y(Min|Mid|Max)$/.exec(align);
  const ax = along(parts?.[1] ?? 'Mid');
  const ay = along(parts?.[2] ?? 'Mid');
  return { sx: s, sy: s, tx: -vx * s + ax * (intrinsic.width - vw * s), ty: -vy * s + ay * (intrinsic.height - vh * s) };
}

const num = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** The picture's own size: width and height (from the viewBox, by `withIntrinsicSize`), else the browser's default (as pdf/svg.ts). */
function intrinsicSize(svg: string): { width: number; height: number } {
  const tag = /<svg\b([^>]*)>/i.exec(svg)?.[1] ?? '';
  const width = /\swidth\s*=\s*["']\s*([\d.]+)(px)?\s*["']/.exec(tag);
  const height = /\sheight\s*=\s*["']\s*([\d.]+)(px)?\s*["']/.exec(tag);
  return { width: width ? Number(width[1]) : DEFAULT_SVG_SIZE.width, height: height ? Number(height[1]) : DEFAULT_SVG_SIZE.height };
}

/** An illustration's crop in the picture's px, scaled from the size it was made against (as pdf/svg.ts). */
function visibleRect(crop: Extract<SvgAsset, { type: 'illustration' }>['crop'], natural: { width: number; height: number }): Rect {
  if (!crop || !(crop.fullWidth > 0) || !(crop.fullHeight > 0)) return { x: 0, y: 0, ...natural };
  const sx = natural.width / crop.fullWidth;
  const sy = natural.height / crop.fullHeight;
  return { x: crop.x * sx, y: crop.y * sy, width: crop.width * sx, height: crop.height * sy };
}
