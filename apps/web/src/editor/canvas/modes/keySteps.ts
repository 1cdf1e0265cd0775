import { type Crop, type PatternPlacement, type Placed, type Size, clampFillPattern } from '@layout/model';
import { clampFrame, clampSourcePosition, cropUnderFrame, sourceBox } from './cropGeometry';

/**
 * The crop and pattern editors from the keyboard (issue 25): an arrow key moves the picture (or
 * the pattern) under the frame by one step, Shift with an arrow resizes the frame (or the
 * pattern) by one. They keep the limits the editors' handles keep: the picture covers the frame
 * (cropGeometry.ts, the model's clampFillPattern), the frame stays as large as a handle can make
 * it small.
 */

/** An arrow's step on the page, in canvas px. */
export interface PageStep {
  dx: number;
  dy: number;
}

/** Where an asset lies on the page: what takes its own coordinates to the page's (as its Konva group does). */
type AssetPlacement = Placed;

/** A picture in the crop editor: its box on the page and the part of the picture it shows. */
export interface CroppedPicture extends AssetPlacement {
  crop: Crop;
}

/** What a key changes in the crop editor, as its handles do: the crop and the frame's box on the page. */
export interface CropChange {
  crop: Crop;
  x: number;
  y: number;
  width: number;
  height: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const orOne = (scale: number) => scale || 1;

/**
 * A page step in the asset's own coordinates (before its rotation and scale): the picture moves
 * the way the arrow points on screen, also in a rotated or flipped asset.
 */
export function stepInAsset(step: PageStep, placement: AssetPlacement): PageStep {
  const cos = Math.cos(radians(-placement.rotation));
  const sin = Math.sin(radians(-placement.rotation));
  return {
    dx: (step.dx * cos - step.dy * sin) / orOne(placement.scaleX),
    dy: (step.dx * sin + step.dy * cos) / orOne(placement.scaleY),
  };
}

/** A point of the asset's own coordinates on the page. */
function pagePoint(placement: AssetPlacement, local: { x: number; y: number }): { x: number; y: number } {
  const cos = Math.cos(radians(placement.rotation));
  const sin = Math.sin(radians(placement.rotation));
  const x = local.x * placement.scaleX;
  const y = local.y * placement.scaleY;
  return { x: placement.x + x * cos - y * sin, y: placement.y + x * sin + y * cos };
}

/**
 * A step as a change of size in the asset's own coordinates: Right and Down grow the width and
 * the height, Left and Up shrink them, whatever the asset's rotation (the frame's own sides).
 */
const sizeStep = (step: PageStep, placement: AssetPlacement) => ({
  width: step.dx / Math.abs(orOne(placement.scaleX)),
  height: step.dy / Math.abs(orOne(placement.scaleY)),
});

/**
 * The picture moved under the fixed frame by one step (an arrow key), as dragging it does: it
 * stops where an edge of the picture meets the frame's.
 */
export function movePictureUnderFrame(picture: CroppedPicture, step: PageStep): CropChange {
  const size = { width: picture.width, height: picture.height };
  const source = sourceBox(picture.crop, size);
  const local = stepInAsset(step, picture);
  const at = clampSourcePosition({ x: source.x + local.dx, y: source.y + local.dy }, source, size);
  return { crop: cropUnderFrame({ x: 0, y: 0, ...size }, { ...source, ...at }, picture.crop), x: picture.x, y: picture.y, ...size };
}

/**
 * The frame resized by one step (Shift and an arrow) from its top-left corner, which stays put:
 * Right widens it, Left narrows it, Down makes it taller, Up shorter. As with its handles, it
 * stops at the picture's edges and at `minSize` (in the asset's coordinates; a frame already
 * smaller than that is not made larger by shrinking it).
 */
export function resizeFrame(picture: CroppedPicture, step: PageStep, minSize: Size): CropChange {
  const source = sourceBox(picture.crop, picture);
  const grow = sizeStep(step, picture);
  const width = Math.max(Math.min(minSize.width, picture.width), picture.width + grow.width);
  const height = Math.max(Math.min(minSize.height, picture.height), picture.height + grow.height);
  const box = clampFrame({ x: 0, y: 0, width, height }, source);
  return { crop: cropUnderFrame(box, source, picture.crop), ...pagePoint(picture, box), width: box.width, height: box.height };
}

/** The pattern moved under the shape by one step (an arrow key), as dragging it does: it keeps covering the shape. */
export function movePattern(pattern: PatternPlacement, shape: AssetPlacement, imageSize: Size, step: PageStep): PatternPlacement {
  const local = stepInAsset(step, shape);
  return clampFillPattern({ x: pattern.x + local.dx, y: pattern.y + local.dy, scale: pattern.scale }, shape, imageSize);
}

/**
 * The pattern resized by one step (Shift and an arrow) from its top-left corner, its proportions
 * kept, as its corner handles do: Right and Down make it a step wider or taller (and so larger),
 * Left and Up a step smaller. It stops at the size that covers the shape.
 */
export function resizePattern(pattern: PatternPlacement, shape: AssetPlacement, imageSize: Size, step: PageStep): PatternPlacement {
  if (!(imageSize.width > 0) || !(imageSize.height > 0)) return pattern;
  const grow = sizeStep(step, shape);
  const scale = pattern.scale + (grow.width !== 0 ? grow.width / imageSize.width : grow.height / imageSize.height);
  return clampFillPattern({ x: pattern.x, y: pattern.y, scale }, shape, imageSize);
}
