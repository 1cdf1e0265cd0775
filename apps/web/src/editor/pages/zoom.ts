import { ZOOM_CHOICES_PERCENT } from '@layout/model';

/**
 * Zoom arithmetic of the canvas (spec 001 section 2.5): the range of the zoom menu, Ctrl + wheel
 * steps, and the scroll correction that keeps the point under the pointer where it was.
 */

export interface Point {
  x: number;
  y: number;
}

/** Ctrl + wheel stays within the zoom menu's choices, 10% to 600%. */
export const MIN_ZOOM = ZOOM_CHOICES_PERCENT[0] / 100;
export const MAX_ZOOM = ZOOM_CHOICES_PERCENT[ZOOM_CHOICES_PERCENT.length - 1]! / 100;

/** Zoom factor per wheel pixel: one mouse-wheel notch (100 px) zooms by about 18%. */
const WHEEL_ZOOM_RATE = 0.002;
/** WheelEvent.deltaMode values and the pixels one unit of each is worth. */
const WHEEL_UNIT_PX = [1, 16, 800] as const;

export function clampZoom(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/**
 * The scale after a Ctrl + wheel event. Exponential, so a trackpad pinch (many small deltas) and a
 * mouse wheel (few large ones) feel alike, and zooming in then out by the same amount returns.
 */
export function wheelZoom(scale: number, deltaY: number, deltaMode = 0): number {
  const px = deltaY * (WHEEL_UNIT_PX[deltaMode as 0 | 1 | 2] ?? 1);
  return clampZoom(scale * Math.exp(-px * WHEEL_ZOOM_RATE));
}

/** The page point (page px) under a screen point, for a page whose (0, 0) is at `origin` on screen. */
export function pagePointAt(screen: Point, origin: Point, scale: number): Point {
  return { x: (screen.x - origin.x) / scale, y: (screen.y - origin.y) / scale };
}

/**
 * How far to scroll so that `pagePoint` comes back under `screen` once the page's (0, 0) has moved
 * to `newOrigin` at `newScale`. Add the result to scrollLeft and scrollTop.
 */
export function scrollToKeep(pagePoint: Point, screen: Point, newOrigin: Point, newScale: number): Point {
  return { x: newOrigin.x + pagePoint.x * newScale - screen.x, y: newOrigin.y + pagePoint.y * newScale - screen.y };
}

/**
 * The 'Fit' scale: the largest at which one whole page, with what surrounds it at every scale
 * (rulers, header, padding: `fixed`) and what grows with the scale (the page and its bleed:
 * `perScale`, screen px at scale 1), shows in the area. Never below the smallest zoom choice.
 */
export function fitScale(area: { width: number; height: number }, fixed: { width: number; height: number }, perScale: { width: number; height: number }): number {
  const fit = Math.min((area.width - fixed.width) / perScale.width, (area.height - fixed.height) / perScale.height);
  return Number.isFinite(fit) ? clampZoom(fit) : 1;
}
