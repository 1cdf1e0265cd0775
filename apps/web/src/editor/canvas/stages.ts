import type Konva from 'konva';

/**
 * The Konva stage drawing each page, by page id, for the code that reads what is on screen
 * (page previews, browser tests and the editor benchmark). Only pages scrolled into view have one.
 */
const stages = new Map<string, Konva.Stage>();
/** Told when a page gains or loses its stage (it scrolled into or out of view). */
const listeners = new Set<() => void>();

export function registerStage(pageId: string, stage: Konva.Stage): () => void {
  stages.set(pageId, stage);
  for (const listener of listeners) listener();
  return () => {
    if (stages.get(pageId) !== stage) return;
    stages.delete(pageId);
    for (const listener of listeners) listener();
  };
}

/** Calls `listener` whenever a page gains or loses its stage; returns the unsubscribe. */
export function onStagesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function stageOf(pageId: string): Konva.Stage | undefined {
  return stages.get(pageId);
}

/** The page whose stage is under a point of the window (client px), if any. */
export function pageAt(point: { x: number; y: number }): string | undefined {
  for (const [pageId, stage] of stages) {
    const box = stage.container().getBoundingClientRect();
    if (point.x >= box.left && point.x < box.right && point.y >= box.top && point.y < box.bottom) return pageId;
  }
  return undefined;
}

/** Names of the layers every page stage has, bottom to top. */
export const LAYER_NAMES = {
  /** The page, its assets. Redrawn only when they change. */
  content: 'content-layer',
  /** Whatever is being dragged, so a drag redraws only it. */
  drag: 'drag-layer',
  /** Bleed tint, trim line, guides and print markers: redrawn when the document or zoom changes. */
  marks: 'marks-layer',
  /** The transformer, snap lines, marquee and mode editors: few nodes, redrawn on every move. */
  ui: 'ui-layer',
} as const;
