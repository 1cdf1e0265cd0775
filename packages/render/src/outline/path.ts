/**
 * What a shape outline is traced into: the path calls a Konva (Canvas 2D) context and a pdfkit
 * document both have, with the same arguments. The outline never begins, fills or strokes the
 * path; the caller does, with its own paint.
 */
export interface OutlinePath {
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): unknown;
  rect(x: number, y: number, width: number, height: number): unknown;
  closePath(): unknown;
}

/**
 * How far along the tangent a quarter circle's cubic control points sit, as a share of the radius:
 * pdfkit's constant, so an ellipse or rounded corner traced here is the one its `ellipse` and
 * `roundedRect` wrote before (4/3 tan(π/8)).
 */
export const KAPPA = 4.0 * ((Math.sqrt(2) - 1.0) / 3.0);

/** A closed polygon through flat [x, y, x, y, ...] points. */
export function tracePolygonPoints(path: OutlinePath, points: readonly number[]): void {
  path.moveTo(points[0]!, points[1]!);
  for (let i = 2; i < points.length; i += 2) path.lineTo(points[i]!, points[i + 1]!);
  path.closePath();
}

/**
 * The ellipse centred at (cx, cy) with radii rx, ry: four quarter curves from its left end,
 * clockwise on a y-down page (pdfkit's `ellipse`, point for point).
 */
export function traceEllipse(path: OutlinePath, cx: number, cy: number, rx: number, ry: number): void {
  const x = cx - rx;
  const y = cy - ry;
  const ox = rx * KAPPA;
  const oy = ry * KAPPA;
  const xe = x + rx * 2;
  const ye = y + ry * 2;
  const xm = x + rx;
  const ym = y + ry;
  path.moveTo(x, ym);
  path.bezierCurveTo(x, ym - oy, xm - ox, y, xm, y);
  path.bezierCurveTo(xm + ox, y, xe, ym - oy, xe, ym);
  path.bezierCurveTo(xe, ym + oy, xm + ox, ye, xm, ye);
  path.bezierCurveTo(xm - ox, ye, x, ym + oy, x, ym);
  path.closePath();
}

/**
 * The corner radius a rounded box is drawn with: the stored radius, at most half the box's
 * shorter side, so a short box gets round ends rather than corners that cross. A rectangle shape
 * and a boxed text's background alike (and the text field that edits it in place).
 */
export function boxCornerRadius(radius: number, width: number, height: number): number {
  return Math.max(0, Math.min(radius, Math.abs(width) / 2, Math.abs(height) / 2));
}

/**
 * The box (0, 0)-(width, height) with corners rounded by `cornerRadius` (limited by
 * `boxCornerRadius`): a plain rectangle when that is 0, else straight sides joined by quarter
 * circles, clockwise from the top left corner's end (pdfkit's `roundedRect`, point for point).
 */
export function traceRoundedBox(path: OutlinePath, width: number, height: number, cornerRadius: number): void {
  const radius = boxCornerRadius(cornerRadius, width, height);
  if (radius === 0) {
    path.rect(0, 0, width, height);
    return;
  }
  // pdfkit's own limit: the same as boxCornerRadius's for a box of positive size.
  const r = Math.max(0, Math.min(radius, 0.5 * width, 0.5 * height));
  const c = r * (1.0 - KAPPA);
  const [w, h] = [width, height];
  path.moveTo(r, 0);
  path.lineTo(w - r, 0);
  if (r > 0) path.bezierCurveTo(w - c, 0, w, c, w, r);
  path.lineTo(w, h - r);
  if (r > 0) path.bezierCurveTo(w, h - c, w - c, h, w - r, h);
  path.lineTo(r, h);
  if (r > 0) path.bezierCurveTo(c, h, 0, h - c, 0, h - r);
  path.lineTo(0, r);
  if (r > 0) path.bezierCurveTo(0, c, c, 0, r, 0);
  path.closePath();
}
