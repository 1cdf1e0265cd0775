import { currentState } from '@layout/model';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { estimatedCanvasSize } from '../pages/canvasSize';
import { onCanvasScroll, registerCanvasArea, scrollPageIntoView } from '../pages/canvasScroll';
import { restoreZoomAnchor, zoomAbout } from '../pages/canvasZoom';
import { PAGE_HEADER_HEIGHT_PX } from '../pages/PageHeader';
import { PageSlot } from '../pages/PageSlot';
import { canvasDropHandlers } from './panelDrop';
import { useVisiblePages } from '../pages/useVisiblePages';
import { fitScale, wheelZoom } from '../pages/zoom';
import { getContent, getScale, useContent, useEditor, useScale } from '../state/editorStore';

/** Padding around the list of pages and the gap between pages, in screen px. */
const PADDING_PX = 24;
const PAGE_GAP_PX = 24;

type Measured = { width: number; height: number; scale: number };

/**
 * The vertically scrolling list of pages at the current zoom (spec 001 section 2.5). Pages far
 * from view are placeholders of the same size; Ctrl + wheel zooms about the pointer; the page
 * most in view becomes active as the user scrolls; a page just added comes into view.
 */
export function CanvasArea({ round }: { round: boolean }) {
  const content = useContent();
  const scale = useScale();
  const activePageId = useEditor((s) => s.activePageId);
  const areaRef = useRef<HTMLDivElement>(null);
  const { visible, observe } = useVisiblePages(areaRef, [activePageId]);
  const [measured, setMeasured] = useState<Measured | null>(null);
  const onMeasure = useCallback((size: Measured) => setMeasured((m) => (m && m.width === size.width && m.height === size.height && m.scale === size.scale ? m : size)), []);
  const placeholderSize = useMemo(
    () => (measured && measured.scale === scale ? { width: measured.width, height: measured.height } : estimatedCanvasSize(content, scale)),
    [measured, scale, content],
  );

  const fitted = useFitScale(areaRef);
  useCanvasEvents(areaRef);
  useNewPageComesIntoView(areaRef);

  // Once laid out at a new zoom, bring the point that was under the pointer back under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once laid out at each new zoom, which `scale` names; the anchor is read from outside React
  useLayoutEffect(() => {
    restoreZoomAnchor();
  }, [scale]);

  return (
    <div ref={areaRef} style={{ flex: 1, overflow: 'auto', position: 'relative', background: 'var(--mantine-color-gray-2)' }} data-testid="canvas-area" {...canvasDropHandlers}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: PAGE_GAP_PX,
          padding: PADDING_PX,
          minWidth: 'min-content',
        }}
      >
        {fitted &&
          content.pages.map((page, index) => (
            <PageSlot
              key={page.id}
              page={page}
              index={index}
              content={content}
              scale={scale}
              round={round}
              mounted={visible.has(page.id)}
              placeholderSize={placeholderSize}
              observe={observe}
              onMeasure={onMeasure}
            />
          ))}
      </div>
    </div>
  );
}

/**
 * Keeps the store's Fit scale: the largest at which one whole page with its header shows. Returns
 * whether it has been measured: pages are drawn only from then on, once and at their zoom, not
 * first at a provisional zoom and again (every canvas resized and redrawn) a moment later.
 */
function useFitScale(areaRef: React.RefObject<HTMLDivElement | null>): boolean {
  const layout = useEditor((s) => currentState(s.history).layoutDimensions);
  const [fitted, setFitted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitted again when the page size changes, which `layout` names; the effect reads the content from the store
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const update = () => {
      const content = getContent();
      const atZero = estimatedCanvasSize(content, 0);
      const atOne = estimatedCanvasSize(content, 1);
      const fixed = { width: atZero.width + 2 * PADDING_PX, height: atZero.height + PAGE_HEADER_HEIGHT_PX + 2 * PADDING_PX };
      const perScale = { width: atOne.width - atZero.width, height: atOne.height - atZero.height };
      useEditor.getState().setFitScale(fitScale({ width: area.clientWidth, height: area.clientHeight }, fixed, perScale));
    };
    update();
    setFitted(true);
    const observer = new ResizeObserver(update);
    observer.observe(area);
    return () => observer.disconnect();
  }, [areaRef, layout]);
  return fitted;
}

/** Ctrl + wheel zooms about the pointer; scrolling (once a frame) makes the page in view active. */
function useCanvasEvents(areaRef: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const unregister = registerCanvasArea(area);
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      // Not the browser's page zoom.
      event.preventDefault();
      zoomAbout(wheelZoom(getScale(), event.deltaY, event.deltaMode), { x: event.clientX, y: event.clientY });
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        onCanvasScroll(area);
      });
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    area.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      unregister();
      cancelAnimationFrame(frame);
      area.removeEventListener('wheel', onWheel);
      area.removeEventListener('scroll', onScroll);
    };
  }, [areaRef]);
}

/**
 * A page that has just appeared (added, copied) and become active is scrolled into view. The
 * store may record the new page and make it active in one update or in two, so pages that
 * appeared are remembered until the active page changes.
 */
function useNewPageComesIntoView(areaRef: React.RefObject<HTMLDivElement | null>) {
  const pages = useEditor((s) => currentState(s.history).pages);
  const activePageId = useEditor((s) => s.activePageId);
  const known = useRef<ReadonlySet<string> | null>(null);
  const appeared = useRef(new Set<string>());

  useLayoutEffect(() => {
    const ids = new Set(pages.map((p) => p.id));
    if (known.current) appeared.current = new Set([...ids].filter((id) => !known.current!.has(id)));
    known.current = ids;
  }, [pages]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the pages changed too (a page added becomes active after the list changed), reading what the effect above noted
  useLayoutEffect(() => {
    if (!appeared.current.has(activePageId)) return;
    appeared.current.clear();
    if (areaRef.current) scrollPageIntoView(areaRef.current, activePageId);
  }, [areaRef, pages, activePageId]);
}
