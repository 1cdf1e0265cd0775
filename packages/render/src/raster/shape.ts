import { traceShapeOutline } from '../outline/shapeOutline';
import { screenColor } from '../color/screenColors';
import { type RasterPainter, fillStrokePath, placeOnCanvas } from './paint';
import { patternFill } from './pattern';

/**
 * A shape asset as the editor's shape.tsx paints it (and pdf/shape.ts prints it): its outline
 * traced in its box by the one outline both trace (outline/shapeOutline.ts), filled with its
 * colour (when fill is enabled) or its pattern picture, then stroked (when the stroke is enabled
 * and wider than 0).
 */
export const paintShape: RasterPainter<'shape'> = (ctx, asset, paint) => {
  const p = asset.shapeProps;
  placeOnCanvas(ctx, asset);
  let fill: string | ReturnType<typeof patternFill> | undefined = p.fillEnabled && !p.fillPattern ? screenColor(p.fill, paint.screen) : undefined;
  if (p.fillPattern) {
    fill = patternFill(ctx, paint, asset.id, p.fillPattern);
    if ('reason' in fill) return fill;
  }
  ctx.beginPath();
  traceShapeOutline(ctx, p, asset.width, asset.height);
  const strokeColor = p.strokeEnabled && p.strokeWidth > 0 ? screenColor(p.stroke, paint.screen) : undefined;
  fillStrokePath(ctx, fill, strokeColor ? { color: strokeColor, width: p.strokeWidth } : undefined);
};
