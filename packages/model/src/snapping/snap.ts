import { SNAP_DISTANCE_PX } from '../constants';
import type { DesignContent } from '../document/content';
import { assetBounds, type Box } from '../geometry/box';
import { pageGeometry } from '../geometry/page';
import { assetsOnPage } from '../ops/collection';
import { expandToGroups } from '../selection/select';

/**
 * Snapping of a moving box to the page's guides and the other assets (spec 001 section 4.13,
 * "Snap distance 5 px for guides and resize"). Pure: the canvas passes the dragged box and draws
 * the returned lines.
 */

/** A line something can snap to: at `position` on one axis, drawn from `start` to `end` on the other. */
export interface SnapGuide {
  position: number;
  start: number;
  end: number;
  /** A page guide (trim, bleed, margin, column, centre) or another asset's edge or centre. */
  source: 'page' | 'asset';
}

/** Vertical guides (x positions) and horizontal guides (y positions). */
export interface SnapTargets {
  vertical: SnapGuide[];
  horizontal: SnapGuide[];
}

/** A snap line to draw while dragging. */
export interface SnapLine {
  orientation: 'vertical' | 'horizontal';
  position: number;
  start: number;
  end: number;
}

/** Which parts of the moving box may snap on an axis: its left/top, centre, right/bottom. */
export type SnapAnchor = 'start' | 'center' | 'end';
const ALL_ANCHORS: readonly SnapAnchor[] = ['start', 'center', 'end'];

/** Rounding left after adding an offset must not hide a line that was snapped to. */
const ON_LINE = 1e-6;

/**
 * The offset that snaps `moving` to the targets, and the lines to draw. Each axis snaps on its
 * own to the closest target within `distance` of the box's start, centre or end (on a tie the
 * earlier anchor and target win). `distance` is in the same px as the boxes: at zoom z pass
 * 5 / z for 5 screen px. A resize handle passes only the anchor of the edge it drags.
 */
export function snapBox(
  moving: Box,
  targets: SnapTargets,
  distance: number = SNAP_DISTANCE_PX,
  anchors: { x?: readonly SnapAnchor[]; y?: readonly SnapAnchor[] } = {},
): { dx: number; dy: number; lines: SnapLine[] } {
  const xs = anchorValues(moving.x, moving.width, anchors.x ?? ALL_ANCHORS);
  const ys = anchorValues(moving.y, moving.height, anchors.y ?? ALL_ANCHORS);
  const dx = closestOffset(xs, targets.vertical, distance);
  const dy = closestOffset(ys, targets.horizontal, distance);
  const moved = { x: moving.x + dx, y: moving.y + dy, width: moving.width, height: moving.height };
  return {
    dx,
    dy,
    lines: [
      ...linesAt(
        xs.map((x) => x + dx),
        targets.vertical,
        'vertical',
        moved.y,
        moved.y + moved.height,
      ),
      ...linesAt(
        ys.map((y) => y + dy),
        targets.horizontal,
        'horizontal',
        moved.x,
        moved.x + moved.width,
      ),
    ],
  };
}

function anchorValues(start: number, size: number, anchors: readonly SnapAnchor[]): number[] {
  // A box with a negative size (dragged up or left) still has its start at the smaller value.
  const low = Math.min(start, start + size);
  const length = Math.abs(size);
  return anchors.map((a) => (a === 'start' ? low : a === 'center' ? low + length / 2 : low + length));
}

/**
 * A list of guides sorted by position, with each guide's place in the list it came from (ties go
 * to the earlier one). Sorted once per list: a drag tests the same targets on every move, and a
 * page of 3,000 assets has 9,000 guides per axis; each move then looks only at the few guides
 * near the box (binary search) instead of at all of them.
 */
interface SortedGuides {
  positions: Float64Array;
  order: Uint32Array;
}

const sortedLists = new WeakMap<readonly SnapGuide[], SortedGuides>();

function sorted(guides: readonly SnapGuide[]): SortedGuides {
  let list = sortedLists.get(guides);
  if (!list) {
    // A drag's targets come in order already (pageSnapGuides, filtered): its first move then
    // reads them once instead of sorting thousands (about 6 ms of that move on 1,000 assets).
    const order = inOrder(guides) ? Uint32Array.from(guides.keys()) : Uint32Array.from(guides.keys()).sort((a, b) => guides[a]!.position - guides[b]!.position || a - b);
    list = { positions: Float64Array.from(order, (i) => guides[i]!.position), order };
    sortedLists.set(guides, list);
  }
  return list;
}

function inOrder(guides: readonly SnapGuide[]): boolean {
  for (let i = 1; i < guides.length; i++) if (guides[i]!.position < guides[i - 1]!.position) return false;
  return true;
}

