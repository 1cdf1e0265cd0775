import { canvasArea, scrollCanvasBy } from '../pages/canvasScroll';
import { stageOf } from './stages';

/**
 * Assets selected from the keyboard are brought into view (issue 25): zoomed in, Tab may select
 * an asset outside the scrolled canvas area, and a selection nobody can see helps no one.
 */

/** A box on screen (client px). */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept between a revealed asset and the edge of the view, in screen px: its handles show. */
const REVEAL_MARGIN_PX = 24;

/** The scroll along one axis that brings [start, end] inside [viewStart, viewEnd] less the margin. */
function axisScroll(start: number, end: number, viewStart: number, viewEnd: number, margin: number): number {
  const low = viewStart + margin;
  const high = viewEnd - margin;
  if (end - start > high - low) {
    // Larger than the view: its start shows, unless it already fills the view.
    return start <= viewStart && end >= viewEnd ? 0 : start - low;
  }
  if (start < low) return start - low;
  if (end > high) return end - high;
  return 0;
}

/**
 * The smallest scroll (added to scrollLeft and scrollTop) that shows `box` inside `view` with
 * `margin` around it; 0, 0 when it already shows. A box larger than the view shows its top-left.
 */
export function scrollToReveal(box: ScreenBox, view: ScreenBox, margin = REVEAL_MARGIN_PX): { dx: number; dy: number } {
  return { dx: axisScroll(box.left, box.right, view.left, view.right, margin), dy: axisScroll(box.top, box.bottom, view.top, view.bottom, margin) };
}

/** The assets' box on screen, as their page's stage draws them; undefined when none is drawn. */
function drawnBox(pageId: string, assetIds: readonly string[]): ScreenBox | undefined {
  const stage = stageOf(pageId);
  if (!stage) return undefined;
  const container = stage.container().getBoundingClientRect();
  let box: ScreenBox | undefined;
  for (const id of assetIds) {
    const node = stage.findOne(`#${id}`);
    if (!node) continue;
    // In the stage's pixels, from its top-left corner: shifted by where the stage is on screen.
    const rect = node.getClientRect();
    const left = container.left + rect.x;
    const top = container.top + rect.y;
    const right = left + rect.width;
    const bottom = top + rect.height;
    box = box
      ? { left: Math.min(box.left, left), top: Math.min(box.top, top), right: Math.max(box.right, right), bottom: Math.max(box.bottom, bottom) }
      : { left, top, right, bottom };
  }
  return box;
}

/** Scrolls the canvas area as little as it takes to show the assets (the editor's own scroll: the active page stays). */
export function revealAssets(pageId: string, assetIds: readonly string[]): void {
  const area = canvasArea();
  const box = drawnBox(pageId, assetIds);
  if (!area || !box) return;
  const bounds = area.getBoundingClientRect();
  // The view without the area's scroll bars.
  const view = { left: bounds.left, top: bounds.top, right: bounds.left + area.clientWidth, bottom: bounds.top + area.clientHeight };
  const { dx, dy } = scrollToReveal(box, view);
  if (dx !== 0 || dy !== 0) scrollCanvasBy(area, dx, dy);
}
