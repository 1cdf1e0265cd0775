import { PAGE_PREVIEW_REFRESH_MS, PAGE_PREVIEW_SCALE, pageSizePx } from '@layout/model';
import { create } from 'zustand';
import { getContent } from '../state/editorStore';
import { contentLayerOf, pageOnScreen } from './pageLayers';

/**
 * Page previews of the Pages panel (spec 001 sections 2.5, 4.5 and 9): each page's content layer
 * (background and assets, without guides or handles) drawn at half the base scale, 500 ms after
 * the layer last redrew. Only pages on screen have a layer; the others keep their last preview.
 * Previews are made only while the Pages panel is open, so that a closed panel costs nothing.
 */

interface PagePreviews {
  /** Data URLs by page id. */
  urls: Readonly<Record<string, string>>;
  /** Whether previews are being kept up to date (the Pages panel is open). */
  watching: boolean;
}

export const usePagePreviews = create<PagePreviews>(() => ({ urls: {}, watching: false }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Set while a preview is drawn, so that its own draw does not schedule another preview. */
let drawingPreview = false;

/** Draws the page's preview now, if the page is on screen. */
export function drawPreview(pageId: string): void {
  const layer = contentLayerOf(pageId);
  const placed = pageOnScreen(pageId);
  const page = getContent();
  if (!layer || !placed || !page.pages.some((p) => p.id === pageId)) return;
  const { width, height } = pageSizePx(page);
  const inStage = layer.getAbsoluteTransform().point({ x: 0, y: 0 });
  drawingPreview = true;
  try {
    const url = layer.toDataURL({
      x: inStage.x,
      y: inStage.y,
      width: width * placed.scale,
      height: height * placed.scale,
      pixelRatio: PAGE_PREVIEW_SCALE / placed.scale,
    });
    usePagePreviews.setState((s) => ({ urls: { ...s.urls, [pageId]: url } }));
  } finally {
    drawingPreview = false;
  }
}

/** Draws the page's preview once it has been quiet for 500 ms. */
export function schedulePreview(pageId: string, delay: number = PAGE_PREVIEW_REFRESH_MS): void {
  if (!usePagePreviews.getState().watching) return;
  clearTimeout(timers.get(pageId));
  timers.set(
    pageId,
    setTimeout(() => {
      timers.delete(pageId);
      drawPreview(pageId);
    }, delay),
  );
}

/**
 * Keeps the preview of a page on screen up to date: every redraw of its content layer (an asset
 * or the background changed, an image or font arrived) schedules a preview. Returns the cleanup.
 */
export function watchPagePreview(pageId: string): () => void {
  const layer = contentLayerOf(pageId);
  if (!layer) return () => {};
  const onDraw = () => {
    if (!drawingPreview) schedulePreview(pageId);
  };
  layer.on('draw.pagePreview', onDraw);
  schedulePreview(pageId);
  return () => {
    layer.off('draw.pagePreview', onDraw);
    clearTimeout(timers.get(pageId));
    timers.delete(pageId);
  };
}

/** Starts or stops keeping previews; starting draws the pages on screen right away. */
export function setPreviewsWatching(watching: boolean): void {
  usePagePreviews.setState({ watching });
  if (watching) for (const page of getContent().pages) schedulePreview(page.id, 0);
  else {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  }
}
