import type { Asset } from '../assets';
import { MIN_RESIZE_PX } from '../constants';
import type { DesignContent } from '../document/content';
import { mapAssets } from './collection';

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
  return mapAsset(content, args.assetId, (asset) =>
    asset.type === 'text' ? { ...asset, textConfig: { ...asset.textConfig, text: args.text } } : asset,
  );
}

/**
 * The result of dragging a resize handle: new position, size and rotation. A size below the
 * minimum resize (about 20 px) keeps the previous size, so a handle cannot collapse an asset.
 */
export function transformAsset(
  content: DesignContent,
  args: { assetId: string; x: number; y: number; width: number; height: number; rotation: number },
): DesignContent {
  return mapAsset(content, args.assetId, (asset) => {
    const width = args.width >= MIN_RESIZE_PX ? args.width : asset.width;
    const height = args.height >= MIN_RESIZE_PX ? args.height : asset.height;
    return { ...asset, x: args.x, y: args.y, width, height, rotation: ((args.rotation % 360) + 360) % 360 };
  });
}
