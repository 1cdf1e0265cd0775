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

/**
 * Runs an add operation and centres what it added on `point` (page px): an item dragged from a
 * sidebar panel lands where it was let go (spec 001 section 1: "drag or click assets from a left
 * sidebar onto pages"). One operation, so one undo step. Nothing added: the same content.
 */
export function addAt(content: DesignContent, add: (content: DesignContent) => DesignContent, point: { x: number; y: number }): DesignContent {
  const next = add(content);
  if (next === content) return content;
  const before = new Set(content.assets.map((a) => a.id));
  const added = next.assets.filter((a) => !before.has(a.id));
  if (added.length === 0) return next;
  const left = Math.min(...added.map((a) => a.x));
  const top = Math.min(...added.map((a) => a.y));
  const right = Math.max(...added.map((a) => a.x + a.width));
  const bottom = Math.max(...added.map((a) => a.y + a.height));
  const dx = point.x - (left + right) / 2;
  const dy = point.y - (top + bottom) / 2;
  const ids = new Set(added.map((a) => a.id));
  return { ...next, assets: next.assets.map((a) => (ids.has(a.id) ? { ...a, x: a.x + dx, y: a.y + dy } : a)) };
}
