import type { NaturalSize } from '@layout/model';
import { naturalSize } from '../assets/pictureCrop';
import { images } from '../images/imageCache';

/**
 * The size a picture or SVG draws at by itself, for fitting it when it is added (spec 001 section
 * 4.7). Read through the canvas's picture cache, so the page draws the new item at once. Undefined
 * when it cannot be read (a broken file, an SVG without a size): the model then fills the fitting box.
 */
export async function naturalSizeOf(url: string): Promise<NaturalSize> {
  try {
    const size = naturalSize(await images.load(url));
    return size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    return undefined;
  }
}
