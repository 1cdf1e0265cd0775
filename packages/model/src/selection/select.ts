import type { Asset } from '../assets';
import type { DesignContent } from '../document/content';
import { assetCorners, type Box, type Point, selectionBounds } from '../geometry/box';
import { assetsOnPage } from '../ops/collection';

/**
 * Selection rules (spec 001 section 4.2) and the grouping every transforming operation shares:
 * which assets a marquee touches, select all, and how a selection splits into the units that
 * move as one (a single asset, or all members of a saved group).
 */

/** What a marquee drag selects: nothing, one asset, or several as a group selection. */
export type MarqueeSelection = { kind: 'none' } | { kind: 'single'; id: string } | { kind: 'group'; ids: string[] };

/** "One selects it, several form a group" (spec 001 section 4.2). */
export function selectionFromMarquee(hits: readonly string[]): MarqueeSelection {
  if (hits.length === 0) return { kind: 'none' };
  if (hits.length === 1) return { kind: 'single', id: hits[0]! };
  return { kind: 'group', ids: [...hits] };
}

/**
 * Ids of the assets on a page that a marquee touches, in z-order. An asset is touched when its
 * rotated (and flipped) rectangle overlaps or touches the marquee, not merely its bounding box.
 * The background is never picked up (it covers the page; a drag over "empty canvas" is a drag
 * over the background). Group containers are not drawn, so they are not hit themselves; touching
 * one member of a saved group selects all its members, because a group moves as one.
 */
export function assetsInMarquee(content: DesignContent, pageId: string, marquee: Box): string[] {
  const area = positiveBox(marquee);
  const hits = drawnAssets(content, pageId).filter((a) => convexPolygonsIntersect(assetCorners(a), boxCorners(area)));
  const hitGroups = new Set(hits.flatMap((a) => (a.groupId === undefined ? [] : [a.groupId])));
  return drawnAssets(content, pageId)
    .filter((a) => hits.includes(a) || (a.groupId !== undefined && hitGroups.has(a.groupId)))
    .map((a) => a.id);
}

/** Ctrl/Cmd+A: every asset drawn on the page except its background, in z-order. */
export function selectAllOnPage(content: DesignContent, pageId: string): string[] {
  return drawnAssets(content, pageId).map((a) => a.id);
}

/** A page's assets a user can pick: all but the background and group containers. */
function drawnAssets(content: DesignContent, pageId: string): Asset[] {
  return assetsOnPage(content, pageId).filter((a) => a.type !== 'background' && a.type !== 'group');
}

/**
 * The selected assets grown to whole groups: naming any member, or the group container, brings
 * in every member and the container. In content order; unknown ids are ignored.
 */
export function expandToGroups(content: DesignContent, assetIds: Iterable<string>): Asset[] {
  const ids = new Set(assetIds);
  const groups = new Set<string>();
  for (const asset of content.assets) {
    if (!ids.has(asset.id)) continue;
    if (asset.type === 'group') groups.add(asset.id);
    if (asset.groupId !== undefined) groups.add(asset.groupId);
  }
  return content.assets.filter((a) => ids.has(a.id) || groups.has(a.id) || (a.groupId !== undefined && groups.has(a.groupId)));
}

/** A part of a selection that moves as one: a single asset or a saved group's members. */
export interface SelectionUnit {
  /** The asset's id, or the group's id. */
  key: string;
  pageId: string;
  /** The assets to transform together (a group's container included). */
  assets: Asset[];
  /** The axis-aligned box the unit covers on the page, rotation included. */
  bounds: Box;
}

/**
 * Splits a selection into units that move as one. The background and locked assets never move
 * with a selection (only backgrounds offer Lock, spec 001 section 2.6). A group's bounds come
 * from its drawn members; its container (whose stored box may be stale) only counts when no
 * member is present.
 */
export function selectionUnits(content: DesignContent, assetIds: Iterable<string>): SelectionUnit[] {
  const units = new Map<string, Asset[]>();
  for (const asset of expandToGroups(content, assetIds)) {
    if (asset.type === 'background' || asset.locked === true) continue;
    const key = asset.type === 'group' ? asset.id : (asset.groupId ?? asset.id);
    const unit = units.get(key);
    if (unit) unit.push(asset);
    else units.set(key, [asset]);
  }
  return [...units].map(([key, assets]) => {
    const drawn = assets.filter((a) => a.type !== 'group');
    return {
      key,
      pageId: assets[0]!.pageId,
      assets,
      bounds: selectionBounds(drawn.length > 0 ? drawn : assets)!,
    };
  });
}

/** Units split by the page they are on (a selection normally lies on one page). */
export function unitsByPage(units: readonly SelectionUnit[]): SelectionUnit[][] {
  const pages = new Map<string, SelectionUnit[]>();
  for (const unit of units) {
    const onPage = pages.get(unit.pageId);
    if (onPage) onPage.push(unit);
    else pages.set(unit.pageId, [unit]);
  }
  return [...pages.values()];
}

/** The box around several units. */
export function unitsBounds(units: readonly SelectionUnit[]): Box {
  const corners = units.flatMap(({ bounds: b }) => [
    { x: b.x, y: b.y },
    { x: b.x + b.width, y: b.y + b.height },
  ]);
  const minX = Math.min(...corners.map((p) => p.x));
  const minY = Math.min(...corners.map((p) => p.y));
  return { x: minX, y: minY, width: Math.max(...corners.map((p) => p.x)) - minX, height: Math.max(...corners.map((p) => p.y)) - minY };
}

/** A box dragged up or to the left has a negative size; the same area with a positive one. */
function positiveBox(box: Box): Box {
  return {
    x: Math.min(box.x, box.x + box.width),
    y: Math.min(box.y, box.y + box.height),
    width: Math.abs(box.width),
    height: Math.abs(box.height),
  };
}

function boxCorners(box: Box): Point[] {
  return [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
}

/** Rounding left by rotation must not separate shapes that touch exactly. */
const TOUCH_TOLERANCE = 1e-9;

/**
 * Whether two convex polygons (corners in order) overlap or touch, by the separating axis
 * theorem: they are apart exactly when, along the normal of some edge of either polygon, their
 * projections do not overlap. Degenerate edges (a zero-size asset) give no axis.
 */
export function convexPolygonsIntersect(a: readonly Point[], b: readonly Point[]): boolean {
  for (const polygon of [a, b]) {
    for (let i = 0; i < polygon.length; i++) {
      const p = polygon[i]!;
      const q = polygon[(i + 1) % polygon.length]!;
      const axis = { x: q.y - p.y, y: p.x - q.x };
      if (axis.x === 0 && axis.y === 0) continue;
      const [minA, maxA] = project(a, axis);
      const [minB, maxB] = project(b, axis);
      const scale = Math.hypot(axis.x, axis.y);
      if (minB - maxA > TOUCH_TOLERANCE * scale || minA - maxB > TOUCH_TOLERANCE * scale) return false;
    }
  }
  return true;
}

function project(polygon: readonly Point[], axis: Point): [number, number] {
  const dots = polygon.map((p) => p.x * axis.x + p.y * axis.y);
  return [Math.min(...dots), Math.max(...dots)];
}
