import { screenColor } from '../color/screenColors';
import { type RasterPainter, fillStrokePath, placeOnCanvas } from './paint';

/**
 * A line asset as the editor's line.tsx draws it with Konva's Line (and pdf/line.ts prints it):
 * its points relative to the asset's position, stroked (when enabled) with its width, dash (only
 * when dashEnabled; a dash of only zeros is a solid line, as on the canvas), caps and joins; a
 * closed line is closed and may be filled.
 */
export const paintLine: RasterPainter<'line'> = (ctx, asset, paint) => {
  const c = asset.lineConfig;
  if (c.points.length < 4) return { reason: 'a line needs at least two points' };
  placeOnCanvas(ctx, asset);
  ctx.beginPath();
  ctx.moveTo(c.points[0]!, c.points[1]!);
  for (let i = 2; i + 1 < c.points.length; i += 2) ctx.lineTo(c.points[i]!, c.points[i + 1]!);
  if (c.closed) ctx.closePath();
  ctx.lineCap = c.lineCap;
  ctx.lineJoin = c.lineJoin;
  if (c.dashEnabled && c.dash.length > 0 && c.dash.some((d) => d !== 0)) ctx.setLineDash([...c.dash]);
  const stroke = c.strokeEnabled && c.strokeWidth > 0 ? screenColor(c.stroke, paint.screen) : undefined;
  const fill = c.closed && c.fillEnabled ? screenColor(c.fill, paint.screen) : undefined;
  fillStrokePath(ctx, fill, stroke ? { color: stroke, width: c.strokeWidth } : undefined);
};
