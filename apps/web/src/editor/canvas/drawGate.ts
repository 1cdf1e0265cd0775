import Konva from 'konva';

/**
 * Layers that do not draw until a hold is released. Opening a design, the page is rendered
 * (texts laid out, a Konva node made for every asset) as soon as the design and its font are in,
 * while its pictures are still downloading and decoding, and drawn once when they are: the page
 * appears once, whole, as it did when the render itself waited for the pictures, but the render's
 * work overlaps the wait instead of following it (traced at 1,000 assets: ~0.13 s of an idle main
 * thread while the pictures decoded, then ~0.4 s of render).
 *
 * Only draws of a layer onto its own canvas wait; draws onto another canvas (an export, a cache)
 * never do. A layer that asked to draw while held draws in full on the frame after the release:
 * by then React has committed what the release's cause changed (the pictures that just arrived
 * re-render their nodes), so that draw is the complete one.
 */
let holds = 0;
const waiting = new Set<Konva.Layer>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const proto = Konva.Layer.prototype;
  const drawScene = proto.drawScene;
  const drawHit = proto.drawHit;
  proto.drawScene = function (this: Konva.Layer, canvas?: Parameters<Konva.Layer['drawScene']>[0], top?: Konva.Node) {
    if (holds > 0 && !canvas) {
      waiting.add(this);
      return this;
    }
    return drawScene.call(this, canvas, top);
  };
  proto.drawHit = function (this: Konva.Layer, canvas?: Parameters<Konva.Layer['drawHit']>[0], top?: Konva.Node) {
    if (holds > 0 && !canvas) {
      waiting.add(this);
      return this;
    }
    return drawHit.call(this, canvas, top);
  };
}

/** Holds every layer's draws until the returned release is called (once; later calls do nothing). */
export function holdLayerDraws(): () => void {
  install();
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const layers = [...waiting];
    waiting.clear();
    for (const layer of layers) if (layer.getStage()) layer.batchDraw();
  };
}
