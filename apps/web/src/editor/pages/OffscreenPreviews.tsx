import { PAGE_PREVIEW_REFRESH_MS, PAGE_PREVIEW_SCALE, pageSizePx } from '@layout/model';
import type Konva from 'konva';
import { useEffect, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Layer, Rect, Stage } from 'react-konva';
import { AssetNode } from '../canvas/AssetNode';
import { onStagesChange, stageOf } from '../canvas/stages';
import { useScreenColor } from '../screenColors';
import { useContent } from '../state/editorStore';
import { type PageSource, setPreview, stalePreview, usePagePreviews } from './previews';

/** Off the screen, where the stage of a page being previewed draws. */
const OFF_SCREEN: React.CSSProperties = { position: 'fixed', left: -100_000, top: 0, pointerEvents: 'none' };

/**
 * Previews of pages off screen (spec 001 section 2.5: the Pages panel shows every page). A page
 * scrolled out of view has no stage to take its picture from, so one whose preview is out of date
 * (never on screen since the design opened, or changed by undo or redo while away) is drawn here
 * on a stage of its own at preview size, one page at a time, while the Pages panel is open.
 */
export function OffscreenPreviews() {
  const content = useContent();
  const watching = usePagePreviews((s) => s.watching);
  // A page scrolling into or out of view changes which pages need drawing here.
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onStagesChange(recheck), []);
  const source = watching ? stalePreview(content, (id) => stageOf(id) !== undefined) : null;
  if (!source) return null;
  const { width, height } = pageSizePx(content);
  return createPortal(
    <div style={OFF_SCREEN} aria-hidden>
      <OffscreenPage key={source.page.id} source={source} width={width} height={height} onDone={recheck} />
    </div>,
    document.body,
  );
}

/**
 * One page drawn at preview scale. Its picture is taken once the layer has not redrawn for
 * PAGE_PREVIEW_REFRESH_MS (its pictures and fonts arrive and redraw it), as on screen.
 */
function OffscreenPage({ source, width, height, onDone }: { source: PageSource; width: number; height: number; onDone: () => void }) {
  const layer = useRef<Konva.Layer>(null);
  const latest = useRef(source);
  latest.current = source;
  const screen = useScreenColor();

  useEffect(() => {
    const drawn = layer.current;
    if (!drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const capture = () => {
      let url: string | undefined;
      try {
        url = drawn.toDataURL({ x: 0, y: 0, width: width * PAGE_PREVIEW_SCALE, height: height * PAGE_PREVIEW_SCALE, pixelRatio: 1 });
      } catch {
        // A picture from another origin without CORS makes the canvas unreadable: no preview.
      }
      setPreview(latest.current.page.id, url, latest.current);
      onDone();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(capture, PAGE_PREVIEW_REFRESH_MS);
    };
    drawn.on('draw.offscreenPreview', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      drawn.off('draw.offscreenPreview');
    };
  }, [width, height, onDone]);

  return (
    <Stage width={width * PAGE_PREVIEW_SCALE} height={height * PAGE_PREVIEW_SCALE} listening={false}>
      <Layer ref={layer} scaleX={PAGE_PREVIEW_SCALE} scaleY={PAGE_PREVIEW_SCALE} listening={false}>
        <Rect width={width} height={height} fill={screen(source.page.backgroundColor)} />
        {source.assets.map((asset) => (
          <AssetNode key={asset.id} asset={asset} editing={false} />
        ))}
      </Layer>
    </Stage>
  );
}
