import { pageGeometry } from '@layout/model';
import { paintPicture } from './image';
import { type Painter, fillStroke, placeAsset } from './paint';

/**
 * A page background as apps/web/src/editor/assets/background.tsx draws it: its own box when it
 * has one, else the editor's whole bleed box (the print's narrower bleed clips it), keeping the
 * asset's rotation and scale. A picture background is painted by the picture painter (image.ts).
 */
export const paintBackground: Painter<'background'> = (doc, asset, ctx) => {
  if (asset.imageElementSrc) return paintPicture(doc, { ...asset, imageElementSrc: asset.imageElementSrc }, ctx);
  const fill = ctx.colors.ink(asset.fill);
  if (!fill) return;
  const sized = asset.width > 0 && asset.height > 0;
  const box = sized ? { x: asset.x, y: asset.y, width: asset.width, height: asset.height } : pageGeometry(ctx.layout).bleed;
  placeAsset(doc, { ...asset, x: box.x, y: box.y });
  doc.rect(0, 0, box.width, box.height);
  fillStroke(doc, fill, undefined);
};
