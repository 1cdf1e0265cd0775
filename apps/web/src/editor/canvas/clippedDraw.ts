import type Konva from 'konva';

/** A rectangle in stage coordinates (what Node.getClientRect returns). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels added around each region: anti-aliased edges reach just past a node's client rect. */
const MARGIN_PX = 2;

type LayerCanvas = ReturnType<Konva.Layer['getCanvas']> | ReturnType<Konva.Layer['getHitCanvas']>;

/**
 * Runs `draw` (a layer's drawScene or drawHit) with the canvas clipped to the regions: only
 * their pixels are cleared (clearRect obeys the clip) and painted again.
 */
export function drawClipped(canvas: LayerCanvas, regions: readonly Region[], draw: () => void): void {
  const native = canvas.getContext()._context;
  const ratio = canvas.getPixelRatio();
  native.save();
  // The clip in device pixels; Konva's own transform (its pixel ratio) is put back for the draw.
  const transform = native.getTransform();
  native.setTransform(1, 0, 0, 1, 0, 0);
  native.beginPath();
  for (const r of regions) {
    const left = Math.floor((r.x - MARGIN_PX) * ratio);
    const top = Math.floor((r.y - MARGIN_PX) * ratio);
    native.rect(left, top, Math.ceil((r.x + r.width + MARGIN_PX) * ratio) - left, Math.ceil((r.y + r.height + MARGIN_PX) * ratio) - top);
  }
  native.clip();
  native.setTransform(transform);
  try {
    draw();
  } finally {
    native.restore();
  }
}
