import { type LayoutDimensions, PX_PER_INCH, toPx } from '@layout/model';

/** The resolution of a print-resolution JPG or PNG export. */
export const PRINT_RASTER_PPI = 300;
/** The resolution of a screen-resolution export: the editor's px is 1/96 in, so one pixel per page px. */
export const SCREEN_RASTER_PPI = PX_PER_INCH;

/** The longest side a page can be drawn at: a Skia canvas's limit (a 2.77 m side at 300 ppi). */
export const MAX_RASTER_SIDE = 32767;

/** The size of a raster page in pixels. */
export interface RasterSize {
  width: number;
  height: number;
}

/**
 * The pixel size of a design page's trim at `ppi`: the trim in the editor's px (mm by the spec's
 * 3.7795 px/mm, as the PDF and the canvas convert them) times ppi/96, each side rounded to the
 * nearest pixel. A 90 x 55 mm card is 340.155 x 207.87 px: 1063 x 650 at 300 ppi, 340 x 208 at 96;
 * A4 is 2480 x 3508 at 300 ppi (the usual figure). Rounding rather than ceiling keeps a page from
 * gaining a sliver of a column that the artwork would only half cover.
 */
export function rasterPixelSize(layout: Pick<LayoutDimensions, 'flatWidth' | 'flatHeight' | 'units'>, ppi: number): RasterSize {
  if (!Number.isFinite(ppi) || ppi <= 0) throw new RangeError(`ppi must be a positive number, got ${ppi}`);
  const scale = ppi / PX_PER_INCH;
  const width = Math.max(1, Math.round(toPx(layout.flatWidth, layout.units) * scale));
  const height = Math.max(1, Math.round(toPx(layout.flatHeight, layout.units) * scale));
  if (width > MAX_RASTER_SIDE || height > MAX_RASTER_SIDE) {
    throw new RangeError(`a page of ${width} x ${height} px at ${ppi} ppi is too large to draw (at most ${MAX_RASTER_SIDE} px a side)`);
  }
  return { width, height };
}
