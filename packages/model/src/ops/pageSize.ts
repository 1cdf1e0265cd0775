import { type Asset, traitsOf } from '../assets';
import type { DesignContent } from '../document/content';
import type { LayoutDimensions } from '../document/layout';
import { type Unit, fromPx, toPx } from '../units';
import { pageSizePx } from './placement';

/**
 * Changing the document size and units (spec 001 section 4.8): "changing page size rescales
 * assets to fit and centres them, scaling fonts, strokes and backgrounds". Asset geometry is in
 * base-scale px, so a unit change alone moves nothing.
 */

/** A new document size, as the Setup panel's Width, Height and Units give it. */
export interface PageSize {
  width: number;
  height: number;
  units: Unit;
}

/** One asset scaled by `s` about the page origin, then moved by (dx, dy): its box, and what it draws as its traits say. */
function scaleAsset(asset: Asset, s: number, dx: number, dy: number): Asset {
  const box = { x: asset.x * s + dx, y: asset.y * s + dy, width: asset.width * s, height: asset.height * s };
  return { ...traitsOf(asset).scaling.scaleDrawing(asset, s), ...box };
}

/** A length in document units converted to other units, the same physical length. */
function convert(value: number, from: Unit, to: Unit): number {
  return from === to ? value : fromPx(toPx(value, from), to);
}

/**
 * Changes the document's units (Setup's Units select) without changing its physical size:
 * flatWidth, flatHeight, the four margins and the column gutter are in document units (see
 * layout.ts) and are converted with the spec's constants (3.7795 px per mm, 0.2645833 mm per px).
 * Assets are in px and stay put. The same units return the same content.
 */
export function changeUnits(content: DesignContent, units: Unit): DesignContent {
  const layout = content.layoutDimensions;
  if (layout.units === units) return content;
  const c = (value: number) => convert(value, layout.units, units);
  const layoutDimensions: LayoutDimensions = {
    ...layout,
    units,
    flatWidth: c(layout.flatWidth),
    flatHeight: c(layout.flatHeight),
    marginTop: c(layout.marginTop),
    marginBottom: c(layout.marginBottom),
    marginLeft: c(layout.marginLeft),
    marginRight: c(layout.marginRight),
    columnGutter: c(layout.columnGutter),
  };
  return { ...content, layoutDimensions };
}

/**
 * Changes the document size (Setup's Apply, or a template of another size), on every page:
 * - with other units, margins and gutter are first converted (`changeUnits`), keeping their size;
 * - every asset is scaled uniformly by s = min(newW / oldW, newH / oldH) (page sizes in px), so
 *   the old page's content fits, and moved by ((newW - oldW * s) / 2, (newH - oldH * s) / 2), so
 *   it is centred; x, y, width and height scale, and so do font size, padding, corner radius and
 *   letter spacing of texts (clamped to their ranges), shape stroke widths, corner radii and
 *   pattern placement, and line stroke widths and points;
 * - backgrounds instead cover the new page: x 0, y 0 and the new width and height.
 * Rotation, flips and image crops (in source-image pixels) are unchanged. A size that is not
 * positive and finite, or the current size, returns the same content.
 */
export function changePageSize(content: DesignContent, size: PageSize): DesignContent {
  const { width, height, units } = size;
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0)) return content;
  const layout = content.layoutDimensions;
  if (layout.flatWidth === width && layout.flatHeight === height && layout.units === units) return content;

  const old = pageSizePx(content);
  const next = { width: toPx(width, units), height: toPx(height, units) };
  const s = Math.min(next.width / old.width, next.height / old.height);
  const dx = (next.width - old.width * s) / 2;
  const dy = (next.height - old.height * s) / 2;
  const assets = content.assets.map((asset) => (asset.type === 'background' ? { ...asset, x: 0, y: 0, width: next.width, height: next.height } : scaleAsset(asset, s, dx, dy)));
  const converted = changeUnits(content, units);
  return { ...converted, layoutDimensions: { ...converted.layoutDimensions, flatWidth: width, flatHeight: height }, assets };
}
