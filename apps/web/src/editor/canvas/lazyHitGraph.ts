import Konva from 'konva';
import { type Region, drawClipped } from './clippedDraw';
import { whenIdle } from './idle';

/**
 * Konva draws a layer's hit graph (a hidden canvas holding every shape in a colour of its own,
 * read to find what is under the pointer) with every draw of the layer. On a page of a thousand
 * assets that is a third of each draw, and most draws (opening, undo, the end of a drag, a
 * picture arriving) are followed by another draw before anyone points at anything.
 *
 * A layer with the attribute `lazyHit` draws its hit graph when the browser is next idle, or when
 * Konva first asks what is under the pointer (every hit query goes through
 * Layer.getIntersection), whichever comes first; never twice for one change.
 *
 * Its hit canvas also takes the stage's size only when its hit graph is drawn, not when the layer
 * joins the stage or the stage is resized: sizing a stage-sized canvas allocates and clears its
 * pixels, about 10 ms each on the benchmark's machine, and a page's hit canvases were sized
 * before its first draw, on the way to the user seeing the page.
 */
export const LAZY_HIT = 'lazyHit';

/** How long an idle-time hit draw may wait while the browser stays busy. */
const IDLE_TIMEOUT_MS = 300;

interface Pending {
  cancel: () => void;
  /** Where the hit graph is out of date, or null for all of it. */
  regions: Region[] | null;
}

const pending = new WeakMap<Konva.Layer, Pending>();
/** Set while a lazy layer's hit graph is drawn: the one time its hit canvas follows the stage's size. */
let drawingHit = false;
/** Konva's own drawHit, once installed. */
let drawHitNow: ((this: Konva.Layer, canvas?: Parameters<Konva.Layer['drawHit']>[0], top?: Konva.Node) => Konva.Layer) | null = null;

/**
 * Schedules the layer's idle-time hit draw; returns its cancel. While something is dragged it
 * waits: Konva does not hit-test during a drag, and a draw then would only delay the next frame
 * of the drag.
 */
function scheduleFlush(layer: Konva.Layer): () => void {
  const run = () => {
    const waiting = pending.get(layer);
    if (waiting && Konva.isDragging()) waiting.cancel = whenIdle(run, IDLE_TIMEOUT_MS);
    else flushHitGraph(layer);
  };
  return whenIdle(run, IDLE_TIMEOUT_MS);
}

/** Installs the behaviour on Konva.Layer once; layers without `lazyHit` are not affected. */
export function installLazyHitGraphs(): void {
  if (drawHitNow) return;
  const proto = Konva.Layer.prototype;
  drawHitNow = proto.drawHit;
  const drawHit = drawHitNow;
  const getIntersection = proto.getIntersection;
  const syncHitCanvasSize = proto._syncHitCanvasSize;

  proto._syncHitCanvasSize = function (this: Konva.Layer) {
    if (drawingHit || !this.getAttr(LAZY_HIT)) syncHitCanvasSize.call(this);
  };

  proto.drawHit = function (this: Konva.Layer, canvas?: Parameters<Konva.Layer['drawHit']>[0], top?: Konva.Node) {
    // A draw onto another canvas (a cache, an export) is never deferred.
    if (canvas || !this.getAttr(LAZY_HIT)) return drawHit.call(this, canvas, top);
    markHitGraphStale(this);
    return this;
  };

  proto.getIntersection = function (this: Konva.Layer, pos: Konva.Vector2d) {
    // A change made but not drawn yet (batchDraw waits for the next frame, which a busy browser
    // delays) has not reached the hit graph either: a click just after an undo would find the
    // shapes where they were. Such a layer's hit graph is drawn now, from the nodes as they are.
    if (this._waitingForDraw && this.getAttr(LAZY_HIT)) markHitGraphStale(this);
    flushHitGraph(this);
    return getIntersection.call(this, pos);
  };
}

/** Marks all of a lazy layer's hit graph out of date: redrawn when next idle or hit-tested. */
function markHitGraphStale(layer: Konva.Layer): void {
  const waiting = pending.get(layer);
  if (waiting) waiting.regions = null;
  else pending.set(layer, { cancel: scheduleFlush(layer), regions: null });
}

/**
 * Marks a lazy layer's hit graph out of date inside the regions only (regionRedraw.ts); it is
 * redrawn there, clipped, when it is next due. Returns false for a layer that is not lazy.
 */
export function invalidateHitRegions(layer: Konva.Layer, regions: readonly Region[]): boolean {
  if (!layer.getAttr(LAZY_HIT)) return false;
  const waiting = pending.get(layer);
  if (waiting) waiting.regions?.push(...regions);
  else pending.set(layer, { cancel: scheduleFlush(layer), regions: [...regions] });
  return true;
}

/**
 * Draws a lazy layer's hit graph now if it is out of date (before a hit test, or when its idle
 * time comes). Returns whether it drew.
 */
export function flushHitGraph(layer: Konva.Layer): boolean {
  const waiting = pending.get(layer);
  const drawHit = drawHitNow;
  if (!waiting || !drawHit) return false;
  waiting.cancel();
  pending.delete(layer);
  // A layer destroyed meanwhile has nothing left to hit.
  if (!layer.getStage()) return true;
  const draw = () => {
    drawingHit = true;
    try {
      drawHit.call(layer);
    } finally {
      drawingHit = false;
    }
  };
  // A hit canvas not yet at the layer's size is sized, and so cleared, by the draw: all of it then.
  const hit = layer.getHitCanvas();
  const sized = hit.width === Math.floor(layer.width() * hit.pixelRatio) && hit.height === Math.floor(layer.height() * hit.pixelRatio);
  if (waiting.regions && sized) drawClipped(hit, waiting.regions, draw);
  else draw();
  return true;
}
