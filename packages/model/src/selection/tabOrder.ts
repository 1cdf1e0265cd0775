import type { DesignContent } from '../document/content';
import { assetsOnPage } from '../ops/collection';

/**
 * Selecting from the keyboard (issue 25; docs/decisions.md, "Assets selected from the keyboard"):
 * while a page's canvas has the focus, Tab selects the page's next asset and Shift+Tab the
 * previous one, in stacking order from the back to the front, round and round. The order holds
 * what a click can select: every drawn asset, the background and locked assets included (a click
 * selects them too, to change or free them), a saved group as one stop (a click on a member
 * selects all of it), group containers not at all (they are not drawn).
 */

/** One stop of a page's keyboard order: what one Tab selects. */
export interface TabStop {
  /** The asset's id, or its saved group's. */
  key: string;
  /** What it selects: the asset, or every drawn member of the group, in stacking order. */
  assetIds: string[];
}

/** Which way a key moves through the order: Tab goes to the next stop, Shift+Tab to the previous. */
export type TabDirection = 'next' | 'previous';

/** The page's stops in stacking order, the back first: a group stands where its lowest member does. */
export function tabStops(content: DesignContent, pageId: string): TabStop[] {
  const stops = new Map<string, string[]>();
  for (const asset of assetsOnPage(content, pageId)) {
    if (asset.type === 'group') continue;
    const key = asset.groupId ?? asset.id;
    const stop = stops.get(key);
    if (stop) stop.push(asset.id);
    else stops.set(key, [asset.id]);
  }
  return [...stops].map(([key, assetIds]) => ({ key, assetIds }));
}

/** The indexes of the stops the selection touches, in order. */
function touchedStops(stops: readonly TabStop[], selectedIds: readonly string[]): number[] {
  const selected = new Set(selectedIds);
  return stops.flatMap((stop, index) => (stop.assetIds.some((id) => selected.has(id)) ? [index] : []));
}

/**
 * Where the selection stands in the page's order, for "2 of 5": its stop's index (from 0) and the
 * number of stops. Undefined unless the selection is exactly one stop of the page.
 */
export function tabPosition(content: DesignContent, pageId: string, selectedIds: readonly string[]): { index: number; count: number } | undefined {
  const stops = tabStops(content, pageId);
  const touched = touchedStops(stops, selectedIds);
  if (touched.length !== 1) return undefined;
  const stop = stops[touched[0]!]!;
  const inStop = new Set(stop.assetIds);
  // Drawn assets selected besides the stop's own (on another page, say) make it more than one
  // stop; a group's container, selected with its members, is not drawn.
  const drawn = (id: string) => content.assets.some((a) => a.id === id && a.type !== 'group');
  if (selectedIds.some((id) => drawn(id) && !inStop.has(id))) return undefined;
  return { index: touched[0]!, count: stops.length };
}

/**
 * The stop Tab (`next`) or Shift+Tab (`previous`) selects on the page: the one after the
 * selection's front-most stop (before its back-most), wrapping round at the ends; with nothing of
 * the page selected, the back-most (the front-most). Undefined when the page has no assets.
 */
export function adjacentTabStop(
  content: DesignContent,
  args: { pageId: string; selectedIds: readonly string[]; direction: TabDirection },
): { stop: TabStop; index: number; count: number } | undefined {
  const stops = tabStops(content, args.pageId);
  const count = stops.length;
  if (count === 0) return undefined;
  const touched = touchedStops(stops, args.selectedIds);
  let index: number;
  if (touched.length === 0) index = args.direction === 'next' ? 0 : count - 1;
  else if (args.direction === 'next') index = (touched.at(-1)! + 1) % count;
  else index = (touched[0]! - 1 + count) % count;
  return { stop: stops[index]!, index, count };
}
