import type { Asset, AssetType } from '@layout/model';

/** What the toolbar offers tools for: one asset's type, or 'group' (spec 001 section 2.6). */
export type SelectionKind = Exclude<AssetType, 'group'> | 'group';

/**
 * The kind of a selection: several assets, or a saved group (its container or a member, which
 * carries the group's id), are a group; one asset is its type; nothing selected is null.
 */
export function selectionKind(assets: readonly Asset[]): SelectionKind | null {
  if (assets.length > 1 || assets.some((a) => a.type === 'group' || a.groupId !== undefined)) return 'group';
  const only = assets[0];
  return only ? (only.type as Exclude<AssetType, 'group'>) : null;
}
