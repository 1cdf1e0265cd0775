import { Canvas } from 'konva/lib/Canvas.js';

/**
 * Konva sizes a canvas by setting its width and height and then scaling its context by the
 * pixel ratio, since a new size resets the context. In Chromium that scale is the canvas's first
 * drawing call, and the first drawing call allocates the canvas's pixels: 12-15 ms for a
 * page-sized canvas with a software canvas here. So every layer paid that when it joined a
 * stage, blank ones included: the four layers of a page cost ~46 ms of the way to its first draw
 * (profile of the 1,000-asset open).
 *
 * At a pixel ratio of 1 the scale changes nothing, so it is left out: a canvas is allocated by
 * its first real draw, and a blank layer's only when drawOnce.ts clears it at an idle moment. At
 * other ratios the scale is needed and Konva's own sizing runs unchanged.
 */
let installed = false;

const leaveUnscaled = () => undefined;

export function installUnallocatedSizing(): void {
  if (installed) return;
  installed = true;
  const setSize = Canvas.prototype.setSize;
  Canvas.prototype.setSize = function (this: Canvas, width: number, height: number) {
    if (this.pixelRatio !== 1) return setSize.call(this, width, height);
    const context = this.getContext()._context;
    // An own property shadows the prototype's method for this one call.
    context.scale = leaveUnscaled;
    try {
      setSize.call(this, width, height);
    } finally {
      delete (context as Partial<Pick<CanvasRenderingContext2D, 'scale'>>).scale;
    }
  };
}
