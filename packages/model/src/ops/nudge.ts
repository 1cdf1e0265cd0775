import { ARROW_NUDGE_UNITS } from '../constants';
import type { DesignContent } from '../document/content';
import { selectionUnits } from '../selection/select';
import { toPx } from '../units';
import { mapAssets } from './collection';

/** The keys that nudge the selection. */
export const ARROW_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;
export type ArrowKey = (typeof ARROW_KEYS)[number];

/** The nudge of one arrow key press: 1 unit in its direction (spec 001 sections 4.3 and 9). */
export function arrowNudge(key: ArrowKey): { dx: number; dy: number } {
  switch (key) {
    case 'ArrowLeft':
      return { dx: -ARROW_NUDGE_UNITS, dy: 0 };
    case 'ArrowRight':
      return { dx: ARROW_NUDGE_UNITS, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -ARROW_NUDGE_UNITS };
    case 'ArrowDown':
      return { dx: 0, dy: ARROW_NUDGE_UNITS };
  }
}

/**
 * Moves the selected assets by `dx`, `dy` in the document's units: a 1-unit arrow nudge is
 * 1 mm in a mm document and 1 px in a px document. A saved group moves as one; the background
 * and locked assets stay put.
 */
export function nudgeAssets(content: DesignContent, args: { assetIds: readonly string[]; dx: number; dy: number }): DesignContent {
  if (!Number.isFinite(args.dx) || !Number.isFinite(args.dy)) return content;
  const dx = toPx(args.dx, content.layoutDimensions.units);
  const dy = toPx(args.dy, content.layoutDimensions.units);
  if (dx === 0 && dy === 0) return content;
  const ids = selectionUnits(content, args.assetIds).flatMap((unit) => unit.assets.map((a) => a.id));
  return mapAssets(content, ids, (asset) => ({ ...asset, x: asset.x + dx, y: asset.y + dy }));
}
