import type { Asset } from '../assets';
import type { DesignContent } from '../document/content';

/**
 * Renumbers a page's z-order (spec 001 section 4.6): the background stays at 0, the others are
 * numbered 1, 2, 3... in their current order.
 */
export function renumberZIndex(assets: Asset[], pageId: string): Asset[] {
  const order = assets
    .filter((a) => a.pageId === pageId && a.type !== 'background')
    .sort((a, b) => a.zIndex - b.zIndex)
    .map((a) => a.id);
  return assets.map((a) => {
    if (a.pageId !== pageId) return a;
    const zIndex = a.type === 'background' ? 0 : order.indexOf(a.id) + 1;
    return a.zIndex === zIndex ? a : { ...a, zIndex };
  });
}

/** Deletes assets (a single one or a group's members) and renumbers what is left. */
export function removeAssets(content: DesignContent, args: { assetIds: string[] }): DesignContent {
  const removed = content.assets.filter((a) => args.assetIds.includes(a.id) || (a.groupId !== undefined && args.assetIds.includes(a.groupId)));
  if (removed.length === 0) return content;
  let assets = content.assets.filter((a) => !removed.includes(a));
  for (const pageId of new Set(removed.map((a) => a.pageId))) assets = renumberZIndex(assets, pageId);
  return { ...content, assets };
}
