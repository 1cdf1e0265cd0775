import type { ImageAsset, LogoAsset } from '@layout/model';
import { type DrawnPicture, pictureBox, pictureCrop, withinRegion } from '../pdf/image';
import type { NotPainted } from '../pdf/paint';
import { type Canvas2D, type RasterPaintContext, placeOnCanvas } from './paint';

/** Below this many device pixels per picture pixel, a picture is drawn with mipmaps (smooth, not aliased). */
const MIPMAP_BELOW = 0.8;

/**
 * A photo, logo or picture background as the editor draws it (Picture.tsx: a Konva.Image of the
 * crop stretched to the box, filtered) and as pdf/image.ts prints it: placed as Konva places its
 * node, the part that shows drawn into the box. The picture was prepared (and filtered) by the
 * PDF export's `preparePictures` and decoded before the page; one that could not be loaded is
 * reported with the reason.
 */
export const paintPictureAsset = (ctx: Canvas2D, asset: ImageAsset | LogoAsset, paint: RasterPaintContext): NotPainted | void => paintPictureOnCanvas(ctx, asset, paint);

/** paintPictureAsset for any asset drawn as a picture: a background with a picture, raster or filtered artwork. */
export function paintPictureOnCanvas(ctx: Canvas2D, asset: DrawnPicture, paint: RasterPaintContext): NotPainted | void {
  const prepared = paint.pictures.get(asset.id);
  if (!prepared) return { reason: 'its picture was not prepared' };
  if ('reason' in prepared) return prepared;
  const image = paint.decoded.get(prepared);
  if (!image) return { reason: 'its picture was not decoded' };
  if ('reason' in image) return image;
  const box = pictureBox(asset, paint.layout);
  placeOnCanvas(ctx, { ...asset, x: box.x, y: box.y });
  const crop = withinRegion(pictureCrop(asset, prepared.natural, box), prepared.region);
  if (!(crop.width > 0) || !(crop.height > 0) || !(box.width > 0) || !(box.height > 0)) return;
  const source = { x: crop.x * image.width, y: crop.y * image.height, width: crop.width * image.width, height: crop.height * image.height };
  // Konva draws the crop with drawImage's source rectangle, stretched to the box.
  const across = Math.abs(box.width * asset.scaleX) * paint.pixelsPerPx.x;
  const down = Math.abs(box.height * asset.scaleY) * paint.pixelsPerPx.y;
  const shown = Math.min(across / source.width, down / source.height);
  // A picture upright at its own resolution (within half a pixel across it) is copied pixel for
  // pixel, as a PDF reader does; interpolating would blur it by a fraction of a pixel's offset.
  const oneToOne = asset.rotation % 360 === 0 && Math.abs(across - source.width) < 0.5 && Math.abs(down - source.height) < 0.5;
  ctx.imageSmoothingEnabled = !oneToOne;
  ctx.imageSmoothingQuality = shown < MIPMAP_BELOW ? 'medium' : 'low';
  ctx.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, box.width, box.height);
}
