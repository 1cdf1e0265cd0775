import {
  SNAP_DISTANCE_PX,
  assetsInMarquee,
  moveAssets,
  moveAssetsToPage,
  selectionFromMarquee,
  selectionUnits,
  snapBox,
  snapTargetsFor,
  snapToTextLineGrid,
  unitsBounds,
} from '@layout/model';
import type Konva from 'konva';
import { type RefObject, useMemo } from 'react';
import { pageOnScreen } from '../pages/pageLayers';
import { getContent, getScale, useEditor } from '../state/editorStore';
import { editAsset } from './keyboardSelection';
import { commitMode } from './modes/commit';
import { assetNodeOf, assetNodes, liftNodes } from './nodes';
import { hideSnapLines, showSnapLines } from './snapLines';
import { LAYER_NAMES, pageAt } from './stages';

export interface PageLayers {
  stage: RefObject<Konva.Stage | null>;
  content: RefObject<Konva.Layer | null>;
  drag: RefObject<Konva.Layer | null>;
  ui: RefObject<Konva.Layer | null>;
  marquee: RefObject<Konva.Rect | null>;
}

/** A press that moves less than this (screen px) is a click, not a marquee. */
const CLICK_SLOP_PX = 3;

type KonvaMouse = Konva.KonvaEventObject<MouseEvent>;
type KonvaDrag = Konva.KonvaEventObject<DragEvent>;