/** The index of the first sorted guide at or after `position`. */
function firstAtOrAfter(positions: Float64Array, position: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (positions[mid]! < position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The original indexes of the guides within `distance` of `value`. */
function* guidesNear(list: SortedGuides, value: number, distance: number): Generator<number> {
  for (let k = firstAtOrAfter(list.positions, value - distance); k < list.positions.length && list.positions[k]! <= value + distance; k++) {
    yield list.order[k]!;
  }
}

function closestOffset(values: readonly number[], guides: readonly SnapGuide[], distance: number): number {
  const list = sorted(guides);
  let best = 0;
  let bestDistance = Infinity;
  for (const value of values) {
    // The closest guide for this anchor (the earlier guide on a tie); a later anchor must be closer.
    let offset = 0;
    let nearest = Infinity;
    let nearestIndex = Infinity;
    for (const index of guidesNear(list, value, distance)) {
      const candidate = guides[index]!.position - value;
      const away = Math.abs(candidate);
      if (away < nearest || (away === nearest && index < nearestIndex)) {
        offset = candidate;
        nearest = away;
        nearestIndex = index;
      }
    }
    if (nearest < bestDistance) {
      best = offset;
      bestDistance = nearest;
    }
  }
  return best;
}

/** One line per guide the moved box now lies on, long enough to join the guide and the box. */
function linesAt(values: readonly number[], guides: readonly SnapGuide[], orientation: SnapLine['orientation'], from: number, to: number): SnapLine[] {
  const list = sorted(guides);
  const touching = new Set<number>();
  for (const value of values) for (const index of guidesNear(list, value, ON_LINE)) touching.add(index);
  const lines = new Map<number, SnapLine>();
  for (const index of [...touching].sort((a, b) => a - b)) {
    const guide = guides[index]!;
    const known = lines.get(guide.position);
    const start = Math.min(from, guide.start, known?.start ?? Infinity);
    const end = Math.max(to, guide.end, known?.end ?? -Infinity);
    lines.set(guide.position, { orientation, position: guide.position, start, end });
  }
  return [...lines.values()];
}

/**
 * What a box dragged on a page snaps to: the trim and bleed edges, the margins, the column edges
 * and the page's centre lines (drawn across the bleed box), then every other asset's edges and
 * centre (its rotated bounds). The excluded assets (the ones being moved) and their whole groups
 * are left out, and so are the background (its edges are the page's) and group containers.
 * The guides come sorted by position (ties in the order above), taken from pageSnapGuides.
 */
export function snapTargetsFor(content: DesignContent, pageId: string, excludeIds: Iterable<string>): SnapTargets {
  const all = pageSnapGuides(content, pageId);
  const excluded = new Set(expandToGroups(content, excludeIds).map((a) => a.id));
  const kept = (guides: readonly OwnedGuide[]) => guides.filter((g) => g.owner === null || !excluded.has(g.owner));
  return { vertical: kept(all.vertical), horizontal: kept(all.horizontal) };
}

/** A guide with the asset it comes from (null for the page's own). */
export interface OwnedGuide extends SnapGuide {
  owner: string | null;
}

const pageGuides = new WeakMap<DesignContent, Map<string, { vertical: OwnedGuide[]; horizontal: OwnedGuide[] }>>();

/**
 * Every guide of a page, its assets' included, sorted by position: what snapTargetsFor filters.
 * Kept per version of the content (the content is never changed in place), so the editor can
 * work it out while idle after a change and the next drag starts without it: on a page of 1,000
 * assets it was a good part of a drag's first frame (3,000 guides per axis made and sorted).
 */
export function pageSnapGuides(content: DesignContent, pageId: string): { vertical: readonly OwnedGuide[]; horizontal: readonly OwnedGuide[] } {
  let pages = pageGuides.get(content);
  if (!pages) {
    pages = new Map();
    pageGuides.set(content, pages);
  }
  let guides = pages.get(pageId);
  if (guides) return guides;
  const page = pageGeometry(content.layoutDimensions);
  const { bleed } = page;
  const pageBoxes = [page.trim, page.bleed, page.margin, ...page.columns];
  const pageGuide = (position: number, start: number, end: number): OwnedGuide => ({ position, start, end, source: 'page', owner: null });
  const vertical = [...pageBoxes.flatMap((b) => [b.x, b.x + b.width]), page.center.x].map((x) => pageGuide(x, bleed.y, bleed.y + bleed.height));
  const horizontal = [...pageBoxes.flatMap((b) => [b.y, b.y + b.height]), page.center.y].map((y) => pageGuide(y, bleed.x, bleed.x + bleed.width));
  for (const asset of assetsOnPage(content, pageId)) {
    if (asset.type === 'background' || asset.type === 'group') continue;
    const b = assetBounds(asset);
    const owner = asset.id;
    for (const x of [b.x, b.x + b.width / 2, b.x + b.width]) vertical.push({ position: x, start: b.y, end: b.y + b.height, source: 'asset', owner });
    for (const y of [b.y, b.y + b.height / 2, b.y + b.height]) horizontal.push({ position: y, start: b.x, end: b.x + b.width, source: 'asset', owner });
  }
  // A stable sort: equal positions keep the order above, by which snapping breaks ties.
  const byPosition = (list: OwnedGuide[]) => list.sort((a, b) => a.position - b.position);
  guides = { vertical: byPosition(uniquePageGuides(vertical)), horizontal: byPosition(uniquePageGuides(horizontal)) };
  pages.set(pageId, guides);
  return guides;
}

/** Page guides that coincide (a column edge on the margin) are kept once; asset guides all stay. */
function uniquePageGuides<G extends SnapGuide>(guides: G[]): G[] {
  const kept: G[] = [];
  for (const g of guides) {
    if (g.source === 'page' && kept.some((k) => k.source === 'page' && Math.abs(k.position - g.position) <= ON_LINE)) continue;
    kept.push(g);
  }
  return kept;
}
