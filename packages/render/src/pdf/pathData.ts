import { Path } from 'konva/lib/shapes/Path.js';
import type { Pdf } from './paint';

/**
 * SVG path data traced into a PDF, stretched from its own bounds to a box. The data is parsed
 * and measured by Konva's own `Path`, the parser the editor draws the same shape with
 * (apps/web/src/editor/assets/shapeOutline.ts), so commands, arcs and bounds agree exactly.
 *
 * The stretch is applied to the points, not to the pen: PDF forbids changing the matrix inside a
 * path, and the editor strokes a stretched path with its stored width all round.
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

/** Traces `data` into the current path, its bounds mapped onto (0, 0)-(width, height). */
export function tracePathData(doc: Pdf, data: string, width: number, height: number): void {
  const { segments, bounds } = parsed(data);
  const sx = bounds.width > 0 ? width / bounds.width : 1;
  const sy = bounds.height > 0 ? height / bounds.height : 1;
  const X = (x: number) => (x - bounds.x) * sx;
  const Y = (y: number) => (y - bounds.y) * sy;
  let started = false;
  for (const { command, points: p } of segments) {
    switch (command) {
      case 'M':
        doc.moveTo(X(p[0]!), Y(p[1]!));
        started = true;
        break;
      case 'L':
        doc.lineTo(X(p[0]!), Y(p[1]!));
        break;
      case 'C':
        doc.bezierCurveTo(X(p[0]!), Y(p[1]!), X(p[2]!), Y(p[3]!), X(p[4]!), Y(p[5]!));
        break;
      case 'Q':
        doc.quadraticCurveTo(X(p[0]!), Y(p[1]!), X(p[2]!), Y(p[3]!));
        break;
      case 'A': {
        // Konva's arc: centre, radii, start angle, sweep, x-axis rotation, sweep flag.
        const [cx, cy, rx, ry, theta, dTheta, psi] = p as [number, number, number, number, number, number, number];
        for (const [i, c] of arcBeziers(cx, cy, rx, ry, psi, theta, dTheta).entries()) {
          if (i === 0) {
            if (started) doc.lineTo(X(c[0]), Y(c[1]));
            else doc.moveTo(X(c[0]), Y(c[1]));
            started = true;
          }
          doc.bezierCurveTo(X(c[2]), Y(c[3]), X(c[4]), Y(c[5]), X(c[6]), Y(c[7]));
        }
        break;
      }
      case 'z':
        doc.closePath();
        break;
    }
  }
}

/** A cubic Bézier piece: its start, two control points and end. */
export type Bezier = [number, number, number, number, number, number, number, number];

/**
 * An elliptical arc as cubic Béziers of at most a quarter turn each: [x0 y0 c1x c1y c2x c2y x y]
 * per piece, on the ellipse centred at (cx, cy) with radii rx, ry turned by `psi` radians, from
 * angle `start` through `sweep` radians (the canvas `ellipse` call the editor makes).
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
