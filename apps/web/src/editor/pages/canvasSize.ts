import type { DesignContent } from '@layout/model';
import { pageFrame } from '../canvas/frame';
import { RULER_SIZE_PX } from '../canvas/Rulers';

/**
 * The screen size a page's canvas (stage with bleed and handle room, plus the rulers) takes at a
 * scale, before it is drawn: for the placeholders of pages off screen and for the Fit zoom. Once
 * a page is drawn, its measured size is used instead.
 */
export function estimatedCanvasSize(content: DesignContent, scale: number): { width: number; height: number } {
  const frame = pageFrame(content, scale);
  return { width: frame.stageWidth + RULER_SIZE_PX, height: frame.stageHeight + RULER_SIZE_PX };
}
