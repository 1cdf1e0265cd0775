import { type Asset, type DesignContent, type Page, moveAsset, pageSizePx, transformAsset, updateAsset } from '@layout/model';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Layer, Rect, Stage, Transformer } from 'react-konva';
import { viewOf } from '../assets';
import { measureTextHeight } from '../assets/measureText';
import type { NodeProps } from '../assets/types';
import { editingTextId as editingTextIdOf, useEditor } from '../state/editorStore';
import { Guides } from './Guides';
import { TextEditOverlay } from './TextEditOverlay';

interface Props {
  page: Page;
  index: number;
  content: DesignContent;
  scale: number;
  round: boolean;
}

/** One page of the design on its own Konva stage. Konva only draws; changes go to the store. */
export function PageCanvas({ page, index, content, scale, round }: Props) {
  const { width, height } = pageSizePx(content);
  const selectedId = useEditor((s) => s.selectedIds[0] ?? null);
  const editingTextId = useEditor((s) => editingTextIdOf(s.mode));
  const showGuides = useEditor((s) => s.showGuides);
  const { select, apply, setActivePage, enterMode } = useEditor.getState();
  const stageRef = useRef<Konva.Stage>(null);
  const transformerRef = useRef<Konva.Transformer>(null);

  const assets = content.assets.filter((a) => a.pageId === page.id).sort((a, b) => a.zIndex - b.zIndex);
  const selected = assets.find((a) => a.id === selectedId && a.id !== editingTextId);
  const editingText = assets.find((a) => a.id === editingTextId);

  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const node = selected ? stageRef.current?.findOne(`#${CSS.escape(selected.id)}`) : undefined;
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
  });

  function nodeProps(asset: Asset): NodeProps {
    const view = viewOf(asset);
    return {
      id: asset.id,
      name: 'asset',
      x: asset.x,
      y: asset.y,
      rotation: asset.rotation,
      scaleX: asset.scaleX,
      scaleY: asset.scaleY,
      opacity: asset.opacity,
      draggable: !asset.locked,
      onMouseDown: (event) => {
        event.cancelBubble = true;
        setActivePage(page.id);
        select(asset.id);
      },
      onDragEnd: (event) => apply((c) => moveAsset(c, { assetId: asset.id, x: event.target.x(), y: event.target.y() })),
      onTransformEnd: (event) => {
        const node = event.target;
        // The Transformer scales the node; the store keeps size in width and height instead.
        const width = asset.width * Math.abs(node.scaleX() / asset.scaleX);
        const height = view.widthOnly ? asset.height : asset.height * Math.abs(node.scaleY() / asset.scaleY);
        node.scaleX(asset.scaleX);
        node.scaleY(asset.scaleY);
        apply((c) => {
          let next = transformAsset(c, { assetId: asset.id, x: node.x(), y: node.y(), width, height, rotation: node.rotation() });
          const resized = next.assets.find((a) => a.id === asset.id);
          if (resized?.type === 'text') {
            next = updateAsset(next, { assetId: asset.id, changes: { height: measureTextHeight(resized) } });
          }
          return next;
        });
      },
      onDblClick: () => {
        if (view.onDoubleClick === 'editText') enterMode(asset.type === 'text' && asset.textConfig.isBoxed ? 'editBoxedTextContent' : 'editTextContent', asset.id);
      },
    };
  }

  const selectedView = selected ? viewOf(selected) : undefined;

  return (
    <div data-testid={`page-canvas-${index}`} style={{ position: 'relative', width: width * scale, height: height * scale, boxShadow: '0 2px 12px rgba(38, 49, 71, 0.18)' }}>
      <Stage
        ref={stageRef}
        width={width * scale}
        height={height * scale}
        scaleX={scale}
        scaleY={scale}
        onMouseDown={(event) => {
          setActivePage(page.id);
          // A press on the page itself, not on an asset, clears the selection.
          if (event.target === event.currentTarget || event.target.name() === 'page-background') select(null);
        }}
      >
        <Layer>
          <Rect name="page-background" width={width} height={height} fill={page.backgroundColor} />
          {assets.map((asset) => {
            const { Component } = viewOf(asset);
            return Component ? <Component key={asset.id} asset={asset} node={nodeProps(asset)} editing={asset.id === editingTextId} /> : null;
          })}
          {showGuides && <Guides layout={content.layoutDimensions} width={width} height={height} round={round} scale={scale} />}
          <Transformer
            ref={transformerRef}
            rotateEnabled
            enabledAnchors={selectedView?.anchors ?? []}
            keepRatio={selectedView?.keepRatio ?? false}
            rotationSnaps={[0, 90, 180, 270]}
            boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < 20 * scale || Math.abs(newBox.height) < 20 * scale ? oldBox : newBox)}
          />
        </Layer>
      </Stage>
      {editingText?.type === 'text' && <TextEditOverlay asset={editingText} scale={scale} />}
    </div>
  );
}
