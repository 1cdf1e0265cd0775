import { pageGeometry } from '@layout/model';
import { type Painter, fillStroke, pdfColor, placeAsset } from './paint';

/**
 * A page background as apps/web/src/editor/assets/background.tsx draws it: its own box when it
 * has one, else the editor's whole bleed box (the print's narrower bleed clips it), keeping the
 * asset's rotation and scale. Only colour backgrounds are vector; a picture background waits for
 * the image painter and is reported.
 */
export const paintBackground: Painter<'background'> = (doc, asset, ctx) => {
  if (asset.imageElementSrc) return { reason: 'picture backgrounds are not painted yet' };
  const fill = pdfColor(asset.fill);
  if (!fill) return;
  const sized = asset.width > 0 && asset.height > 0;
  const box = sized ? { x: asset.x, y: asset.y, width: asset.width, height: asset.height } : pageGeometry(ctx.layout).bleed;
  placeAsset(doc, { ...asset, x: box.x, y: box.y });
  doc.rect(0, 0, box.width, box.height);
  fillStroke(doc, fill, undefined);
};
