import { type Asset, type DesignContent, type Page, pageSnapGuides } from '@layout/model';
import { VisuallyHidden } from '@mantine/core';
import type Konva from 'konva';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Layer, Rect, Stage } from 'react-konva';
import { pageTitle } from '../pages/pageTitle';
import { useScreenColor } from '../screenColors';
import { editingTextId, useEditor } from '../state/editorStore';
import { pageDescription, pagePlace } from './announcement';
import { AssetNode } from './AssetNode';
import { CANVAS_KEYS_HINT_ID } from './CanvasAnnouncer';
import { type PageFrame, pageFrame } from './frame';
import { Guides } from './Guides';
import { installDrawOnce } from './drawOnce';
import { whenIdle } from './idle';
import { PAGE_CANVAS_ATTRIBUTE, canvasBlurred, canvasFocused } from './keyboardSelection';
import { LAZY_HIT, installLazyHitGraphs } from './lazyHitGraph';
import { PageFrameMarks } from './PageFrameMarks';
import { PrintMarkers } from './PrintMarkers';
import { RULER_SIZE_PX, Ruler } from './Rulers';
import { SelectionTransformer } from './SelectionTransformer';
import { SnapLines } from './SnapLines';
import { LAYER_NAMES, registerStage } from './stages';
import { TextEditOverlay } from './TextEditOverlay';
import { installUnallocatedSizing } from './unallocatedSize';
import { type PageLayers, usePageInteraction } from './usePageInteraction';
import { AssetModeEditor } from './modes/AssetModeEditor';
import './pageCanvas.css';

interface Props {
  page: Page;
  index: number;
  content: DesignContent;
  scale: number;
  round: boolean;
}

const NO_ASSETS: readonly Asset[] = [];
/** The longest the page's snap guides wait for an idle moment after a change. */
const SNAP_GUIDES_IDLE_TIMEOUT_MS = 2000;

installLazyHitGraphs();
installDrawOnce();
installUnallocatedSizing();

/** The page's assets in stacking order, with the store's preview changes shown. */
function useDrawnAssets(content: DesignContent, pageId: string): readonly Asset[] {
  const preview = useEditor((s) => s.preview);
  const onPage = useMemo(() => {
    const assets = content.assets.filter((a) => a.pageId === pageId && a.type !== 'group');
    return assets.length ? assets.sort((a, b) => a.zIndex - b.zIndex) : NO_ASSETS;
  }, [content.assets, pageId]);
  return useMemo(() => {
    const changed = Object.keys(preview);
    if (changed.length === 0) return onPage;
    return onPage.map((a) => (preview[a.id] ? ({ ...a, ...preview[a.id] } as Asset) : a));
  }, [onPage, preview]);
}

/**
 * One page of the design on its own Konva stage, with rulers, the bleed and the trim. Four
 * layers: the content (redrawn only when the document changes), the drag layer (what is being
 * moved or resized, so a drag redraws only it), the marks (bleed, trim, guides, print markers)
 * and the UI (handles, snap lines, marquee: the few nodes that change on every mouse move).
 * Konva only draws; every change goes to the store as a model operation. Every layer draws its
 * hit graph lazily (lazyHitGraph.ts): not before the page is first drawn, nor for UI changes
 * nobody points at.
 */
