import Konva from 'konva';
import { whenIdle } from './idle';

/**
 * Konva's batchDraw redraws a layer on the next frame even when the layer was drawn in full
 * after the request and nothing changed since. That is what opening a design did: react-konva
 * asks for a batch draw as it appends each asset to the page's layer, then Konva draws the layer
 * at once when the layer joins the stage, and the frame drew the same thousand assets again
 * (with a software canvas, a second full rasterisation: about 0.1 s on a page of 1,000 assets).
 *
 * Installed, a layer remembers whether anything asked for a draw since its last full draw, and
 * the frame's draw happens only then. Every change still asks (react-konva after each update,
 * the editor's own code), so no change is left undrawn.
 *
 * Also, a layer joining a stage is drawn by Konva there and then, yet Konva asks the whole stage
 * for a batch draw too, as for any child added anywhere: every layer already on the stage (the
 * page's thousand assets) was drawn again for a new, empty one. Adding a layer changes no other
 * layer's canvas, so that request is dropped; a change of the stage itself (its size, zoom or
 * position) still draws every layer.
 *
 * And a layer with nothing to show whose canvas is still blank is not drawn at all: drawing it
 * would only clear it, and the first clear of a canvas allocates its pixels (8-10 ms for a
 * page-sized canvas on the benchmark's machine). A page opens with an empty drag layer and a UI
 * layer holding only a hidden marquee and a transformer with nothing attached. Their canvases
 * are cleared once when the browser is next idle instead, so that the allocation is paid
 * neither on the way to the page's first draw nor by the first press or drag.
 */
const stale = new WeakSet<Konva.Layer>();
/** Layers whose canvas may hold pixels: drawn with something to show since last drawn empty. */
const painted = new WeakSet<Konva.Layer>();
/** Blank layers whose canvas allocation is scheduled for an idle moment. */
const allocating = new WeakSet<Konva.Layer>();
/** How long an idle-time allocation may wait while the browser stays busy. */
const ALLOCATE_IDLE_TIMEOUT_MS = 2000;
let installed = false;
/** Set while Konva adds a layer to a stage. */
let addingLayer = false;

/** Whether a layer's child draws anything: a transformer only with something attached. */
function showsSomething(node: Konva.Node): boolean {
  if (!node.visible()) return false;
  return node instanceof Konva.Transformer ? node.nodes().length > 0 : true;
}

/** Installs the behaviour on Konva.Layer once. */
export function installDrawOnce(): void {
  if (installed) return;
  installed = true;
  const proto = Konva.Layer.prototype;
  const draw = proto.draw;

  proto.batchDraw = function (this: Konva.Layer) {
    stale.add(this);
    if (!this._waitingForDraw) {
      this._waitingForDraw = true;
      Konva.Util.requestAnimFrame(() => {
        // Reset before drawing, as Konva does: a throwing draw must not freeze the layer.
        this._waitingForDraw = false;
        if (stale.has(this)) this.draw();
      });
    }
    return this;
  };

  proto.draw = function (this: Konva.Layer) {
    stale.delete(this);
    return draw.call(this);
  };

  const drawScene = proto.drawScene;
  proto.drawScene = function (this: Konva.Layer, canvas?: Parameters<Konva.Layer['drawScene']>[0], top?: Konva.Node) {
    // A draw onto another canvas (an export, a cache) is never skipped.
    if (canvas) return drawScene.call(this, canvas, top);
    const showing = this.getChildren().some(showsSomething);
    if (!showing && !painted.has(this)) {
      if (!allocating.has(this)) {
        allocating.add(this);
        whenIdle(() => this.getCanvas().getContext().clear(), ALLOCATE_IDLE_TIMEOUT_MS);
      }
      return this;
    }
    if (showing) painted.add(this);
    else painted.delete(this);
    return drawScene.call(this, canvas, top);
  };

  const stage = Konva.Stage.prototype;
  const add = stage.add;
  const stageBatchDraw = stage.batchDraw;
  stage.add = function (this: Konva.Stage, ...layers: Parameters<Konva.Stage['add']>) {
    addingLayer = true;
    try {
      return add.apply(this, layers);
    } finally {
      addingLayer = false;
    }
  };
  stage.batchDraw = function (this: Konva.Stage) {
    return addingLayer ? this : stageBatchDraw.call(this);
  };
}
