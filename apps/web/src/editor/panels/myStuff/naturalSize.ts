import type { NaturalSize } from '@layout/model';
import { naturalSize } from '../../assets/pictureCrop';
import { loadHtmlImage } from '../../images/imageCache';

/**
 * The size a picture or SVG draws at by itself, for fitting it when it is added (spec 001 section
 * 4.7). Undefined when it cannot be read (a broken file, an SVG without a size): the model then
 * fills the fitting box.
 */
export async function naturalSizeOf(url: string): Promise<NaturalSize> {
  try {
    const size = naturalSize(await loadHtmlImage(url));
    return size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    return undefined;
  }
}
