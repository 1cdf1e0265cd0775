import type { Asset, AssetType } from '@layout/model';

/** What the toolbar offers tools for: one asset's type, or 'group' for several assets. */
export type SelectionKind = Exclude<AssetType, 'group'> | 'group';

/**
 * The kind of a selection (spec 001 section 2.6): several assets, or a saved group (its
 * container or members), are a group; one asset is its type; nothing selected is null.
 */
export function selectionKind(assets: readonly Asset[]): SelectionKind | null {
  const drawn = assets.filter((a) => a.type !== 'group');
  if (assets.some((a) => a.type === 'group') || drawn.length > 1) return 'group';
  const only = drawn[0];
  return only ? (only.type as Exclude<AssetType, 'group'>) : null;
}
