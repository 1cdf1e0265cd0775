import type { FillPattern } from '@layout/model';
import { type Image, createCanvas } from '@napi-rs/canvas';
import type { PreparedPicture } from '../pdf/imagePrepare';
import type { NotPainted } from '../pdf/paint';
import { patternPicture } from '../pdf/pattern';
import type { Canvas2D, CanvasPattern, RasterPaintContext } from './paint';

type Placement = Pick<FillPattern, 'x' | 'y' | 'scale' | 'repeat'>;

/**
 * A pattern-filled asset's fill as Konva makes it (Shape._getFillPattern): the pattern picture at
 * its own size in px times `scale`, its corner at (x, y) of the box, repeated as `repeat` says.
 * The picture was decoded before the page; the reason when it is not there.
 */
export function patternFill(ctx: Canvas2D, paint: RasterPaintContext, assetId: string, pattern: Placement): CanvasPattern | NotPainted {
  const found = patternImage(paint, assetId);
  if ('reason' in found) return found;
  return placedPattern(ctx, found.image, found.picture, pattern, 1, 1);
}

/** The decoded pattern picture of an asset, or why there is none. */
export function patternImage(paint: RasterPaintContext, assetId: string): { picture: PreparedPicture; image: Image } | NotPainted {
  const picture = patternPicture(paint.pictures, assetId);
  if ('reason' in picture) return picture;
  const image = paint.decoded.get(picture);
  if (!image) return { reason: 'its pattern picture was not decoded' };
  if ('reason' in image) return { reason: image.reason.replace(/^its picture/, 'its pattern picture') };
  return { picture, image };
}

/** The pattern over `image` placed in a space of `sx` x `sy` pixels per box px (1: the box's own). */
function placedPattern(ctx: Canvas2D, image: Image, picture: PreparedPicture, pattern: Placement, sx: number, sy: number): CanvasPattern {
  const fill = ctx.createPattern(image, pattern.repeat);
  // The tile is the picture's natural size times the scale, whatever size it was decoded at.
  const tileX = (pattern.scale * picture.natural.width) / image.width;
  const tileY = (pattern.scale * picture.natural.height) / image.height;
  fill.setTransform({ a: tileX * sx, b: 0, c: 0, d: tileY * sy, e: pattern.x * sx, f: pattern.y * sy });
  return fill;
}

/**
 * An svg_image filled with an image pattern, as the editor composes it (svgPattern.ts): the
 * artwork, rasterised at the size it is drawn, then the pattern drawn 'source-in', so the picture
 * shows only through the artwork's silhouette; drawn into the box (0, 0)-(width, height).
 */
export function paintThroughArtwork(
  ctx: Canvas2D,
  artwork: Image,
  pattern: Placement,
  found: { picture: PreparedPicture; image: Image },
  box: { width: number; height: number },
): void {
  const composed = createCanvas(artwork.width, artwork.height);
  const c = composed.getContext('2d');
  c.drawImage(artwork, 0, 0);
  c.globalCompositeOperation = 'source-in';
  c.fillStyle = placedPattern(c, found.image, found.picture, pattern, artwork.width / box.width, artwork.height / box.height);
  c.fillRect(0, 0, artwork.width, artwork.height);
  ctx.drawImage(composed, 0, 0, box.width, box.height);
}
