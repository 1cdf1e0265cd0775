import type Konva from 'konva';

/** Colours of the stand-ins for pictures: a light box while loading, a grey one when missing. */
export const PLACEHOLDER_LOADING_FILL = '#f1f3f5';
export const PLACEHOLDER_MISSING_FILL = '#ced4da';
const ICON_COLOUR = '#868e96';

/** A picture icon (frame, mountains, sun) centred in the box. */
function drawPictureIcon(ctx: Konva.Context, shape: Konva.Shape) {
  const w = shape.width();
  const h = shape.height();
  const size = Math.min(w, h) * 0.4;
  if (!(size > 2)) return;
  const left = (w - size) / 2;
  const top = (h - size * 0.8) / 2;
  const bottom = top + size * 0.8;
  ctx.beginPath();
  ctx.rect(left, top, size, size * 0.8);
  ctx.moveTo(left, bottom);
  ctx.lineTo(left + size * 0.35, top + size * 0.35);
  ctx.lineTo(left + size * 0.6, top + size * 0.6);
  ctx.lineTo(left + size * 0.75, top + size * 0.45);
  ctx.lineTo(left + size, bottom);
  ctx.moveTo(left + size * 0.82, top + size * 0.22);
  ctx.arc(left + size * 0.72, top + size * 0.22, size * 0.1, 0, Math.PI * 2);
  ctx.setAttr('lineWidth', Math.max(1, size * 0.06));
  ctx.setAttr('strokeStyle', ICON_COLOUR);
  ctx.setAttr('lineJoin', 'round');
  ctx.stroke();
}

/**
 * The scene function of a picture that cannot be loaded (a 404, a bad link): its box in the
 * shape's fill (the missing grey) with a picture icon, so the page still draws and the asset can
 * still be selected, moved or replaced. A picture still loading needs none: a Konva.Image
 * without its image paints its box in its fill (the loading grey).
 */
export function drawMissingPicture(ctx: Konva.Context, shape: Konva.Shape) {
  ctx.beginPath();
  ctx.rect(0, 0, shape.width(), shape.height());
  ctx.closePath();
  ctx.fillStrokeShape(shape);
  drawPictureIcon(ctx, shape);
}
