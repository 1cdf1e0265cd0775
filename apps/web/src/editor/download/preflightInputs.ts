import {
  type DesignContent,
  type PixelSize,
  type PreflightFinding,
  type PrintedColor,
  PRINT_COLORS_MAX,
  documentResources,
  preflightFindings,
  printContract,
  screenColorsToCheck,
} from '@layout/model';
import { request } from '../../api/client';
import { naturalSize } from '../assets/pictureCrop';
import { images } from '../images/imageCache';
import { loadFontIds } from '../text/fonts';

/**
 * What the preflight report needs from the editor besides the content: the pixel sizes of its
 * pictures and the fonts that did not load. Photos, logos and picture backgrounds are loaded
 * through the canvas's picture cache (already there when their page was drawn); an illustration
 * is raster when the canvas drew it as a picture from that cache (svgPicture.ts falls back to it
 * for a PNG or JPEG link), SVG artwork otherwise, which has no pixels to count.
 */
async function pictureSizes(content: DesignContent): Promise<Map<string, PixelSize>> {
  const sizes = new Map<string, PixelSize>();
  // The pictures drawn in an asset's box (photos, logos, backgrounds); pattern fills have no printed size of their own.
  await Promise.all(
    documentResources(content).pictures.map((url) =>
      images.load(url).then(
        (image) => void sizes.set(url, naturalSize(image)),
        () => undefined, // a picture that does not load is not measured (the canvas shows it as missing)
      ),
    ),
  );
  for (const asset of content.assets) {
    if (asset.type !== 'illustration' || /\.svg(\?|#|$)/i.test(asset.illustrationConfig.link)) continue;
    const state = images.peek(asset.illustrationConfig.link);
    if (state.status === 'loaded') sizes.set(asset.illustrationConfig.link, naturalSize(state.image));
  }
  return sizes;
}

/** The stored fonts of the design's texts that cannot be loaded (waits for those on their way). */
async function failedFontIds(content: DesignContent): Promise<Set<number>> {
  const wanted = new Set(documentResources(content).fonts.map((f) => f.fontId));
  const ready = new Set(await loadFontIds(wanted));
  return new Set([...wanted].filter((id) => !ready.has(id)));
}

/**
 * How the print profile prints the screen colours the design's assets show (POST /api/print/colors:
 * the profile is on the server, where the Print Ready PDF is made); colours stored as inks print as
 * they are and are not asked about. When the server cannot be asked, the colours are not checked:
 * the rest of the report stands.
 */
async function printedColors(content: DesignContent): Promise<Map<string, PrintedColor> | undefined> {
  const colors = screenColorsToCheck(content);
  if (colors.length === 0) return new Map();
  try {
    const answer = await request(printContract.printColors, { body: { colors: colors.slice(0, PRINT_COLORS_MAX) } });
    return new Map(answer.colors.map(({ color, printed, difference }) => [color, { printed, difference }]));
  } catch (error) {
    console.warn('The print colours could not be checked', error);
    return undefined;
  }
}

/** The preflight report of the design as the editor has it now. */
export async function preflightOf(content: DesignContent): Promise<PreflightFinding[]> {
  const [sizes, failed, printed] = await Promise.all([pictureSizes(content), failedFontIds(content), printedColors(content)]);
  return preflightFindings({ content, pictureSizes: sizes, failedFontIds: failed, printedColors: printed });
}
