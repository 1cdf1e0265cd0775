import type Konva from 'konva';
import { LAYER_NAMES, stageOf } from '../canvas/stages';
import type { Point } from './zoom';

/** The layer holding a page's background and assets, if the page is on screen. */
export function contentLayerOf(pageId: string): Konva.Layer | undefined {
  return stageOf(pageId)?.findOne<Konva.Layer>(`.${LAYER_NAMES.content}`);
}

/** Where a page's (0, 0) is on the screen (client px) and the scale it is drawn at. */
export function pageOnScreen(pageId: string): { origin: Point; scale: number } | null {
  const stage = stageOf(pageId);
  const layer = contentLayerOf(pageId);
  if (!stage || !layer) return null;
  const box = stage.container().getBoundingClientRect();
  const inStage = layer.getAbsoluteTransform().point({ x: 0, y: 0 });
  return { origin: { x: box.left + inStage.x, y: box.top + inStage.y }, scale: layer.getAbsoluteScale().x };
}
