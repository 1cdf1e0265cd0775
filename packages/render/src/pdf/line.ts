import type { Painter, Pdf } from './paint';
import { fillStroke, placeAsset } from './paint';

/**
 * A line asset as apps/web/src/editor/assets/line.tsx draws it with Konva's Line: its points
 * relative to the asset's position, stroked (when enabled) with its width, dash (only when
 * dashEnabled), caps and joins; a closed line is closed and may be filled.
 */
export const paintLine: Painter<'line'> = (doc, asset, ctx) => {
  const c = asset.lineConfig;
  if (c.points.length < 4) return { reason: 'a line needs at least two points' };
  placeAsset(doc, asset);
  doc.moveTo(c.points[0]!, c.points[1]!);
  for (let i = 2; i + 1 < c.points.length; i += 2) doc.lineTo(c.points[i]!, c.points[i + 1]!);
  if (c.closed) doc.closePath();
  doc.lineCap(c.lineCap).lineJoin(c.lineJoin);
  if (c.dashEnabled) setDash(doc, c.dash);
  const stroke = c.strokeEnabled && c.strokeWidth > 0 ? ctx.colors.ink(c.stroke) : undefined;
  const fill = c.closed && c.fillEnabled ? ctx.colors.ink(c.fill) : undefined;
  fillStroke(doc, fill, stroke ? { color: stroke, width: c.strokeWidth } : undefined);
};

/**
 * The canvas's dash pattern in PDF. pdfkit's `dash` refuses zero lengths, yet a zero dash with
 * round caps is how dotted lines are drawn on the canvas and PDF allows it, so the operator is
 * written as is. A pattern of only zeros draws a solid line on the canvas: no dash then.
 */
function setDash(doc: Pdf, dash: readonly number[]): void {
  if (dash.length === 0 || dash.every((d) => d === 0)) return;
  const lengths = dash.map((d) => Math.round(d * 1000) / 1000).join(' ');
  (doc as unknown as { addContent(op: string): void }).addContent(`[${lengths}] 0 d`);
}
