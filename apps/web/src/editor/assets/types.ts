import type { Asset, AssetOf, AssetType } from '@layout/model';
import type { ComponentType } from 'react';

/**
 * Props the canvas gives every asset node: identity and geometry. Interaction is handled once, on
 * the page's layer, for events bubbling up from nodes named 'asset' (so these props stay equal
 * between renders and unchanged assets are not re-rendered). Attributes at Konva's defaults
 * (rotation 0, scale 1, opacity 1, not draggable) are left out.
 */
export interface NodeProps {
  id: string;
  name: 'asset';
  x: number;
  y: number;
  rotation?: number;
  scaleX?: number;
  scaleY?: number;
  opacity?: number;
  draggable?: true;
}

export interface AssetViewProps<T extends Asset> {
  asset: T;
  node: NodeProps;
  /** True while the asset is edited in place (its text is then hidden). */
  editing: boolean;
}

/** What the canvas knows about one asset type. */
export interface AssetView<T extends Asset> {
  /** Draws the asset; null for types the canvas does not draw yet. */
  Component: ComponentType<AssetViewProps<T>> | null;
  /** What double-click does. */
  onDoubleClick?: 'editText';
}

export type AssetViews = { [K in AssetType]: AssetView<AssetOf<K>> };
