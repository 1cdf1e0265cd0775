import { type Asset, type DesignContent, type Page, PAGE_PREVIEW_REFRESH_MS, PAGE_PREVIEW_SCALE, THUMBNAIL_BASE_PX, isDesignPreview, pageSizePx } from '@layout/model';
import { create } from 'zustand';
import { getContent } from '../state/editorStore';
import { contentLayerOf, pageOnScreen } from './pageLayers';

/**
 * Page previews of the Pages panel (spec 001 sections 2.5, 4.5 and 9): each page's content layer
 * (background and assets, without guides or handles) drawn at half the base scale, 500 ms after
 * the layer last redrew. Only pages on screen have a layer; a page off screen whose preview no
 * longer shows what it holds (never drawn, or changed by undo, a copy, a template) is drawn off
 * screen by OffscreenPreviews, one page at a time. Previews are made only while the Pages panel
 * is open, so that a closed panel costs nothing.
 */

interface PagePreviews {
  /** Data URLs by page id. */
  urls: Readonly<Record<string, string>>;
  /** Whether previews are being kept up to date (the Pages panel is open). */
  watching: boolean;
}

export const usePagePreviews = create<PagePreviews>(() => ({ urls: {}, watching: false }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** What a preview shows: the page (its background) and its assets, bottom to top. */
export interface PageSource {
  page: Page;
  assets: readonly Asset[];
}

/** The page and its drawn assets in stacking order; undefined for a page the design no longer has. */
export function pageSource(content: DesignContent, pageId: string): PageSource | undefined {
  const page = content.pages.find((p) => p.id === pageId);
  if (!page) return undefined;
  const assets = content.assets.filter((a) => a.pageId === pageId && a.type !== 'group').sort((a, b) => a.zIndex - b.zIndex);
  return { page, assets };
}

/** The source each page's current preview was drawn from (documents share unchanged objects). */
const drawnFrom = new Map<string, PageSource>();

const sameSource = (a: PageSource | undefined, b: PageSource) =>
  !!a && a.page === b.page && a.assets.length === b.assets.length && a.assets.every((asset, i) => asset === b.assets[i]);

/**
 * Stores a page's preview and what it shows. Without a picture (one that could not be taken: a
 * picture from another origin makes a canvas unreadable) the page keeps its last preview and is
 * not tried again until it changes.
 */
export function setPreview(pageId: string, url: string | undefined, source: PageSource): void {
  drawnFrom.set(pageId, source);
  if (url) usePagePreviews.setState((s) => ({ urls: { ...s.urls, [pageId]: url } }));
}

/**
 * The first page with no stage (off screen) whose preview does not show what it holds now, with
 * what it holds; null when every such preview is current.
 */
export function stalePreview(content: DesignContent, hasStage: (pageId: string) => boolean): PageSource | null {
  // Pages deleted, or of a design no longer open, need no preview.
  for (const id of drawnFrom.keys()) if (!content.pages.some((p) => p.id === id)) drawnFrom.delete(id);
  for (const page of content.pages) {
    if (hasStage(page.id)) continue;
    const source = pageSource(content, page.id)!;
    if (!sameSource(drawnFrom.get(page.id), source)) return source;
  }
  return null;
}
/** Set while a preview is drawn, so that its own draw does not schedule another preview. */
let drawingPreview = false;

/**
 * A picture of a page's trim area (background and assets) at `scale` page px per pixel, as a data
 * URL; undefined when the page is not on screen (only pages on screen have a layer).
 */
function pagePicture(pageId: string, scale: number, mimeType?: 'image/jpeg'): string | undefined {
  const layer = contentLayerOf(pageId);
  const placed = pageOnScreen(pageId);
  const content = getContent();
  if (!layer || !placed || !content.pages.some((p) => p.id === pageId)) return undefined;
  const { width, height } = pageSizePx(content);
  const inStage = layer.getAbsoluteTransform().point({ x: 0, y: 0 });
  drawingPreview = true;
  try {
    return layer.toDataURL({
      x: inStage.x,
      y: inStage.y,
      width: width * placed.scale,
      height: height * placed.scale,
      pixelRatio: scale / placed.scale,
      ...(mimeType ? { mimeType, quality: JPEG_QUALITY } : {}),
    });
  } finally {
    drawingPreview = false;
  }
}

const JPEG_QUALITY = 0.8;

/** Draws the page's preview now, if the page is on screen. */
export function drawPreview(pageId: string): void {
  const source = pageSource(getContent(), pageId);
  let url: string | undefined;
  try {
    url = pagePicture(pageId, PAGE_PREVIEW_SCALE);
  } catch {
    // A picture from another origin without CORS makes the canvas unreadable: no new preview.
  }
  if (source && (url || pageOnScreen(pageId))) setPreview(pageId, url, source);
}

/**
 * The picture a save sends as the design's `preview`, shown in My Stuff: the first page at the
 * previews' half scale, at most THUMBNAIL_BASE_PX on its longest side, as a JPEG (a sixth of the
 * PNG of a page of photos, and the page's background makes it opaque anyway). When the first page is
 * scrolled out of sight, its last Pages panel preview; failing that none, and the server keeps
 * the one it has.
 */
export function designPreview(pageId?: string): string | undefined {
  const content = getContent();
  // Save as template pictures the page it publishes.
  const first = pageId === undefined ? content.pages[0] : content.pages.find((p) => p.id === pageId);
  if (!first) return undefined;
  const { width, height } = pageSizePx(content);
  const scale = Math.min(PAGE_PREVIEW_SCALE, THUMBNAIL_BASE_PX / Math.max(width, height, 1));
  try {
    const url = pagePicture(first.id, scale, 'image/jpeg') ?? usePagePreviews.getState().urls[first.id];
    // Within what the API accepts (a size limit), or the save itself would be refused.
    return isDesignPreview(url) ? url : undefined;
  } catch {
    // A picture from another origin without CORS makes the canvas unreadable: save without one.
    return undefined;
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
