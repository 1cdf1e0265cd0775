import type { IconAsset, IllustrationAsset, SvgImageAsset } from '@layout/model';
import { type ImageState, createImageCache, images, loadHtmlImage, useCachedImage } from './imageCache';
import { recolorSvg, replaceSvgColors, strokeSvg, svgWidth, withIntrinsicSize } from './svgColors';

/**
 * How an SVG is to be drawn: its link, the user's colour replacements, a one-colour fill, and a
 * border (its width in page px at the width the artwork is drawn, `boxWidth`).
 */
export interface SvgVariant {
  link: string;
  colorReplacements?: Readonly<Record<string, string>>;
  fill?: string;
  stroke?: { color: string; width: number; boxWidth: number };
}

/** Widths kept apart in the variant's key: finer differences draw the same. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * How an illustration, icon or svg_image is drawn: an svg_image's fill paints the whole artwork,
 * its border (Stroke) outlines it.
 */
export function svgVariantOf(asset: IllustrationAsset | IconAsset | SvgImageAsset): SvgVariant {
  if (asset.type === 'illustration') return { link: asset.illustrationConfig.link };
  const props = asset.type === 'svg_image' ? asset.shapeProps : undefined;
  const fill = props?.fillEnabled !== false ? props?.fill : undefined;
  const stroke =
    props?.strokeEnabled && props.stroke && (props.strokeWidth ?? 0) > 0 && asset.width > 0
      ? { color: props.stroke, width: round2(props.strokeWidth!), boxWidth: round2(asset.width) }
      : undefined;
  return {
    link: asset.link,
    ...(asset.colorReplacements ? { colorReplacements: asset.colorReplacements } : {}),
    ...(fill ? { fill } : {}),
    ...(stroke ? { stroke } : {}),
  };
}

const texts = new Map<string, Promise<string>>();

/** The SVG's text, fetched once per link. */
function svgText(link: string): Promise<string> {
  let text = texts.get(link);
  if (!text) {
    text = fetch(link).then((response) => {
      if (!response.ok) throw new Error(`SVG ${link.slice(0, 200)}: HTTP ${response.status}`);
      // A stock illustration may be a PNG or JPEG: it is drawn as the picture it is.
      if (/^image\/(?!svg)/i.test(response.headers.get('content-type') ?? '')) throw new Error(`${link.slice(0, 200)} is not an SVG`);
      return response.text();
    });
    texts.set(link, text);
  }
  return text;
}

/** The SVG text as it is to be drawn. */
export function svgForVariant(svg: string, variant: SvgVariant): string {
  const replaced = replaceSvgColors(svg, variant.colorReplacements);
  const sized = withIntrinsicSize(variant.fill ? recolorSvg(replaced, variant.fill) : replaced);
  if (!variant.stroke) return sized;
  // From page px at the drawn width to the SVG's own units.
  const { color, width, boxWidth } = variant.stroke;
  const ownWidth = svgWidth(sized);
  return strokeSvg(sized, color, ownWidth ? (width * ownWidth) / boxWidth : width);
}

/** The cache key of a variant; also what the loader reads back. */
export function variantKey(variant: SvgVariant): string {
  const replacements = Object.entries(variant.colorReplacements ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([variant.link, replacements, variant.fill ?? '', variant.stroke ?? null]);
}

async function loadVariant(key: string): Promise<HTMLImageElement> {
  const [link, replacements, fill, stroke] = JSON.parse(key) as [string, [string, string][], string, SvgVariant['stroke'] | null];
  const variant: SvgVariant = { link, colorReplacements: Object.fromEntries(replacements), ...(fill ? { fill } : {}), ...(stroke ? { stroke } : {}) };
  let svg: string;
  try {
    svg = await svgText(link);
  } catch (error) {
    // A server that serves the file to <img> but not to fetch (no CORS): draw it unchanged.
    if (replacements.length === 0 && !fill && !stroke) return images.load(link);
    throw error;
  }
  // A blob URL of our own origin: the canvas stays readable (filters) and the image needs no CORS.
  // The loaded image keeps its artwork, so the URL is let go once it has loaded: each colour tried
  // in a colour picker makes a variant, and their texts would otherwise stay in memory. Loaded
  // outside the picture cache, which would keep it under a URL nobody asks for again.
  const url = URL.createObjectURL(new Blob([svgForVariant(svg, variant)], { type: 'image/svg+xml' }));
  try {
    return await loadHtmlImage(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The most SVG variants kept: every colour tried in a colour picker makes one, so an afternoon of
 * recolouring would otherwise keep thousands of pictures. Well above what a design draws at once.
 */
export const SVG_VARIANT_LIMIT = 300;

/** Pictures of SVG variants, one per link, replacements and fill. */
export const svgPictures = createImageCache(loadVariant, SVG_VARIANT_LIMIT);

/** The picture of an SVG as the asset wants it drawn. */
export function useSvgPicture(variant: SvgVariant | undefined): ImageState<HTMLImageElement> {
  return useCachedImage(svgPictures, variant?.link ? variantKey(variant) : undefined);
}
