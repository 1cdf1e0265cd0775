import { type Asset, type TextAsset, traitsOf } from '../assets';
import { MIN_RESIZE_PX } from '../constants';
import type { DesignContent } from '../document/content';
import { scaleTextConfig } from '../text/scale';
import { findAsset, mapAssets } from './collection';
import { removeAssets } from './remove';

function mapAsset(content: DesignContent, assetId: string, change: (asset: Asset) => Asset): DesignContent {
  return mapAssets(content, [assetId], change);
}

/** Replaces fields of one asset (type and id cannot change). */
export function updateAsset(content: DesignContent, args: { assetId: string; changes: Partial<Asset> }): DesignContent {
  const { type: _type, id: _id, ...changes } = args.changes;
  return mapAsset(content, args.assetId, (asset) => ({ ...asset, ...changes }) as Asset);
}

/** Moves one asset to a position. */
export function moveAsset(content: DesignContent, args: { assetId: string; x: number; y: number }): DesignContent {
  if (!Number.isFinite(args.x) || !Number.isFinite(args.y)) return content;
  return mapAsset(content, args.assetId, (asset) => ({ ...asset, x: args.x, y: args.y }));
}

/** Changes the words of a text asset. */
export function setAssetText(content: DesignContent, args: { assetId: string; text: string }): DesignContent {
  return mapAsset(content, args.assetId, (asset) => (asset.type === 'text' ? { ...asset, textConfig: { ...asset.textConfig, text: args.text } } : asset));
}

/**
 * The end of editing a text in place (spec 001 section 4.4): the typed words, the box's height
 * fitted to them by `heightOf` (the text layout, which needs the fonts the caller has). A text
 * left without a visible character is removed, as in other editors, instead of staying behind
 * as an empty box nobody can see. Unchanged words change nothing.
 */
export function finishTextEditing(content: DesignContent, args: { assetId: string; text: string; heightOf: (text: TextAsset) => number }): DesignContent {
  const asset = findAsset(content, args.assetId);
  if (asset?.type !== 'text') return content;
  if (args.text.trim() === '') return removeAssets(content, { assetIds: [asset.id] });
  if (args.text === asset.textConfig.text) return content;
  const edited: TextAsset = { ...asset, textConfig: { ...asset.textConfig, text: args.text } };
  return mapAsset(content, asset.id, () => ({ ...edited, height: args.heightOf(edited) }));
}

/**
 * The result of dragging a resize handle: new position, size and rotation. A size below the
 * minimum resize (about 20 px) keeps the previous size, so a handle cannot collapse an asset.
 */
export function transformAsset(content: DesignContent, args: { assetId: string; x: number; y: number; width: number; height: number; rotation: number }): DesignContent {
  return mapAsset(content, args.assetId, (asset) => {
    const width = args.width >= MIN_RESIZE_PX ? args.width : asset.width;
    const height = args.height >= MIN_RESIZE_PX ? args.height : asset.height;
    return { ...asset, x: args.x, y: args.y, width, height, rotation: ((args.rotation % 360) + 360) % 360 };
  });
}

/** One asset's place after a drag or a resize of the selection. */
export interface AssetPlacement {
  assetId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  /**
   * A text resized from a corner grows or shrinks as a whole: its type scales by this factor with
   * its box (font size, padding, corner radius, letter spacing). From a side, only its width
   * changes and its words flow again.
   */
  textScale?: number;
}

/**
 * Moves several assets at once (a dragged selection): one change, one undo step. Moves to a
 * non-finite position are ignored.
 */
export function moveAssets(content: DesignContent, args: { moves: readonly { assetId: string; x: number; y: number }[] }): DesignContent {
  const moves = new Map(args.moves.filter((m) => Number.isFinite(m.x) && Number.isFinite(m.y)).map((m) => [m.assetId, m]));
  if (moves.size === 0) return content;
  return mapAssets(content, [...moves.keys()], (asset) => {
    const move = moves.get(asset.id)!;
    return asset.x === move.x && asset.y === move.y ? asset : { ...asset, x: move.x, y: move.y };
  });
}

/**
 * The result of the transformer on a selection: each asset's new box and rotation, in one
 * change. A line's points stretch with its box, so the drawn line follows the handles. Sizes
 * below the minimum resize keep the previous size, as `transformAsset` does.
 */
export function transformAssets(content: DesignContent, args: { placements: readonly AssetPlacement[] }): DesignContent {
  const valid = args.placements.filter((p) => [p.x, p.y, p.width, p.height, p.rotation].every(Number.isFinite));
  const byId = new Map(valid.map((p) => [p.assetId, p]));
  if (byId.size === 0) return content;
  return mapAssets(content, [...byId.keys()], (asset) => {
    const p = byId.get(asset.id)!;
    const width = p.width >= MIN_RESIZE_PX ? p.width : asset.width;
    const height = p.height >= MIN_RESIZE_PX ? p.height : asset.height;
    const moved = { ...asset, x: p.x, y: p.y, width, height, rotation: ((p.rotation % 360) + 360) % 360 };
    if (moved.type === 'text' && p.textScale !== undefined && Number.isFinite(p.textScale) && p.textScale > 0 && p.textScale !== 1) {
      return { ...moved, textConfig: scaleTextConfig(moved.textConfig, p.textScale) };
    }
    if (width === asset.width && height === asset.height) return moved;
    const sx = asset.width > 0 ? width / asset.width : 1;
    const sy = asset.height > 0 ? height / asset.height : 1;
    return traitsOf(moved).scaling.stretchDrawing(moved, sx, sy);
  });
}
