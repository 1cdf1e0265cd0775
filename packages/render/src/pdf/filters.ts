import type { FilterPlan, KonvaFilterName } from '@layout/model';
import { Node } from 'konva/lib/Node.js';
import { Blur } from 'konva/lib/filters/Blur.js';
import { Brighten } from 'konva/lib/filters/Brighten.js';
import { Contrast } from 'konva/lib/filters/Contrast.js';
import { Enhance } from 'konva/lib/filters/Enhance.js';
import { Grayscale } from 'konva/lib/filters/Grayscale.js';
import { HSL } from 'konva/lib/filters/HSL.js';
import { Invert } from 'konva/lib/filters/Invert.js';
import { RGB } from 'konva/lib/filters/RGB.js';
import { RGBA } from 'konva/lib/filters/RGBA.js';
import { Sepia } from 'konva/lib/filters/Sepia.js';

/** RGBA pixels, row by row, as a canvas's ImageData holds them (what Konva's filters read and write). */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

type KonvaFilter = (this: Node, imageData: Pixels, pixelRatio?: number) => void;

/** Konva's own filter functions, the ones the editor's canvas applies (apps/web/src/vendor/konva.ts). */
const KONVA_FILTERS: Record<KonvaFilterName, KonvaFilter> = {
  Blur: Blur as KonvaFilter,
  Brighten: Brighten as KonvaFilter,
  Contrast: Contrast as KonvaFilter,
  Enhance: Enhance as KonvaFilter,
  Grayscale: Grayscale as KonvaFilter,
  HSL: HSL as KonvaFilter,
  Invert: Invert as KonvaFilter,
  RGB: RGB as KonvaFilter,
  RGBA: RGBA as KonvaFilter,
  Sepia: Sepia as KonvaFilter,
};

/**
 * Applies the editor's filters to `pixels` in place, exactly as Konva applies a cached node's
 * filters (Node._getCachedSceneCanvas): each function in the plan's order, called on a Konva node
 * holding the plan's attributes (so `this.blurRadius()` and the rest read them with Konva's
 * defaults), with the cache's pixel ratio. `pixelRatio` is how many of these pixels make one px
 * of the asset's box: Konva's Blur multiplies the radius (asset px) by it, so a blur spreads as
 * far over the printed picture as over the box on screen.
 */
export function applyFilterPlan(pixels: Pixels, plan: FilterPlan, pixelRatio: number): void {
  if (plan.filters.length === 0) return;
  // A bare node (abstract in Konva's types, not at run time): a shape would register itself for hit testing.
  const node = new (Node as unknown as new (attrs: object) => Node)({ ...plan.attrs });
  for (const name of plan.filters) KONVA_FILTERS[name].call(node, pixels, pixelRatio);
}

/** Pixels over a Buffer's memory (sharp's raw RGBA output), written in place. */
export function pixelsOf(data: Buffer, width: number, height: number): Pixels {
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height };
}
