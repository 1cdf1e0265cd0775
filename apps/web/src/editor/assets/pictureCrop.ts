import type { Crop } from '@layout/model';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The crop in the loaded picture's pixels. A crop is stored against the picture's size when it
 * was made (fullWidth x fullHeight); the file served now may have another resolution (an SVG drawn
 * at its viewBox size, a re-encoded photo), so the rectangle is scaled to the picture's size.
 * No crop: the whole picture.
 */
export function sourceCrop(crop: Crop | undefined, natural: { width: number; height: number }): Rect {
  if (!crop || !(crop.fullWidth > 0) || !(crop.fullHeight > 0)) return { x: 0, y: 0, width: natural.width, height: natural.height };
  const sx = natural.width / crop.fullWidth;
  const sy = natural.height / crop.fullHeight;
  return { x: crop.x * sx, y: crop.y * sy, width: crop.width * sx, height: crop.height * sy };
}

/** The centred part of a picture with the box's proportions: a background without a crop covers its box. */
export function coverCrop(natural: { width: number; height: number }, box: { width: number; height: number }): Rect {
  if (!(natural.width > 0) || !(natural.height > 0) || !(box.width > 0) || !(box.height > 0)) {
    return { x: 0, y: 0, width: natural.width, height: natural.height };
  }
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  const width = box.width / scale;
  const height = box.height / scale;
  return { x: (natural.width - width) / 2, y: (natural.height - height) / 2, width, height };
}

/** The size a picture reports; SVGs without a size of their own report 0 in some browsers. */
export function naturalSize(image: HTMLImageElement): { width: number; height: number } {
  return { width: image.naturalWidth || image.width, height: image.naturalHeight || image.height };
}
