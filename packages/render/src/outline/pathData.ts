import { Path } from 'konva/lib/shapes/Path.js';
import type { OutlinePath } from './path';

/**
 * SVG path data traced stretched from its own bounds to a box. The data is parsed and measured by
 * Konva's own `Path` (the parser alone: no stage, canvas or DOM), so the editor and the export read
 * commands, arcs and bounds alike.
 *
 * The stretch is applied to the points, not to the pen: PDF forbids changing the matrix inside a
 * path, and a stretched path is stroked with its stored width all round. Arcs become cubic curves
 * of at most a quarter turn, quadratic curves the cubic curve they are (pdfkit's own
 * `quadraticCurveTo` writes PDF's `v`, which is not a quadratic curve).
 */

interface ParsedPath {
  segments: ReturnType<typeof Path.parsePathData>;
  bounds: { x: number; y: number; width: number; height: number };
}

/** Parsed once per data string: shapes of one kind share their data. */
const parsedPaths = new Map<string, ParsedPath>();

function parsed(data: string): ParsedPath {
  let path = parsedPaths.get(data);
  if (!path) {
    path = { segments: Path.parsePathData(data), bounds: new Path({ data }).getSelfRect() };
    parsedPaths.set(data, path);
  }
  return path;
}

/** Traces `data` into the path, its bounds mapped onto (0, 0)-(width, height). */
export function tracePathData(path: OutlinePath, data: string, width: number, height: number): void {
  const { segments, bounds } = parsed(data);
  const sx = bounds.width > 0 ? width / bounds.width : 1;
  const sy = bounds.height > 0 ? height / bounds.height : 1;
  const X = (x: number) => (x - bounds.x) * sx;
  const Y = (y: number) => (y - bounds.y) * sy;
  let started = false;
  // The current point and where its subpath began, in the data's own coordinates.
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const { command, points: p } of segments) {
    switch (command) {
      case 'M':
        path.moveTo(X(p[0]!), Y(p[1]!));
        [x, y, startX, startY] = [p[0]!, p[1]!, p[0]!, p[1]!];
        started = true;
        break;
      case 'L':
        path.lineTo(X(p[0]!), Y(p[1]!));
        [x, y] = [p[0]!, p[1]!];
        break;
      case 'C':
        path.bezierCurveTo(X(p[0]!), Y(p[1]!), X(p[2]!), Y(p[3]!), X(p[4]!), Y(p[5]!));
        [x, y] = [p[4]!, p[5]!];
        break;
      case 'Q': {
        // The same curve as a cubic: its control points two thirds of the way to the quadratic's.
        const [qx, qy, ex, ey] = p as [number, number, number, number];
        path.bezierCurveTo(X(x + (2 / 3) * (qx - x)), Y(y + (2 / 3) * (qy - y)), X(ex + (2 / 3) * (qx - ex)), Y(ey + (2 / 3) * (qy - ey)), X(ex), Y(ey));
        [x, y] = [ex, ey];
        break;
      }
      case 'A': {
        // Konva's arc: centre, radii, start angle, sweep, x-axis rotation, sweep flag.
        const [cx, cy, rx, ry, theta, dTheta, psi] = p as [number, number, number, number, number, number, number];
        for (const [i, c] of arcBeziers(cx, cy, rx, ry, psi, theta, dTheta).entries()) {
          if (i === 0) {
            if (started) path.lineTo(X(c[0]), Y(c[1]));
            else path.moveTo(X(c[0]), Y(c[1]));
            started = true;
          }
          path.bezierCurveTo(X(c[2]), Y(c[3]), X(c[4]), Y(c[5]), X(c[6]), Y(c[7]));
          [x, y] = [c[6], c[7]];
        }
        break;
      }
      case 'z':
        path.closePath();
        [x, y] = [startX, startY];
        break;
    }
  }
}

/** A cubic Bézier piece: its start, two control points and end. */
type Bezier = [number, number, number, number, number, number, number, number];

/**
 * An elliptical arc as cubic Béziers of at most a quarter turn each: [x0 y0 c1x c1y c2x c2y x y]
 * per piece, on the ellipse centred at (cx, cy) with radii rx, ry turned by `psi` radians, from
 * angle `start` through `sweep` radians (the canvas `ellipse` call Konva makes for an arc).
 */
export function arcBeziers(cx: number, cy: number, rx: number, ry: number, psi: number, start: number, sweep: number): Bezier[] {
  const pieces = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
  const step = sweep / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const cosPsi = Math.cos(psi);
  const sinPsi = Math.sin(psi);
  const at = (ex: number, ey: number): [number, number] => [cx + ex * cosPsi - ey * sinPsi, cy + ex * sinPsi + ey * cosPsi];
  const out: Bezier[] = [];
  for (let i = 0; i < pieces; i++) {
    const a = start + i * step;
    const b = a + step;
    const p0 = at(rx * Math.cos(a), ry * Math.sin(a));
    const c1 = at(rx * (Math.cos(a) - k * Math.sin(a)), ry * (Math.sin(a) + k * Math.cos(a)));
    const c2 = at(rx * (Math.cos(b) + k * Math.sin(b)), ry * (Math.sin(b) - k * Math.cos(b)));
    const p3 = at(rx * Math.cos(b), ry * Math.sin(b));
    out.push([...p0, ...c1, ...c2, ...p3]);
  }
  return out;
}
