import { SHAPE_DRAWING_DEFAULTS, type ShapeAsset } from '@layout/model';
import Konva from 'konva';

/**
 * The outline of a shape asset traced on a canvas context, in the asset's box (0, 0 to width,
 * height): rectangles (rounded), ellipses, stars and regular polygons inscribed in the box, path
 * data (an arrow without data is a block arrow) stretched from its own bounds to the box.
 *
 * Only the outline is scaled, never the pen: a path is traced under its stretch transform, which
 * is then undone before the caller fills and strokes, so a stretched heart keeps a stroke of its
 * stored width all round instead of one that thickens along the stretched axis.
 */
export function traceShapeOutline(ctx: Konva.Context, p: ShapeAsset['shapeProps'], width: number, height: number): void {
  ctx.beginPath();
  switch (p.type) {
    case 'circle':
    case 'ellipse':
      ctx.ellipse(width / 2, height / 2, Math.abs(width / 2), Math.abs(height / 2), 0, 0, Math.PI * 2, false);
      break;
    case 'star':
      traceStar(ctx, width, height, p.numPoints ?? SHAPE_DRAWING_DEFAULTS.numPoints, p.innerRadiusRatio ?? SHAPE_DRAWING_DEFAULTS.innerRadiusRatio);
      break;
    case 'polygon':
      tracePolygon(ctx, width, height, p.sides ?? SHAPE_DRAWING_DEFAULTS.sides);
      break;
    case 'rect':
      traceRect(ctx, width, height, p.cornerRadius ?? 0);
      break;
    case 'path':
      if (p.data) tracePathData(ctx, p.data, width, height);
      else ctx.rect(0, 0, width, height);
      break;
    case 'arrow':
      if (p.data) tracePathData(ctx, p.data, width, height);
      else traceBlockArrow(ctx, width, height);
      break;
  }
}

/**
 * The corner radius a rounded box is drawn with: the stored radius, at most half the box's
 * shorter side, so a short box gets round ends rather than corners that cross. A rectangle shape
 * and a boxed text's background alike.
 */
export function boxCornerRadius(radius: number, width: number, height: number): number {
  return Math.max(0, Math.min(radius, Math.abs(width) / 2, Math.abs(height) / 2));
}

function traceRect(ctx: Konva.Context, width: number, height: number, cornerRadius: number): void {
  const radius = boxCornerRadius(cornerRadius, width, height);
  if (radius === 0) ctx.rect(0, 0, width, height);
  else ctx.roundRect(0, 0, width, height, radius);
}

/** A star about the box's centre, its outer points on the circle that fits the box. */
function traceStar(ctx: Konva.Context, width: number, height: number, points: number, innerRatio: number): void {
  const outer = Math.min(width, height) / 2;
  const inner = outer * innerRatio;
  const cx = width / 2;
  const cy = height / 2;
  ctx.moveTo(cx, cy - outer);
  for (let n = 1; n < points * 2; n++) {
    const radius = n % 2 === 0 ? outer : inner;
    const angle = (n * Math.PI) / points;
    ctx.lineTo(cx + radius * Math.sin(angle), cy - radius * Math.cos(angle));
  }
  ctx.closePath();
}

/** A regular polygon about the box's centre, a corner straight up, on the circle that fits the box. */
function tracePolygon(ctx: Konva.Context, width: number, height: number, sides: number): void {
  const radius = Math.min(width, height) / 2;
  const cx = width / 2;
  const cy = height / 2;
  for (let n = 0; n < sides; n++) {
    const angle = (n * 2 * Math.PI) / sides;
    const x = cx + radius * Math.sin(angle);
    const y = cy - radius * Math.cos(angle);
    if (n === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** A right-pointing block arrow filling the box, for arrows stored without path data. */
function traceBlockArrow(ctx: Konva.Context, w: number, h: number): void {
  const points = [0, h * 0.3, w * 0.6, h * 0.3, w * 0.6, 0, w, h * 0.5, w * 0.6, h, w * 0.6, h * 0.7, 0, h * 0.7];
  ctx.moveTo(points[0]!, points[1]!);
  for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i]!, points[i + 1]!);
  ctx.closePath();
}

interface ParsedPath {
  segments: ReturnType<typeof Konva.Path.parsePathData>;
  bounds: { x: number; y: number; width: number; height: number };
}

/** Path data parsed and measured once per data string (shapes of one kind share it). */
const parsedPaths = new Map<string, ParsedPath>();

function parsed(data: string): ParsedPath {
  let path = parsedPaths.get(data);
  if (!path) {
    path = { segments: Konva.Path.parsePathData(data), bounds: new Konva.Path({ data }).getSelfRect() };
    parsedPaths.set(data, path);
  }
  return path;
}

/** Path data from its own bounds to the box; the transform only lasts while the outline is traced. */
function tracePathData(ctx: Konva.Context, data: string, width: number, height: number): void {
  const { segments, bounds } = parsed(data);
  const scaleX = bounds.width > 0 ? width / bounds.width : 1;
  const scaleY = bounds.height > 0 ? height / bounds.height : 1;
  ctx.save();
  ctx.transform(scaleX, 0, 0, scaleY, -bounds.x * scaleX, -bounds.y * scaleY);
  for (const { command, points: p } of segments) {
    switch (command) {
      case 'M':
        ctx.moveTo(p[0]!, p[1]!);
        break;
      case 'L':
        ctx.lineTo(p[0]!, p[1]!);
        break;
      case 'C':
        ctx.bezierCurveTo(p[0]!, p[1]!, p[2]!, p[3]!, p[4]!, p[5]!);
        break;
      case 'Q':
        ctx.quadraticCurveTo(p[0]!, p[1]!, p[2]!, p[3]!);
        break;
      case 'A':
        ctx.ellipse(p[0]!, p[1]!, p[2]!, p[3]!, p[6]!, p[4]!, p[4]! + p[5]!, !p[7]);
        break;
      case 'z':
        ctx.closePath();
        break;
    }
  }
  // The points traced so far keep the stretch; the fill and stroke that follow do not.
  ctx.restore();
}
