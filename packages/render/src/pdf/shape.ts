import { SHAPE_DRAWING_DEFAULTS, type ShapeAsset } from '@layout/model';
import { type Painter, type Pdf, fillStroke, pdfColor, placeAsset } from './paint';
import { tracePathData } from './pathData';
import { drawPatternTiles, patternPicture } from './pattern';

/**
 * A shape asset as vector paths, traced in its box exactly as the editor's
 * apps/web/src/editor/assets/shapeOutline.ts traces it: rectangles (rounded), ellipses, stars
 * and regular polygons inscribed in the box, path data (an arrow without data is a block arrow)
 * stretched from its own bounds to the box; then filled (when fill is enabled) and stroked (when
 * the stroke is enabled and wider than 0), as shape.tsx paints it. A pattern fill paints its
 * picture inside the outline instead of the colour (pattern.ts), under the stroke.
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
  const fill = p.fillEnabled && !p.fillPattern ? pdfColor(p.fill) : undefined;
  const strokeColor = p.strokeEnabled && p.strokeWidth > 0 ? pdfColor(p.stroke) : undefined;
  fillStroke(doc, fill, strokeColor ? { color: strokeColor, width: p.strokeWidth } : undefined);
};

/** The outline of a shape in its box (0, 0)-(width, height). */
export function traceShapeOutline(doc: Pdf, p: ShapeAsset['shapeProps'], width: number, height: number): void {
  switch (p.type) {
    case 'circle':
    case 'ellipse':
      doc.ellipse(width / 2, height / 2, Math.abs(width / 2), Math.abs(height / 2));
      break;
    case 'star':
      traceStar(doc, width, height, p.numPoints ?? SHAPE_DRAWING_DEFAULTS.numPoints, p.innerRadiusRatio ?? SHAPE_DRAWING_DEFAULTS.innerRadiusRatio);
      break;
    case 'polygon':
      tracePolygon(doc, width, height, p.sides ?? SHAPE_DRAWING_DEFAULTS.sides);
      break;
    case 'rect':
      traceRect(doc, width, height, p.cornerRadius ?? 0);
      break;
    case 'path':
      if (p.data) tracePathData(doc, p.data, width, height);
      else doc.rect(0, 0, width, height);
      break;
    case 'arrow':
      if (p.data) tracePathData(doc, p.data, width, height);
      else tracePoints(doc, blockArrow(width, height));
      break;
  }
}

/** The stored radius, at most half the shorter side (the editor's boxCornerRadius). */
function traceRect(doc: Pdf, width: number, height: number, cornerRadius: number): void {
  const radius = Math.max(0, Math.min(cornerRadius, Math.abs(width) / 2, Math.abs(height) / 2));
  if (radius === 0) doc.rect(0, 0, width, height);
  else doc.roundedRect(0, 0, width, height, radius);
}

/** A star about the box's centre, its outer points on the circle that fits the box, one straight up. */
function traceStar(doc: Pdf, width: number, height: number, points: number, innerRatio: number): void {
  const outer = Math.min(width, height) / 2;
  const inner = outer * innerRatio;
  const corners: number[] = [];
  for (let n = 0; n < points * 2; n++) {
    const radius = n % 2 === 0 ? outer : inner;
    const angle = (n * Math.PI) / points;
    corners.push(width / 2 + radius * Math.sin(angle), height / 2 - radius * Math.cos(angle));
  }
  tracePoints(doc, corners);
}

/** A regular polygon about the box's centre, a corner straight up, on the circle that fits the box. */
function tracePolygon(doc: Pdf, width: number, height: number, sides: number): void {
  const radius = Math.min(width, height) / 2;
  const corners: number[] = [];
  for (let n = 0; n < sides; n++) {
    const angle = (n * 2 * Math.PI) / sides;
    corners.push(width / 2 + radius * Math.sin(angle), height / 2 - radius * Math.cos(angle));
  }
  tracePoints(doc, corners);
}

/** A right-pointing block arrow filling the box, for arrows stored without path data. */
function blockArrow(w: number, h: number): number[] {
  return [0, h * 0.3, w * 0.6, h * 0.3, w * 0.6, 0, w, h * 0.5, w * 0.6, h, w * 0.6, h * 0.7, 0, h * 0.7];
}

/** A closed polygon through flat [x, y, x, y, ...] points. */
function tracePoints(doc: Pdf, points: readonly number[]): void {
  doc.moveTo(points[0]!, points[1]!);
  for (let i = 2; i < points.length; i += 2) doc.lineTo(points[i]!, points[i + 1]!);
  doc.closePath();
}
