import { type Zoom, getScale, useEditor } from '../state/editorStore';
import { canvasArea, scrollCanvasBy } from './canvasScroll';
import { pageOnScreen } from './pageLayers';
import { type Point, pagePointAt, scrollToKeep } from './zoom';

/**
 * Zooming the canvas about a point (spec 001 section 2.5): Ctrl + wheel about the pointer, the
 * zoom menu about the middle of the canvas. Before the zoom we note which page point is under the
 * screen point; once the canvas has been laid out at the new scale, the canvas area scrolls so
 * that the same page point is under it again.
 */

/** The page point to bring back under `screen` after the next layout. */
let anchor: { pageId: string; pagePoint: Point; screen: Point } | null = null;

/** The page whose slot is under the screen point's height, or else the nearest one on screen. */
function pageNearest(element: HTMLElement, screen: Point): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const slot of element.querySelectorAll<HTMLElement>('[data-page-id]')) {
    const id = slot.dataset.pageId!;
    if (!pageOnScreen(id)) continue;
    const box = slot.getBoundingClientRect();
    const distance = screen.y < box.top ? box.top - screen.y : screen.y > box.bottom ? screen.y - box.bottom : 0;
    if (distance < bestDistance) {
      best = id;
      bestDistance = distance;
    }
  }
  return best;
}

/** Sets the zoom, keeping the page point under `screen` (default: the canvas's centre) in place. */
export function zoomAbout(zoom: Zoom, screen?: Point): void {
  const editor = useEditor.getState();
  anchor = null;
  const area = canvasArea();
  const target = zoom === 'fit' ? editor.fitScale : zoom;
  if (area && target !== getScale()) {
    const box = area.getBoundingClientRect();
    const at = screen ?? { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const pageId = pageNearest(area, at);
    const placed = pageId ? pageOnScreen(pageId) : null;
    if (pageId && placed) anchor = { pageId, pagePoint: pagePointAt(at, placed.origin, placed.scale), screen: at };
  }
  editor.setZoom(zoom);
}

/**
 * Called by the canvas area after it has been laid out at a new scale: scrolls so that the
 * anchored page point is back under its screen point. Returns whether it scrolled.
 */
export function restoreZoomAnchor(): boolean {
  const pending = anchor;
  anchor = null;
  const area = canvasArea();
  if (!pending || !area) return false;
  const placed = pageOnScreen(pending.pageId);
  if (!placed || Math.abs(placed.scale - getScale()) > 1e-9) return false;
  const by = scrollToKeep(pending.pagePoint, pending.screen, placed.origin, placed.scale);
  scrollCanvasBy(area, by.x, by.y);
  return true;
}
