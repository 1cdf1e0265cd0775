import type { Asset } from '@layout/model';
import { images } from '../../images/imageCache';
import { svgPictures, variantKey } from '../../images/svgPicture';

/**
 * Whether the picture an image or illustration crops from failed to load (a deleted file, a dead
 * link). Its crop editor would have nothing to show, so Edit crop is not offered for it. A picture
 * still loading is not missing: the crop editor shows it when it arrives.
 */
export function pictureMissing(asset: Asset): boolean {
  if (asset.type === 'image') return images.peek(asset.imageElementSrc).status === 'failed';
  if (asset.type === 'illustration') {
    const { link } = asset.illustrationConfig;
    // The crop editor draws the unrecoloured SVG (usePictureOf): that variant, or the file itself.
    return svgPictures.peek(variantKey({ link })).status === 'failed' || images.peek(link).status === 'failed';
  }
  return false;
}
