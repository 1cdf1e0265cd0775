import { pageGeometry } from '@layout/model';
import { screenColor } from '../color/screenColors';
import { type RasterPainter, placeOnCanvas } from './paint';
import { paintPictureOnCanvas } from './picture';

/**
 * A page background as the editor's background.tsx draws it (and pdf/background.ts prints it):
 * its own box when it has one, else the editor's whole bleed box, keeping the asset's rotation
 * and scale; a picture background is drawn by the picture painter.
 */
export const paintBackground: RasterPainter<'background'> = (ctx, asset, paint) => {
  if (asset.imageElementSrc) return paintPictureOnCanvas(ctx, { ...asset, imageElementSrc: asset.imageElementSrc }, paint);
  const fill = screenColor(asset.fill, paint.screen);
  if (!fill) return;
  const sized = asset.width > 0 && asset.height > 0;
  const box = sized ? { x: asset.x, y: asset.y, width: asset.width, height: asset.height } : pageGeometry(paint.layout).bleed;
  ctx.fillStyle = fill;
  if (asset.rotation % 360 === 0 && covers({ ...box, scaleX: asset.scaleX, scaleY: asset.scaleY }, pageGeometry(paint.layout).trim)) {
    // Over the whole page: every pixel, without edges to anti-alias (a quarter of the time).
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    return;
  }
  placeOnCanvas(ctx, { ...asset, x: box.x, y: box.y });
  ctx.fillRect(0, 0, box.width, box.height);
};

/** The box, scaled from its corner (a negative scale flips it), covers the whole trim. */
function covers(box: { x: number; y: number; width: number; height: number; scaleX: number; scaleY: number }, trim: { width: number; height: number }): boolean {
  const across = box.width * box.scaleX;
  const down = box.height * box.scaleY;
  return box.x + Math.min(0, across) <= 0 && box.y + Math.min(0, down) <= 0 && box.x + Math.max(0, across) >= trim.width && box.y + Math.max(0, down) >= trim.height;
}
