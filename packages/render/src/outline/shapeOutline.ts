import { SHAPE_DRAWING_DEFAULTS, type ShapeProps } from '@layout/model';
import { type OutlinePath, traceEllipse, tracePolygonPoints, traceRoundedBox } from './path';
import { tracePathData } from './pathData';

/**
 * The outline of a shape asset in its box (0, 0)-(width, height), for every shape kind of the
 * model (SHAPE_KINDS): rectangles (corners rounded), circles and ellipses, stars and regular
 * polygons inscribed in the box, path data stretched from its own bounds to the box (a path
 * without data is its box, an arrow without data a block arrow). The editor's canvas
 * (apps/web/src/editor/assets/shape.tsx) and the PDF export (pdf/shape.ts) both trace it here,
 * then fill and stroke it with their own paint.
 */
export function traceShapeOutline(path: OutlinePath, p: ShapeProps, width: number, height: number): void {
  switch (p.type) {
    case 'circle':
    case 'ellipse':
      traceEllipse(path, width / 2, height / 2, Math.abs(width / 2), Math.abs(height / 2));
      break;
    case 'star':
      tracePolygonPoints(path, starPoints(width, height, p.numPoints ?? SHAPE_DRAWING_DEFAULTS.numPoints, p.innerRadiusRatio ?? SHAPE_DRAWING_DEFAULTS.innerRadiusRatio));
      break;
    case 'polygon':
      tracePolygonPoints(path, polygonPoints(width, height, p.sides ?? SHAPE_DRAWING_DEFAULTS.sides));
      break;
    case 'rect':
      traceRoundedBox(path, width, height, p.cornerRadius ?? 0);
      break;
    case 'path':
      if (p.data) tracePathData(path, p.data, width, height);
      else path.rect(0, 0, width, height);
      break;
    case 'arrow':
      if (p.data) tracePathData(path, p.data, width, height);
      else tracePolygonPoints(path, blockArrowPoints(width, height));
      break;
    default: {
      const unknownKind: never = p.type;
      throw new Error(`No outline for shape kind ${String(unknownKind)}`);
    }
  }
}

/**
 * A star's corners about the box's centre, flat [x, y, ...]: `points` outer tips on the circle
 * that fits the box, the first straight up, and between them inner corners at `innerRatio` of
 * that radius.
 */
function starPoints(width: number, height: number, points: number, innerRatio: number): number[] {
  const outer = Math.min(width, height) / 2;
  const inner = outer * innerRatio;
  const corners: number[] = [];
  for (let n = 0; n < points * 2; n++) {
    const radius = n % 2 === 0 ? outer : inner;
    const angle = (n * Math.PI) / points;
    corners.push(width / 2 + radius * Math.sin(angle), height / 2 - radius * Math.cos(angle));
  }
  return corners;
}

/** A regular polygon's corners about the box's centre, one straight up, on the circle that fits the box. */
function polygonPoints(width: number, height: number, sides: number): number[] {
  const radius = Math.min(width, height) / 2;
  const corners: number[] = [];
  for (let n = 0; n < sides; n++) {
    const angle = (n * 2 * Math.PI) / sides;
    corners.push(width / 2 + radius * Math.sin(angle), height / 2 - radius * Math.cos(angle));
  }
  return corners;
}

/** A right-pointing block arrow filling the box, for arrows stored without path data. */
function blockArrowPoints(w: number, h: number): number[] {
  return [0, h * 0.3, w * 0.6, h * 0.3, w * 0.6, 0, w, h * 0.5, w * 0.6, h, w * 0.6, h * 0.7, 0, h * 0.7];
}
