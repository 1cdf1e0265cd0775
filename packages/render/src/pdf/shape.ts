import { type Painter, fillStroke, placeAsset } from './paint';
import { traceShapeOutline } from '../outline/shapeOutline';
import { drawPatternTiles, patternPicture } from './pattern';

/**
 * A shape asset as vector paths: its outline traced in its box by the one outline the editor's
 * canvas traces too (outline/shapeOutline.ts, pdfkit's document standing in for the canvas
 * context), then filled (when fill is enabled) and stroked (when the stroke is enabled and wider
 * than 0), as the editor's shape.tsx paints it. A pattern fill paints its picture inside the
 * outline instead of the colour (pattern.ts), under the stroke.
 */
export const paintShape: Painter<'shape'> = (doc, asset, ctx) => {
  const p = asset.shapeProps;
  placeAsset(doc, asset);
  if (p.fillPattern) {
    // The pattern picture instead of the fill colour (shape.tsx: fillPriority 'pattern'), inside the outline only.
    const picture = patternPicture(ctx.pictures, asset.id);
    if ('reason' in picture) return picture;
    doc.save();
    traceShapeOutline(doc, p, asset.width, asset.height);
    doc.clip();
    drawPatternTiles(doc, picture, p.fillPattern, asset.width, asset.height);
    doc.restore();
  }
  traceShapeOutline(doc, p, asset.width, asset.height);
  const fill = p.fillEnabled && !p.fillPattern ? ctx.colors.ink(p.fill) : undefined;
  const strokeColor = p.strokeEnabled && p.strokeWidth > 0 ? ctx.colors.ink(p.stroke) : undefined;
  fillStroke(doc, fill, strokeColor ? { color: strokeColor, width: p.strokeWidth } : undefined);
};
