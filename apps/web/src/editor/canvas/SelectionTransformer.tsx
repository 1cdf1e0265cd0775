import {
  type Asset,
  type AssetPlacement,
  assetAnchors,
  type DesignContent,
  MIN_RESIZE_PX,
  ROTATION_SNAP_ANGLES,
  ROTATION_SNAP_TOLERANCE_DEG,
  SNAP_DISTANCE_PX,
  type SnapTargets,
  snapBox,
  snapTargetsFor,
  traitsOf,
  transformAssets,
  updateAsset,
} from '@layout/model';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Transformer } from 'react-konva';
import { CORNER_ANCHORS } from '../assets/anchors';
import { measureTextHeight } from '../assets/measureText';
import { getContent, getScale, useEditor } from '../state/editorStore';
import { assetNodes, liftNodes } from './nodes';
import type { PageLayers } from './usePageInteraction';
import { hideSnapLines, showSnapLines } from './snapLines';

interface Props {
  pageId: string;
  /** The selected assets on this page that the transformer holds (not one being edited in a mode). */
  assets: readonly Asset[];
  layers: PageLayers;
}

/** Handles and behaviour of the transformer for a selection (spec 001 section 4.13): one asset's as its traits say, several assets' corners. */
function transformerConfig(assets: readonly Asset[], scale: number) {
  if (assets.length === 1) {
    const asset = assets[0]!;
    const { keepRatio, rotate } = traitsOf(asset).handles;
    return { anchors: [...assetAnchors(asset, scale)], keepRatio, rotate };
  }
  return { anchors: CORNER_ANCHORS, keepRatio: true, rotate: true };
}

/**
 * Each transformed node's new box. The transformer scales nodes; the store keeps size in width
 * and height (react-konva's advice), so the scale goes back to the asset's own (sign = flip). A
 * text dragged by a corner scales as a whole, its type with it; by a side only its width changes
 * (its height then follows its words either way).
 */
function placementsOf(nodes: readonly Konva.Node[], content: DesignContent, byCorner: boolean): { placements: AssetPlacement[]; texts: string[] } {
  const byId = new Map(content.assets.map((a) => [a.id, a]));
  const placements: AssetPlacement[] = [];
  const texts: string[] = [];
  for (const node of nodes) {
    const asset = byId.get(node.id());
    if (!asset) continue;
    const { widthOnly } = traitsOf(asset).handles;
    const scaleX = Math.abs(node.scaleX() / (asset.scaleX || 1));
    const width = asset.width * scaleX;
    const height = widthOnly ? asset.height : asset.height * Math.abs(node.scaleY() / (asset.scaleY || 1));
    node.scaleX(asset.scaleX);
    node.scaleY(asset.scaleY);
    // A width-only asset (a text) dragged by a corner scales as a whole; its height then follows its words.
    const textScale = widthOnly && byCorner ? { textScale: scaleX } : {};
    placements.push({ assetId: asset.id, x: node.x(), y: node.y(), width, height, rotation: node.rotation(), ...textScale });
    if (widthOnly) texts.push(asset.id);
  }
  return { placements, texts };
}

export function SelectionTransformer({ pageId, assets, layers }: Props) {
  const ref = useRef<Konva.Transformer>(null);
  const scale = getScale();
  const config = transformerConfig(assets, scale);
  const ids = assets.map((a) => a.id).join(' ');
  const session = useRef<{ restore: () => void; targets: SnapTargets; byCorner: boolean } | undefined>(undefined);

  // Attach to the selected nodes after every render: nodes are re-created when types change.
  useEffect(() => {
    const transformer = ref.current;
    const stage = layers.stage.current;
    if (!transformer || !stage) return;
    const nodes = assetNodes(stage, ids ? ids.split(' ') : []);
    const same = nodes.length === transformer.nodes().length && nodes.every((n, i) => transformer.nodes()[i] === n);
    if (!same) transformer.nodes(nodes);
    transformer.getLayer()?.batchDraw();
  });

  return (
    <Transformer
      ref={ref}
      name="selection-transformer"
      enabledAnchors={config.anchors}
      keepRatio={config.keepRatio}
      rotateEnabled={config.rotate}
      rotationSnaps={[...ROTATION_SNAP_ANGLES]}
      rotationSnapTolerance={ROTATION_SNAP_TOLERANCE_DEG}
      anchorStroke="#4ac6e3"
      borderStroke="#4ac6e3"
      anchorSize={9}
      flipEnabled={false}
      ignoreStroke
      boundBoxFunc={(oldBox, newBox) => {
        // Only a side shrinking below the minimum stops the handle. A line's box has no height
        // at all, and checking that side too stopped every line from being lengthened.
        const min = MIN_RESIZE_PX * getScale();
        const tooSmall = (before: number, after: number) => Math.abs(after) < min && Math.abs(after) < Math.abs(before);
        return tooSmall(oldBox.width, newBox.width) || tooSmall(oldBox.height, newBox.height) ? oldBox : newBox;
      }}
      // Resize handles snap to guides and other assets within 5 screen px (unrotated selections).
      anchorDragBoundFunc={(_old, pos) => {
        const s = session.current;
        const layer = layers.drag.current;
        const transformer = ref.current;
        if (!s || !layer || !transformer || transformer.rotation() % 360 !== 0) return pos;
        const local = layer.getAbsoluteTransform().copy().invert().point(pos);
        const snap = snapBox({ x: local.x, y: local.y, width: 0, height: 0 }, s.targets, SNAP_DISTANCE_PX / getScale(), { x: ['start'], y: ['start'] });
        showSnapLines(pageId, snap.lines);
        return layer.getAbsoluteTransform().point({ x: local.x + snap.dx, y: local.y + snap.dy });
      }}
      onTransformStart={() => {
        const transformer = ref.current;
        const dragLayer = layers.drag.current;
        if (!transformer || !dragLayer) return;
        const nodes = transformer.nodes();
        const anchor = transformer.getActiveAnchor() ?? '';
        session.current = {
          ...liftNodes(nodes, dragLayer),
          targets: snapTargetsFor(
            getContent(),
            pageId,
            nodes.map((n) => n.id()),
          ),
          byCorner: (CORNER_ANCHORS as readonly string[]).includes(anchor),
        };
      }}
      onTransformEnd={() => {
        const transformer = ref.current;
        if (!transformer) return;
        const byCorner = session.current?.byCorner ?? false;
        session.current?.restore();
        session.current = undefined;
        hideSnapLines();
        const { placements, texts } = placementsOf(transformer.nodes(), getContent(), byCorner);
        useEditor.getState().apply((content) => {
          let next = transformAssets(content, { placements });
          for (const id of texts) {
            const text = next.assets.find((a) => a.id === id);
            if (text?.type === 'text') next = updateAsset(next, { assetId: id, changes: { height: measureTextHeight(text) } });
          }
          return next;
        });
      }}
    />
  );
}
