import { ALL_ANCHORS, CORNER_ANCHORS } from './anchors';

/**
 * "Small svg_image (scale up to 2) and small shapes (scale up to 0.6) get reduced handles"
 * (spec 001 section 4.13). The model keeps size in width and height (scaleX/scaleY stay at +-1,
 * the sign being a flip), so "scale" is read as the asset's size on screen in units of
 * HANDLE_SCALE_UNIT_PX: an svg_image is small when its shorter side shows at most 2 x 50 = 100
 * screen px, a shape at most 0.6 x 50 = 30 screen px (zoom included, so zooming in brings the
 * eight handles back). Below that, eight 10 px handles crowd the box and hide what is to be
 * grabbed; a small asset gets the four corner handles.
 */
export const HANDLE_SCALE_UNIT_PX = 50;
export const SMALL_SVG_IMAGE_SCALE = 2;
export const SMALL_SHAPE_SCALE = 0.6;

interface Sized {
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
}

/** The shorter side of the asset on screen, in px. */
export function shorterSideOnScreen(asset: Sized, zoom: number): number {
  return Math.min(Math.abs(asset.width * asset.scaleX), Math.abs(asset.height * asset.scaleY)) * zoom;
}

/** The asset's handles: all eight, or the four corners when it is small for `smallScale`. */
export function handlesBySize(asset: Sized, zoom: number, smallScale: number): string[] {
  return shorterSideOnScreen(asset, zoom) <= smallScale * HANDLE_SCALE_UNIT_PX ? CORNER_ANCHORS : ALL_ANCHORS;
}

export const svgImageAnchors = (asset: Sized, zoom: number) => handlesBySize(asset, zoom, SMALL_SVG_IMAGE_SCALE);
export const shapeAnchors = (asset: Sized, zoom: number) => handlesBySize(asset, zoom, SMALL_SHAPE_SCALE);