export function PageCanvas({ page, index, content, scale, round }: Props) {
  const screen = useScreenColor();
  // The frame depends on the page size only: kept while the selection or the assets change, so
  // the memoised marks are not redrawn with them (a new dash array would redraw their layer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame depends on the page size only (see above)
  const frame = useMemo(() => pageFrame(content, scale), [content.layoutDimensions, scale]);
  const assets = useDrawnAssets(content, page.id);
  const selectedIds = useEditor((s) => s.selectedIds);
  const mode = useEditor((s) => s.mode);
  const showGuides = useEditor((s) => s.showGuides);
  const printFormat = useEditor((s) => s.info.printFormat);
  const editingId = editingTextId(mode);
  const title = pageTitle(index, printFormat, content.pages.length);
  const describedBy = `page-description-${page.id}`;
  const description = useMemo(() => pageDescription(content, page.id, pagePlace(title, index, content.pages.length)), [content, page.id, title, index]);

  const stage = useRef<Konva.Stage>(null);
  const contentLayer = useRef<Konva.Layer>(null);
  const dragLayer = useRef<Konva.Layer>(null);
  const uiLayer = useRef<Konva.Layer>(null);
  const marquee = useRef<Konva.Rect>(null);
  const layers = useMemo<PageLayers>(() => ({ stage, content: contentLayer, drag: dragLayer, ui: uiLayer, marquee }), []);
  const interaction = usePageInteraction(page.id, layers);

  useEffect(() => (stage.current ? registerStage(page.id, stage.current) : undefined), [page.id]);
  // The page's snap guides, worked out while idle after each change, so a drag starts without it.
  useEffect(() => whenIdle(() => pageSnapGuides(content, page.id), SNAP_GUIDES_IDLE_TIMEOUT_MS), [content, page.id]);

  const transformed = useMemo(() => {
    if (selectedIds.length === 0) return NO_ASSETS;
    const ids = new Set(selectedIds);
    return assets.filter((a) => ids.has(a.id) && a.id !== mode?.assetId && !(a.type === 'background' && a.locked));
  }, [assets, selectedIds, mode]);
  const editingText = editingId ? assets.find((a) => a.id === editingId) : undefined;
  const modeAsset = mode && !editingId ? assets.find((a) => a.id === mode.assetId) : undefined;

  const bleedClip = {
    clipX: -frame.bleed,
    clipY: -frame.bleed,
    clipWidth: frame.width + 2 * frame.bleed,
    clipHeight: frame.height + 2 * frame.bleed,
  };
  const origin = { x: frame.originX, y: frame.originY, scaleX: scale, scaleY: scale };

  return (
    <div data-testid={`page-${index}`} style={{ display: 'grid', gridTemplateColumns: `${RULER_SIZE_PX}px auto`, gridTemplateRows: `${RULER_SIZE_PX}px auto` }}>
      <div style={{ background: '#f1f3f5' }} />
      <Ruler orientation="horizontal" unit={content.layoutDimensions.units} scale={scale} origin={frame.originX} length={frame.stageWidth} />
      <Ruler orientation="vertical" unit={content.layoutDimensions.units} scale={scale} origin={frame.originY} length={frame.stageHeight} />
      {/* What the page holds in words: the canvas only draws it (issue 25). */}
      <VisuallyHidden id={describedBy}>{description}</VisuallyHidden>
      {/* A Tab stop of its own with Mantine's focus ring: Tab and Shift+Tab then select the page's
          assets, Enter edits a text or crops a picture, Escape lets go (keyboardSelection.ts). An
          application: the keys are the editor's, not a screen reader's. */}
      <div
        data-testid={`page-canvas-${index}`}
        {...{ [PAGE_CANVAS_ATTRIBUTE]: '' }}
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an application is a widget with keys of its own (keyboardSelection.ts)
        tabIndex={0}
        aria-label={`${title} canvas`}
        aria-describedby={`${describedBy} ${CANVAS_KEYS_HINT_ID}`}
        className="mantine-focus-auto"
        onFocus={(event) => event.target === event.currentTarget && canvasFocused(page.id)}
        onBlur={(event) => event.target === event.currentTarget && canvasBlurred(page.id)}
        style={{ position: 'relative', width: frame.stageWidth, height: frame.stageHeight }}
      >
        <Stage ref={stage} width={frame.stageWidth} height={frame.stageHeight} onMouseDown={interaction.onStageMouseDown} onDblClick={interaction.onDblClick}>
          <Layer
            ref={contentLayer}
            name={LAYER_NAMES.content}
            {...{ [LAZY_HIT]: true }}
            {...origin}
            {...bleedClip}
            onMouseDown={interaction.onContentMouseDown}
            onDragStart={interaction.onDragStart}
            onDragEnd={interaction.onDragEnd}
          >
            <Rect
              name="page-background"
              x={-frame.bleed}
              y={-frame.bleed}
              width={frame.width + 2 * frame.bleed}
              height={frame.height + 2 * frame.bleed}
              fill={screen(page.backgroundColor)}
            />
            <PageAssets assets={assets} editingId={editingId} />
          </Layer>
          <Layer
            ref={dragLayer}
            name={LAYER_NAMES.drag}
            {...{ [LAZY_HIT]: true }}
            {...origin}
            {...bleedClip}
            onDragStart={interaction.onDragStart}
            onDragEnd={interaction.onDragEnd}
          />
          <Layer name={LAYER_NAMES.marks} {...{ [LAZY_HIT]: true }} {...origin}>
            <PageFrameMarks frame={frame} scale={scale} />
            {showGuides && <Guides layout={content.layoutDimensions} width={frame.width} height={frame.height} round={round} scale={scale} />}
            <PrintMarkers content={content} pageId={page.id} scale={scale} />
          </Layer>
          <Layer ref={uiLayer} name={LAYER_NAMES.ui} {...{ [LAZY_HIT]: true }} {...origin}>
            <SnapLines pageId={page.id} scale={scale} />
            <Rect ref={marquee} name="marquee" visible={false} listening={false} fill="rgba(74, 198, 227, 0.12)" stroke="#4ac6e3" strokeWidth={1 / scale} />
            {mode && modeAsset && <AssetModeEditor mode={mode} asset={modeAsset} scale={scale} />}
            <SelectionTransformer pageId={page.id} assets={transformed} layers={layers} />
          </Layer>
        </Stage>
        {editingText?.type === 'text' && (
          <OverlayAtOrigin frame={frame}>
            <TextEditOverlay asset={editingText} scale={scale} />
          </OverlayAtOrigin>
        )}
      </div>
    </div>
  );
}

/**
 * The page's asset nodes, re-rendered when the assets or the text being edited change, not with
 * the selection: selecting one asset of 3,000 re-renders the page's stage, not 3,000 children.
 */
const PageAssets = memo(function PageAssets({ assets, editingId }: { assets: readonly Asset[]; editingId: string | null | undefined }) {
  return assets.map((asset) => <AssetNode key={asset.id} asset={asset} editing={asset.id === editingId} />);
});

/** Positions DOM overlays so that their (0, 0) is the page's top-left trim corner. */
function OverlayAtOrigin({ frame, children }: { frame: PageFrame; children: React.ReactNode }) {
  return <div style={{ position: 'absolute', left: frame.originX, top: frame.originY, width: 0, height: 0 }}>{children}</div>;
}
