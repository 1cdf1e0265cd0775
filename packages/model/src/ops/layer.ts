import type { Asset, BackgroundAsset } from '../assets';
import { newId } from '../assets/common';
import type { DesignContent } from '../document/content';

/**
 * Stacking order (spec 001 section 4.6): the background sits at 0, one per page; the other assets
 * of a page are numbered 1, 2, 3... The LAYERING popup and the Arrange tools change that order,
 * always ignoring the background.
 */

/** The LAYERING popup's actions: set max (to front), set min (to back), increment, decrement. */
export const LAYER_ACTIONS = ['max', 'min', 'increment', 'decrement'] as const;
/** One of the LAYERING popup's actions. */
export type LayerAction = (typeof LAYER_ACTIONS)[number];

/**
 * The assets a layering action moves: the listed ones plus the members of listed groups, so a
 * group moves as one, and a group whose members are all listed, so its container follows them.
 * Backgrounds are never moved (they stay at 0).
 */
function movedIds(content: DesignContent, assetIds: readonly string[]): Set<string> {
  const listed = new Set(assetIds);
  const memberOfListed = new Set(content.assets.flatMap((a) => (a.type === 'group' && listed.has(a.id) ? a.memberIds : [])));
  const moved = new Set<string>();
  for (const asset of content.assets) {
    if (asset.type === 'background') continue;
    const inGroup = asset.groupId !== undefined && listed.has(asset.groupId);
    if (listed.has(asset.id) || memberOfListed.has(asset.id) || inGroup) moved.add(asset.id);
  }
  for (const asset of content.assets) {
    if (asset.type === 'group' && asset.memberIds.length > 0 && asset.memberIds.every((id) => moved.has(id))) moved.add(asset.id);
  }
  return moved;
}

/** Swaps neighbours so each moved asset passes one unmoved asset in `direction`; blocks move together. */
function stepOnce(stack: Asset[], moved: Set<string>, direction: 1 | -1): Asset[] {
  const next = [...stack];
  const swap = (i: number, j: number) => {
    [next[i], next[j]] = [next[j]!, next[i]!];
  };
  if (direction === 1) {
    // From the top down, so a block of moved assets climbs past one asset as a whole.
    for (let i = next.length - 2; i >= 0; i--) if (moved.has(next[i]!.id) && !moved.has(next[i + 1]!.id)) swap(i, i + 1);
  } else {
    for (let i = 1; i < next.length; i++) if (moved.has(next[i]!.id) && !moved.has(next[i - 1]!.id)) swap(i, i - 1);
  }
  return next;
}

/** Whether a moved asset sits between two members of a saved group it is not part of. */
function splitsAGroup(stack: readonly Asset[], moved: Set<string>): boolean {
  const seen = new Map<string, { first: number; last: number }>();
  stack.forEach((a, i) => {
    if (a.groupId === undefined || moved.has(a.id)) return;
    const span = seen.get(a.groupId);
    seen.set(a.groupId, span ? { first: span.first, last: i } : { first: i, last: i });
  });
  return stack.some((a, i) => moved.has(a.id) && [...seen.values()].some((span) => span.first < i && i < span.last));
}

/**
 * One step forward or backward that passes a saved group whole: stepping into a group's members
 * goes on until past them, so an asset never ends up between the parts of a group (a rectangle
 * over a group's circle but under its star), which no group action could put right.
 */
function stepPastGroups(stack: Asset[], moved: Set<string>, direction: 1 | -1): Asset[] {
  let next = stepOnce(stack, moved, direction);
  for (let guard = 0; guard < stack.length && splitsAGroup(next, moved) && !splitsAGroup(stack, moved); guard++) {
    const further = stepOnce(next, moved, direction);
    if (further.every((a, i) => a === next[i])) break;
    next = further;
  }
  return next;
}

/** A page's stack (bottom first, background excluded) after the action. */
function reorder(stack: Asset[], moved: Set<string>, action: LayerAction): Asset[] {
  const chosen = stack.filter((a) => moved.has(a.id));
  const others = stack.filter((a) => !moved.has(a.id));
  switch (action) {
    case 'max':
      return [...others, ...chosen];
    case 'min':
      return [...chosen, ...others];
    case 'increment':
      return stepPastGroups(stack, moved, 1);
    case 'decrement':
      return stepPastGroups(stack, moved, -1);
  }
}