/** What the user does with the mouse on a page: select, marquee, drag with snapping, double-click. */
export function usePageInteraction(pageId: string, layers: PageLayers) {
  return useMemo(() => {
    const editor = useEditor.getState;

    /** Drag state: the lifted nodes, and where the dragged one and the selection started. */
    let drag: { node: Konva.Node; nodes: Konva.Node[]; restore: () => void } | undefined;

    function onContentMouseDown(event: KonvaMouse) {
      editor().setActivePage(pageId);
      const node = assetNodeOf(event.target);
      if (!node) return;
      const id = node.id();
      const state = editor();
      if (state.mode && state.mode.assetId !== id) commitMode();
      const asset = getContent().assets.find((a) => a.id === id);
      // A press on the background works like a press on the empty page: a marquee, or a click
      // that selects the background (handled by the stage).
      if (!asset || asset.type === 'background') return;
      event.cancelBubble = true;
      if (state.groupSelecting) {
        state.toggleSelected(id);
        return;
      }
      if (!state.selectedIds.includes(id)) state.select(id);
    }

    function onStageMouseDown(event: KonvaMouse) {
      const stage = layers.stage.current;
      const content = layers.content.current;
      if (!stage || !content) return;
      // Handles and mode editors (UI layer) and print markers (marks layer) handle their own presses.
      const layer = event.target === stage ? null : event.target.getLayer();
      if (layer && (layer === layers.ui.current || layer.name() === LAYER_NAMES.marks)) return;
      if (event.evt.button !== 0) return;
      editor().setActivePage(pageId);
      if (editor().mode) commitMode();
      // In group-selecting mode only clicks on assets change the selection.
      if (editor().groupSelecting) return;
      const backgroundId = (() => {
        const node = assetNodeOf(event.target);
        return node ? node.id() : null;
      })();
      const start = content.getRelativePointerPosition();
      const startScreen = { x: event.evt.clientX, y: event.evt.clientY };
      if (!start) return;
      const marquee = layers.marquee.current;
      let moved = false;

      const onMove = (e: MouseEvent) => {
        if (!moved && Math.hypot(e.clientX - startScreen.x, e.clientY - startScreen.y) < CLICK_SLOP_PX) return;
        moved = true;
        const scale = getScale();
        const x = start.x + (e.clientX - startScreen.x) / scale;
        const y = start.y + (e.clientY - startScreen.y) / scale;
        marquee?.setAttrs({ visible: true, x: Math.min(start.x, x), y: Math.min(start.y, y), width: Math.abs(x - start.x), height: Math.abs(y - start.y) });
        marquee?.getLayer()?.batchDraw();
      };
      const onUp = () => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', onUp);
        if (!moved || !marquee) {
          editor().select(backgroundId);
          return;
        }
        const box = { x: marquee.x(), y: marquee.y(), width: marquee.width(), height: marquee.height() };
        marquee.visible(false);
        marquee.getLayer()?.batchDraw();
        const picked = selectionFromMarquee(assetsInMarquee(getContent(), pageId, box));
        editor().select(picked.kind === 'none' ? null : picked.kind === 'single' ? picked.id : picked.ids);
      };
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', onUp);
    }

    function onDragStart(event: KonvaDrag) {
      const node = event.target;
      const stage = layers.stage.current;
      const dragLayer = layers.drag.current;
      // The transformer starts dragging the other selected nodes itself: one drag is enough.
      if (drag || node.name() !== 'asset' || !stage || !dragLayer) return;
      const state = editor();
      if (state.groupSelecting) {
        node.stopDrag();
        return;
      }
      const ids = state.selectedIds.includes(node.id()) ? state.selectedIds : [node.id()];
      const nodes = assetNodes(stage, ids);
      if (!nodes.includes(node)) nodes.push(node);
      const content = getContent();
      const units = selectionUnits(content, ids);
      if (units.length === 0) return;
      const box = unitsBounds(units);
      const { restore } = liftNodes(nodes, dragLayer);
      const targets = snapTargetsFor(content, pageId, ids);
      // Texts alone, with the guides shown, also snap to the 12 pt text line grid (lineGrid.ts).
      const onLineGrid = state.showGuides && ids.every((id) => content.assets.find((a) => a.id === id)?.type === 'text');
      drag = { node, nodes, restore };
      // Every moving node snaps the same way: the selection's box moved by the pointer, snapped
      // to the closest guide. (The transformer drags the other selected nodes along itself.)
      for (const moving of nodes) {
        const start = { x: moving.x(), y: moving.y() };
        moving.dragBoundFunc((pos) => {
          const toLayer = dragLayer.getAbsoluteTransform().copy().invert();
          const local = toLayer.point(pos);
          const shifted = { ...box, x: box.x + local.x - start.x, y: box.y + local.y - start.y };
          const distance = SNAP_DISTANCE_PX / getScale();
          const snap = snapBox(shifted, targets, distance);
          if (onLineGrid && !snap.lines.some((line) => line.orientation === 'horizontal')) {
            const grid = snapToTextLineGrid(shifted, content.layoutDimensions, distance);
            if (grid.line) snap.lines.push(grid.line);
            snap.dy = grid.dy;
          }
          if (moving === node) showSnapLines(pageId, snap.lines);
          return dragLayer.getAbsoluteTransform().point({ x: local.x + snap.dx, y: local.y + snap.dy });
        });
      }
    }

    function onDragEnd(event: KonvaDrag) {
      const node = event.target;
      if (!drag || drag.node !== node) return;
      const moved = drag.nodes;
      for (const n of moved) n.dragBoundFunc(undefined as unknown as (pos: Konva.Vector2d) => Konva.Vector2d);
      const state = editor();
      drag.restore();
      drag = undefined;
      hideSnapLines();
      const moves = moved.map((n) => ({ assetId: n.id(), x: n.x(), y: n.y() }));
      const onto = droppedOnto(event.evt);
      if (onto) {
        // Into the other page's coordinates: both pages are drawn at the same zoom.
        const dx = (onto.from.origin.x - onto.to.origin.x) / onto.to.scale;
        const dy = (onto.from.origin.y - onto.to.origin.y) / onto.to.scale;
        const shifted = moves.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
        state.apply((content) => moveAssetsToPage(content, { pageId: onto.pageId, moves: shifted }));
        state.setActivePage(onto.pageId);
        return;
      }
      state.apply((content) => moveAssets(content, { moves }));
    }

    /** Another page the pointer released a drag over, with where both pages are on screen. */
    function droppedOnto(evt: MouseEvent | TouchEvent | undefined) {
      const point = evt && 'clientX' in evt ? { x: evt.clientX, y: evt.clientY } : undefined;
      const target = point && pageAt(point);
      if (!target || target === pageId) return undefined;
      const from = pageOnScreen(pageId);
      const to = pageOnScreen(target);
      return from && to ? { pageId: target, from, to } : undefined;
    }

    function onDblClick(event: KonvaMouse) {
      const node = assetNodeOf(event.target);
      const state = editor();
      if (state.mode) {
        commitMode();
        return;
      }
      if (!node) return;
      const asset = getContent().assets.find((a) => a.id === node.id());
      if (!asset) return;
      editAsset(asset);
    }

    return { onContentMouseDown, onStageMouseDown, onDragStart, onDragEnd, onDblClick };
  }, [pageId, layers]);
}
