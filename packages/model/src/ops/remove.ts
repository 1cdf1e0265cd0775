import type { Asset } from '../assets';
import type { DesignContent } from '../document/content';

/**
 * Renumbers a page's z-order (spec 001 section 4.6): the background stays at 0, the others are
 * numbered 1, 2, 3... in their current order (ties keep their order in the list). Assets whose
 * number does not change keep their identity.
 */
export function renumberZIndex(assets: Asset[], pageId: string): Asset[] {
  const order = assets.filter((a) => a.pageId === pageId && a.type !== 'background').sort((a, b) => a.zIndex - b.zIndex);
  // A map, not indexOf: renumbering runs on every delete of a 1,000-asset document.
  const zById = new Map(order.map((a, i) => [a.id, i + 1]));
  return assets.map((a) => {
    if (a.pageId !== pageId) return a;
    const zIndex = a.type === 'background' ? 0 : zById.get(a.id)!;
    return a.zIndex === zIndex ? a : { ...a, zIndex };
  });
}

/**
 * The ids a delete removes: the listed assets and the members of listed groups ("Delete removes
 * the asset or all group members", spec 001 section 2.6).
 */
function doomedIds(content: DesignContent, assetIds: readonly string[]): Set<string> {
  const listed = new Set(assetIds);
  const doomed = new Set<string>();
  const groups = new Set<string>();
  for (const asset of content.assets) {
    if (!listed.has(asset.id)) continue;
    doomed.add(asset.id);
    if (asset.type === 'group') {
      groups.add(asset.id);
      for (const id of asset.memberIds) doomed.add(id);
    }
  }
  // Only when a group is listed: reading a field most assets lack is slow on a large document.
  if (groups.size > 0) for (const asset of content.assets) if (asset.groupId !== undefined && groups.has(asset.groupId)) doomed.add(asset.id);
  return doomed;
}

/**
 * Deletes assets, a single one or a whole group (spec 001 sections 2.6, 4.3 and 4.6):
 * - a listed group takes its members with it;
 * - a group that loses members keeps the others in `memberIds`; one left without any member is
 *   removed too, so no empty group is left behind;
 * - each page that lost assets is renumbered: background 0, the rest 1, 2, 3...
 * Unknown ids are ignored; when nothing is removed the same content is returned.
 */
export function removeAssets(content: DesignContent, args: { assetIds: readonly string[] }): DesignContent {
  const doomed = doomedIds(content, args.assetIds);
  const removed = content.assets.filter((a) => doomed.has(a.id));
  if (removed.length === 0) return content;
  const touchedPages = new Set(removed.map((a) => a.pageId));
  const surviving = new Set(content.assets.filter((a) => !doomed.has(a.id)).map((a) => a.id));
  let assets: Asset[] = [];
  for (const asset of content.assets) {
    if (doomed.has(asset.id)) continue;
    if (asset.type !== 'group' || !asset.memberIds.some((id) => doomed.has(id))) {
      assets.push(asset);
      continue;
    }
    const memberIds = asset.memberIds.filter((id) => surviving.has(id));
    if (memberIds.length > 0) assets.push({ ...asset, memberIds });
    else touchedPages.add(asset.pageId);
  }
  for (const pageId of touchedPages) assets = renumberZIndex(assets, pageId);
  return { ...content, assets };
}

/**
 * The listed assets a delete or cut may take: a locked asset (a background the Lock tool holds
 * in place) stays until it is unlocked, as in other editors.
 */
export function deletableIds(content: DesignContent, assetIds: readonly string[]): string[] {
  const locked = new Set(content.assets.filter((a) => a.locked === true).map((a) => a.id));
  return assetIds.filter((id) => !locked.has(id));
}
