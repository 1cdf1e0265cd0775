import { type DesignContent, type PixelSize, type PreflightFinding, documentResources, preflightFindings } from '@layout/model';
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

/** The preflight report of the design as the editor has it now. */
export async function preflightOf(content: DesignContent): Promise<PreflightFinding[]> {
  const [sizes, failed] = await Promise.all([pictureSizes(content), failedFontIds(content)]);
  return preflightFindings({ content, pictureSizes: sizes, failedFontIds: failed });
}
