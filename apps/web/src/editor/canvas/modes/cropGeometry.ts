import { type Crop, clampCrop } from '@layout/model';

/** A box in the asset's own coordinates (origin at its top-left corner, before rotation and flip). */
export interface LocalBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest frame, in screen px, the handles (and Shift+arrows, keySteps.ts) can make. */
export const MIN_FRAME_PX = 10;

/** The crop of a picture without one: all of it. */
export function fullCrop(natural: { width: number; height: number }): Crop {
  return { x: 0, y: 0, width: natural.width, height: natural.height, fullWidth: natural.width, fullHeight: natural.height };
}

/**
 * Where the whole source picture lies in the asset's coordinates: the crop fills the asset's box
 * (width x height), so the picture is scaled by width / crop.width and shifted by the crop's origin.
 */
export function sourceBox(crop: Crop, size: { width: number; height: number }): LocalBox {
  const kx = crop.width > 0 ? size.width / crop.width : 1;
  const ky = crop.height > 0 ? size.height / crop.height : 1;
  return { x: -crop.x * kx, y: -crop.y * ky, width: crop.fullWidth * kx, height: crop.fullHeight * ky };
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * The picture dragged under a fixed frame (0, 0, width, height) to (x, y), kept where it still
 * covers the whole frame: what shows never leaves the source picture.
 */
export function clampSourcePosition(position: { x: number; y: number }, source: LocalBox, frame: { width: number; height: number }) {
  return {
    x: clamp(position.x, Math.min(0, frame.width - source.width), 0),
    y: clamp(position.y, Math.min(0, frame.height - source.height), 0),
  };
}

/** A frame being resized, brought inside the picture. */
export function clampFrame(frame: LocalBox, source: LocalBox): LocalBox {
  const left = clamp(frame.x, source.x, source.x + source.width);
  const top = clamp(frame.y, source.y, source.y + source.height);
  const right = clamp(frame.x + frame.width, left, source.x + source.width);
  const bottom = clamp(frame.y + frame.height, top, source.y + source.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The crop that shows the part of the picture under `frame`, both in the asset's coordinates
 * (the picture at `source`, the crop's pixel grid `fullWidth` x `fullHeight`).
 */
export function cropUnderFrame(frame: LocalBox, source: LocalBox, full: { fullWidth: number; fullHeight: number }): Crop {
  const kx = source.width / full.fullWidth;
  const ky = source.height / full.fullHeight;
  return clampCrop({
    x: (frame.x - source.x) / kx,
    y: (frame.y - source.y) / ky,
    width: frame.width / kx,
    height: frame.height / ky,
    fullWidth: full.fullWidth,
    fullHeight: full.fullHeight,
  });
}
