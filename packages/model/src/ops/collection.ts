import type { Asset } from '../assets';
import type { DesignContent } from '../document/content';

/**
 * Small helpers every operation uses to read and replace assets without mutating the content.
 * An operation that changes nothing returns the content it was given (same object), so callers
 * can skip a history entry with `next === previous`.
 */

/** The asset with this id, if any. */
export function findAsset(content: DesignContent, assetId: string): Asset | undefined {
  return content.assets.find((a) => a.id === assetId);
}

/** A page's assets in z-order, the background (order 0) first. */
export function assetsOnPage(content: DesignContent, pageId: string): Asset[] {
  return content.assets.filter((a) => a.pageId === pageId).sort((a, b) => a.zIndex - b.zIndex);
}

/**
 * Replaces the assets whose ids are listed with `change(asset)`. Unchanged assets keep their
 * identity (structural sharing); when nothing changes the same content object is returned.
 */
export function mapAssets(content: DesignContent, assetIds: Iterable<string>, change: (asset: Asset) => Asset): DesignContent {
  const ids = new Set(assetIds);
  let changed = false;
  const assets = content.assets.map((asset) => {
    if (!ids.has(asset.id)) return asset;
    const next = change(asset);
    if (next !== asset) changed = true;
    return next;
  });
  return changed ? { ...content, assets } : content;
}

/** Content with assets appended. */
export function withAddedAssets(content: DesignContent, added: readonly Asset[]): DesignContent {
  return added.length === 0 ? content : { ...content, assets: [...content.assets, ...added] };
}

/**
 * The assets an operation created. Operations that create assets (add, paste, duplicate,
 * multiply, copy page) append them to `content.assets` in order, so the UI can select them.
 */
export function addedAssets(before: DesignContent, after: DesignContent): Asset[] {
  if (after === before) return [];
  const known = new Set(before.assets.map((a) => a.id));
  return after.assets.filter((a) => !known.has(a.id));
}
