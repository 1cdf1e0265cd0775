import type { Asset, AssetOf, AssetType } from '@layout/model';
import type Konva from 'konva';
import type { ComponentType } from 'react';

/** Props the canvas gives every asset node: identity, geometry and the interaction handlers. */
export interface NodeProps {
  id: string;
  name: 'asset';
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
  opacity: number;
  draggable: boolean;
  onMouseDown: (event: Konva.KonvaEventObject<MouseEvent>) => void;
  onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onTransformEnd: (event: Konva.KonvaEventObject<Event>) => void;
  onDblClick: () => void;
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
  /** Transformer handles (spec 001 section 4.13). */
  anchors: string[];
  /** Whether a resize keeps the aspect ratio. */
  keepRatio: boolean;
  /** Resizing changes only the width (text reflows instead of stretching). */
  widthOnly?: boolean;
  /** What double-click does. */
  onDoubleClick?: 'editText';
}

export type AssetViews = { [K in AssetType]: AssetView<AssetOf<K>> };
