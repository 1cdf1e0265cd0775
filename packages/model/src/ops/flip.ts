import type { Asset } from '../assets';
import type { DesignContent } from '../document/content';
import { rotatePoint } from '../geometry/box';
import { selectionUnits, unitsBounds, unitsByPage } from '../selection/select';
import { mapAssets } from './collection';
import { normalizeRotation } from './rotate';

/** Flip horizontal mirrors left and right; flip vertical mirrors top and bottom. */
export const FLIP_AXES = ['horizontal', 'vertical'] as const;
export type FlipAxis = (typeof FLIP_AXES)[number];

/**
 * Flips the selection (spec 001 section 4.13: "Flip negates scale on one axis and compensates
 * position").
 *
 * - One asset flips inside its own frame: scaleX (or scaleY) is negated and its position moves
 *   along its rotated side, so it covers exactly the same rectangle on screen and keeps its
 *   rotation; only its content is mirrored.
 * - Several assets, or a saved group, mirror as a whole about the centre line of their bounds,
 *   like a picture seen in a mirror: positions mirror, each scale is negated and each rotation
 *   is negated (a turned member mirrors into the opposite turn). The bounds stay where they were
 *   and their parts swap sides, which is what flipping an arrangement means to a user.
 *
 * Flipping twice gives back the original geometry. The background and locked assets stay put.
 */
export function flipAssets(content: DesignContent, args: { assetIds: readonly string[]; axis: FlipAxis }): DesignContent {
  const changes = new Map<string, (asset: Asset) => Asset>();
  for (const units of unitsByPage(selectionUnits(content, args.assetIds))) {
    const single = units.length === 1 && units[0]!.assets.length === 1 ? units[0]!.assets[0]! : undefined;
    if (single) {
      changes.set(single.id, (asset) => flipInPlace(asset, args.axis));
      continue;
    }
    const bounds = unitsBounds(units);
    const line = args.axis === 'horizontal' ? bounds.x + bounds.width / 2 : bounds.y + bounds.height / 2;
    for (const unit of units) for (const asset of unit.assets) changes.set(asset.id, (a) => mirror(a, args.axis, line));
  }
  return mapAssets(content, changes.keys(), (asset) => changes.get(asset.id)!(asset));
}

/** Negates one scale and shifts the origin to the opposite side of the asset's own box. */
function flipInPlace(asset: Asset, axis: FlipAxis): Asset {
  const origin = { x: asset.x, y: asset.y };
  const side = axis === 'horizontal' ? { x: asset.x + asset.width * asset.scaleX, y: asset.y } : { x: asset.x, y: asset.y + asset.height * asset.scaleY };
  const moved = rotatePoint(side, origin, asset.rotation);
  return axis === 'horizontal' ? { ...asset, x: moved.x, y: moved.y, scaleX: -asset.scaleX } : { ...asset, x: moved.x, y: moved.y, scaleY: -asset.scaleY };
}

/**
 * The asset's mirror image about the line x = `line` (horizontal flip) or y = `line` (vertical).
 * A mirror turns a rotation by r into one by -r: mirror * rotate(r) * scale = rotate(-r) *
 * mirror * scale, and the mirror folds into the negated scale.
 */
function mirror(asset: Asset, axis: FlipAxis, line: number): Asset {
  // A rotation that mirrors onto itself (0, 180) keeps its value, so flipping twice is exact.
  const mirrored = normalizeRotation(-asset.rotation);
  const rotation = mirrored === normalizeRotation(asset.rotation) ? asset.rotation : mirrored;
  return axis === 'horizontal' ? { ...asset, x: 2 * line - asset.x, rotation, scaleX: -asset.scaleX } : { ...asset, y: 2 * line - asset.y, rotation, scaleY: -asset.scaleY };
}
