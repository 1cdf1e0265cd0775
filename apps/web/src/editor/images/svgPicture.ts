import { type SvgVariant, svgForVariant, svgVariantKey, variantWithColors } from '@layout/model';
import { type ToScreen, screenColor, useScreenColor } from '../screenColors';
import { type ImageState, createImageCache, images, loadHtmlImage, useCachedImage } from './imageCache';

// How an asset's SVG is drawn is shared with the PDF export (@layout/model, assets/svgColors.ts).
export { type SvgVariant, svgForVariant, svgVariantOf } from '@layout/model';

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

/**
 * The cache key of a variant as the screen draws it (the model's key, which tells drawings apart),
 * its colours the screen's: a CMYK colour the document keeps as inks is written into the SVG text
 * as its screen colour (screenColors.ts), which a browser draws. Also what the loader reads back.
 */
const screenKey = (variant: SvgVariant, screen: ToScreen) => svgVariantKey(variantWithColors(variant, screen));

/** The cache key of a variant with the screen colours of now (warm-up and restore load pictures under it). */
export const variantKey = (variant: SvgVariant): string => screenKey(variant, screenColor);

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

/** The picture of an SVG as the asset wants it drawn (drawn again in the profile's colours once it has loaded). */
export function useSvgPicture(variant: SvgVariant | undefined): ImageState<HTMLImageElement> {
  const screen = useScreenColor();
  return useCachedImage(svgPictures, variant?.link ? screenKey(variant, screen) : undefined);
}
