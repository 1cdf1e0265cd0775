import type { DesignContent } from '../document/content';
import { assetCenter, type Point, rotatePoint } from '../geometry/box';
import { selectionUnits, unitsBounds, unitsByPage } from '../selection/select';
import { mapAssets } from './collection';

/** The angles rotation snaps to (spec 001 section 4.13). */
export const ROTATION_SNAP_ANGLES = [0, 90, 180, 270] as const;

/**
 * How close (degrees) an angle must come to a snap angle to land on it. The spec names the
 * angles but not the reach; 5 degrees is Konva's Transformer default (`rotationSnapTolerance`),
 * so the canvas handle and the model snap alike.
 */
export const ROTATION_SNAP_TOLERANCE_DEG = 5;

/** An angle in degrees brought into [0, 360) ("modulo 360"). */
export function normalizeRotation(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  // Tiny negative angles round up to 360, and -0 is 0.
  return turned >= 360 || turned === 0 ? 0 : turned;
}

/** The angle snapped to 0, 90, 180 or 270 when within `tolerance` degrees of it, else normalized. */
export function snapRotation(angle: number, tolerance: number = ROTATION_SNAP_TOLERANCE_DEG): number {
  const turned = normalizeRotation(angle);
  for (const snap of [...ROTATION_SNAP_ANGLES, 360]) {
    if (Math.abs(turned - snap) <= tolerance) return normalizeRotation(snap);
  }
  return turned;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The angle typed into the rotation popup, or undefined when it is not a number ("Rotation:
 * applied only for a numeric value on Enter", spec 001 section 5). Plain decimals only, so
 * '', '-', '1e3' or '45deg' are refused rather than half-read.
 */
export function parseRotationInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Turns the selection by `angle` degrees, clockwise: one asset about its own centre, several
 * assets or a saved group about the centre of the selection's bounds. Each asset's rotation
 * becomes its own plus the angle, modulo 360, and its position turns about that centre, so the
 * selection turns rigidly. Turning back by -angle restores one asset exactly; for several the
 * bounds' centre moves unless the angle is a multiple of 90, so undo is the way back.
 */
export function rotateAssets(content: DesignContent, args: { assetIds: readonly string[]; angle: number }): DesignContent {
  if (!Number.isFinite(args.angle) || normalizeRotation(args.angle) === 0) return content;
  const pivots = new Map<string, Point>();
  for (const units of unitsByPage(selectionUnits(content, args.assetIds))) {
    const single = units.length === 1 && units[0]!.assets.length === 1 ? units[0]!.assets[0]! : undefined;
    const bounds = unitsBounds(units);
    const pivot = single ? assetCenter(single) : { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
    for (const unit of units) for (const asset of unit.assets) pivots.set(asset.id, pivot);
  }
  return mapAssets(content, pivots.keys(), (asset) => {
    const origin = rotatePoint({ x: asset.x, y: asset.y }, pivots.get(asset.id)!, args.angle);
    return { ...asset, ...origin, rotation: normalizeRotation(asset.rotation + args.angle) };
  });
}

/**
 * The rotation popup's Enter (spec 001 section 4.13): one asset is set to the typed angle,
 * turning about its centre; for a group (several assets) the typed angle is added to each
 * member's rotation and the group turns about the selection's centre.
 */
export function setRotation(content: DesignContent, args: { assetIds: readonly string[]; angle: number }): DesignContent {
  const units = selectionUnits(content, args.assetIds);
  const single = units.length === 1 && units[0]!.assets.length === 1 ? units[0]!.assets[0]! : undefined;
  const angle = single ? args.angle - single.rotation : args.angle;
  return rotateAssets(content, { assetIds: args.assetIds, angle });
}
