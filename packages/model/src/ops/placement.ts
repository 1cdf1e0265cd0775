import { ADD_START_PX, ADD_STEP_PX } from '../constants';
import type { DesignContent } from '../document/content';
import { toPx } from '../units';

/** The page's size in base-scale px. */
export function pageSizePx(content: DesignContent): { width: number; height: number } {
  const { flatWidth, flatHeight, units } = content.layoutDimensions;
  return { width: toPx(flatWidth, units), height: toPx(flatHeight, units) };
}

/** Assets of a page other than its background. */
export function foregroundAssets(content: DesignContent, pageId: string) {
  return content.assets.filter((a) => a.pageId === pageId && a.type !== 'background');
}

/**
 * Where the next added asset goes (spec 001 section 4.7): x and y start at 50 and step 30 with
 * each asset already on the page; when that would push the asset off the page, start again at 50.
 */
export function nextPlacement(content: DesignContent, pageId: string, size: { width: number; height: number }): { x: number; y: number } {
  const page = pageSizePx(content);
  const n = foregroundAssets(content, pageId).length;
  const fits = (steps: number) => {
    const at = ADD_START_PX + ADD_STEP_PX * steps;
    return at + Math.min(size.width, page.width) <= page.width && at + Math.min(size.height, page.height) <= page.height;
  };
  let steps = n;
  if (!fits(steps)) {
    // How many steps fit on this page; wrap around within them.
    let room = 0;
    while (fits(room + 1) && room < 1000) room += 1;
    steps = n % (room + 1);
  }
  const at = ADD_START_PX + ADD_STEP_PX * steps;
  return { x: at, y: at };
}

/** The z-order for a new asset on the page: above everything, background excluded (it is 0). */
export function nextZIndex(content: DesignContent, pageId: string): number {
  return foregroundAssets(content, pageId).reduce((max, a) => Math.max(max, a.zIndex), 0) + 1;
}
