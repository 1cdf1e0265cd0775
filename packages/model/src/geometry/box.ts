/**
 * Plane geometry of assets at base scale. An asset is drawn as Konva draws a node: its local
 * box (0,0)-(width*scaleX, height*scaleY) is rotated by `rotation` degrees (clockwise, y down)
 * about its (x, y) point. A negative scale (a flip) extends the box to the left or upwards.
 */
export interface Point {
  x: number;
  y: number;
}
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** The geometric fields every asset has. */
export interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
}

const RAD = Math.PI / 180;

/** `point` turned by `degrees` (clockwise on screen) about `origin`. */
export function rotatePoint(point: Point, origin: Point, degrees: number): Point {
  if (degrees % 360 === 0) return { x: point.x, y: point.y };
  const cos = Math.cos(degrees * RAD);
  const sin = Math.sin(degrees * RAD);
  const dx = point.x - origin.x;
  const dy = point.y - origin.y;
  return { x: origin.x + dx * cos - dy * sin, y: origin.y + dx * sin + dy * cos };
}

/** The four corners of an asset on the page: top-left, top-right, bottom-right, bottom-left of its local box. */
export function assetCorners(asset: Placed): [Point, Point, Point, Point] {
  const w = asset.width * asset.scaleX;
  const h = asset.height * asset.scaleY;
  const origin = { x: asset.x, y: asset.y };
  const local: Point[] = [
    { x: asset.x, y: asset.y },
    { x: asset.x + w, y: asset.y },
    { x: asset.x + w, y: asset.y + h },
    { x: asset.x, y: asset.y + h },
  ];
  return local.map((p) => rotatePoint(p, origin, asset.rotation)) as [Point, Point, Point, Point];
}

/** The centre of an asset on the page. */
export function assetCenter(asset: Placed): Point {
  const [a, , c] = assetCorners(asset);
  return { x: (a.x + c.x) / 2, y: (a.y + c.y) / 2 };
}

/** The smallest axis-aligned box holding the points. */
export function boundsOfPoints(points: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The axis-aligned box an asset covers on the page, rotation and flips included. */
export function assetBounds(asset: Placed): Box {
  // Most assets are not rotated: their box straight from the corners' coordinates, without making
  // the four corner points (print warnings ask for every asset's box on every change).
  if (asset.rotation % 360 === 0) {
    const right = asset.x + asset.width * asset.scaleX;
    const bottom = asset.y + asset.height * asset.scaleY;
    const x = Math.min(asset.x, right);
    const y = Math.min(asset.y, bottom);
    return { x, y, width: Math.max(asset.x, right) - x, height: Math.max(asset.y, bottom) - y };
  }
  return boundsOfPoints(assetCorners(asset));
}

/** The axis-aligned box around several assets (a selection); undefined for none. */
export function selectionBounds(assets: readonly Placed[]): Box | undefined {
  if (assets.length === 0) return undefined;
  return boundsOfPoints(assets.flatMap(assetCorners));
}

/** Whether two axis-aligned boxes overlap or touch. */
export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** Whether a point lies inside (or on the edge of) a box. */
export function boxContains(box: Box, p: Point): boolean {
  return p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
}
