import type { Asset } from '../assets';
import type { DesignContent } from '../document/content';
import type { Box } from '../geometry/box';
import { pageGeometry } from '../geometry/page';
import { type SelectionUnit, selectionUnits, unitsBounds, unitsByPage } from '../selection/select';
import { mapAssets } from './collection';

/** The six alignments of the alignment popup. */
export const ALIGNMENTS = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * What assets align to (spec 001 section 4.13): the bleed edge, the border (the trim edge of
 * the page), or the bounds of the selected assets.
 */
export const ALIGN_TARGETS = ['bleed', 'border', 'selection'] as const;
export type AlignTarget = (typeof ALIGN_TARGETS)[number];

/** The targets offered: 'selection' only when several assets are selected. */
export function alignTargetsFor(selectedCount: number): AlignTarget[] {
  return selectedCount > 1 ? ['bleed', 'border', 'selection'] : ['bleed', 'border'];
}

/** The target chosen when the popup opens: 'selection' for several assets, otherwise 'border'. */
export function defaultAlignTarget(selectedCount: number): AlignTarget {
  return selectedCount > 1 ? 'selection' : 'border';
}

/** "After a multi-selection alignment, selection is cleared" (spec 001 section 4.13). */
export function alignmentClearsSelection(selectedCount: number): boolean {
  return selectedCount > 1;
}

/**
 * Aligns the selected assets to the bleed, the border or the selection's bounds. Each asset's
 * visible (rotated) box is what aligns; a saved group moves as one, by its members' bounds.
 * The background and locked assets stay put.
 */
export function alignAssets(content: DesignContent, args: { assetIds: readonly string[]; alignment: Alignment; target: AlignTarget }): DesignContent {
  const page = pageGeometry(content.layoutDimensions);
  const moves = new Map<string, { dx: number; dy: number }>();
  for (const units of unitsByPage(selectionUnits(content, args.assetIds))) {
    const target = args.target === 'bleed' ? page.bleed : args.target === 'border' ? page.trim : unitsBounds(units);
    for (const unit of units) {
      const offset = alignmentOffset(unit, target, args.alignment);
      for (const asset of unit.assets) moves.set(asset.id, offset);
    }
  }
  return mapAssets(content, moves.keys(), (asset) => translate(asset, moves.get(asset.id)!));
}

/** How far a unit moves so that its edge or centre meets the target's. */
function alignmentOffset(unit: SelectionUnit, target: Box, alignment: Alignment): { dx: number; dy: number } {
  const b = unit.bounds;
  switch (alignment) {
    case 'left':
      return { dx: target.x - b.x, dy: 0 };
    case 'center':
      return { dx: target.x + target.width / 2 - (b.x + b.width / 2), dy: 0 };
    case 'right':
      return { dx: target.x + target.width - (b.x + b.width), dy: 0 };
    case 'top':
      return { dx: 0, dy: target.y - b.y };
    case 'middle':
      return { dx: 0, dy: target.y + target.height / 2 - (b.y + b.height / 2) };
    case 'bottom':
      return { dx: 0, dy: target.y + target.height - (b.y + b.height) };
  }
}

/** The asset moved by an offset; the same object when the offset is zero. */
function translate(asset: Asset, { dx, dy }: { dx: number; dy: number }): Asset {
  return dx === 0 && dy === 0 ? asset : { ...asset, x: asset.x + dx, y: asset.y + dy };
}
