import type { Asset } from '@layout/model';
import { memo, useMemo } from 'react';
import { viewOf } from '../assets';
import type { NodeProps } from '../assets/types';

/**
 * One asset on the canvas, drawn by its type's view. Memoised on the asset object: the store
 * shares unchanged assets between versions of the document, so a change redraws only what
 * changed. Interaction is handled by the page for all assets at once.
 */
export const AssetNode = memo(function AssetNode({ asset, editing }: { asset: Asset; editing: boolean }) {
  const { Component } = viewOf(asset);
  const node = useMemo<NodeProps>(
    () => ({
      id: asset.id,
      name: 'asset',
      x: asset.x,
      y: asset.y,
      rotation: asset.rotation,
      scaleX: asset.scaleX,
      scaleY: asset.scaleY,
      opacity: asset.opacity,
      draggable: !asset.locked,
    }),
    [asset.id, asset.x, asset.y, asset.rotation, asset.scaleX, asset.scaleY, asset.opacity, asset.locked],
  );
  return Component ? <Component asset={asset} node={node} editing={editing} /> : null;
});