/**
 * Gives the assets the z-orders in `zById` (pages not in `pages` untouched, backgrounds of those
 * pages at 0). Unchanged assets keep their identity; when nothing changes the same content is returned.
 */
function withZIndexes(content: DesignContent, pages: Set<string>, zById: Map<string, number>): DesignContent {
  let changed = false;
  const assets = content.assets.map((asset) => {
    if (!pages.has(asset.pageId)) return asset;
    const zIndex = asset.type === 'background' ? 0 : zById.get(asset.id)!;
    if (asset.zIndex === zIndex) return asset;
    changed = true;
    return { ...asset, zIndex };
  });
  return changed ? { ...content, assets } : content;
}

/**
 * Changes the stacking order of the selected assets (the LAYERING popup, spec 001 section 4.6):
 * - `max` brings them to the front, `min` sends them to the back (just above the background);
 * - `increment` moves each one step forward, past the next unselected asset; `decrement` one step
 *   backward; a selected asset already at the top (bottom) stays there.
 * A multi-selection keeps its relative order; a group moves with its members. Backgrounds are
 * ignored and stay at 0. The pages concerned come out numbered consecutively from 1. Returns the
 * same content when the order does not change.
 */
export function setLayer(content: DesignContent, args: { assetIds: readonly string[]; action: LayerAction }): DesignContent {
  const moved = movedIds(content, args.assetIds);
  if (moved.size === 0) return content;
  const pages = new Set(content.assets.filter((a) => moved.has(a.id)).map((a) => a.pageId));
  const zById = new Map<string, number>();
  for (const pageId of pages) {
    const stack = content.assets.filter((a) => a.pageId === pageId && a.type !== 'background').sort((a, b) => a.zIndex - b.zIndex);
    reorder(stack, moved, args.action).forEach((asset, i) => void zById.set(asset.id, i + 1));
  }
  return withZIndexes(content, pages, zById);
}

/** Bring to front (Arrange): the selection goes above every other asset of its page. */
export function bringToFront(content: DesignContent, args: { assetIds: readonly string[] }): DesignContent {
  return setLayer(content, { ...args, action: 'max' });
}

/** Send to back (Arrange): the selection goes just above the background. */
export function sendToBack(content: DesignContent, args: { assetIds: readonly string[] }): DesignContent {
  return setLayer(content, { ...args, action: 'min' });
}

/** Bring forward (Arrange): the selection moves one step up. */
export function bringForward(content: DesignContent, args: { assetIds: readonly string[] }): DesignContent {
  return setLayer(content, { ...args, action: 'increment' });
}

/** Send backward (Arrange): the selection moves one step down. */
export function sendBackward(content: DesignContent, args: { assetIds: readonly string[] }): DesignContent {
  return setLayer(content, { ...args, action: 'decrement' });
}

/**
 * A page background as the caller gives it: the operation sets its page, type and order 0, and a
 * new id unless one is given.
 */
export type BackgroundInput = Omit<BackgroundAsset, 'id' | 'type' | 'pageId' | 'zIndex'> & { id?: string };

/**
 * Sets a page's background (spec 001 section 4.6: "The background sits at order 0, one per
 * page"): every background the page had is removed and the new one is appended at order 0, so
 * `addedAssets` finds it. The other assets keep their order. Unknown pages leave the content as it is.
 */
export function setPageBackground(content: DesignContent, args: { pageId: string; background: BackgroundInput }): DesignContent {
  const { pageId } = args;
  if (!content.pages.some((p) => p.id === pageId)) return content;
  const id = args.background.id ?? newId();
  const background: BackgroundAsset = { ...args.background, id, type: 'background', pageId, zIndex: 0 };
  const kept = content.assets.filter((a) => !(a.pageId === pageId && a.type === 'background'));
  return { ...content, assets: [...kept, background] };
}
