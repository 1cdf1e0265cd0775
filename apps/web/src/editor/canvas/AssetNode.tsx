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
  // Konva's own defaults are left out: each attribute given costs a setter call when the node is
  // made, and a page of 1,000 assets makes 1,000 nodes when it opens.
  const node = useMemo<NodeProps>(
    () => ({
      id: asset.id,
      name: 'asset',
      x: asset.x,
      y: asset.y,
      ...(asset.rotation !== 0 && { rotation: asset.rotation }),
      ...(asset.scaleX !== 1 && { scaleX: asset.scaleX }),
      ...(asset.scaleY !== 1 && { scaleY: asset.scaleY }),
      ...(asset.opacity !== 1 && { opacity: asset.opacity }),
      ...(!asset.locked && { draggable: true }),
    }),
    [asset.id, asset.x, asset.y, asset.rotation, asset.scaleX, asset.scaleY, asset.opacity, asset.locked],
  );
  return Component ? <Component asset={asset} node={node} editing={editing} /> : null;
});
