import { BLEED_MM } from '../constants';
import type { LayoutDimensions } from '../document/layout';
import { mmToPx, toPx } from '../units';
import type { Box, Point } from './box';

/**
 * The fixed lines of a page at base scale (px), from the layout dimensions. Asset coordinates
 * have their origin at the page's top-left trim corner (the page is (0,0)-(flatWidth,flatHeight)
 * in px, as `pageSizePx` and the background fixture assume), so the bleed lies at negative
 * coordinates and beyond the page's width and height.
 */
export interface PageGeometry {
  /** The finished page: where it is cut ("border" for alignment). */
  trim: Box;
  /** The trim grown by the bleed on each side: artwork reaching the edge must reach this. */
  bleed: Box;
  /** The trim shrunk by the four margins: the margin guide. */
  margin: Box;
  /** The columns inside the margin box, left to right, separated by the gutter. */
  columns: Box[];
  /** The centre of the page. */
  center: Point;
}

/**
 * The bleed on each side in base-scale px: always 7.5 mm (about 28.35 px), whatever unit the
 * document is measured in, because the press trims paper, not pixels. The spec's "7.5 times a
 * unit factor" is how the ruler offset is shown in the document's unit (see decisions.md).
 */
export function bleedWidthPx(_layout?: Pick<LayoutDimensions, 'units'>): number {
  return mmToPx(BLEED_MM);
}

/** The trim, bleed, margin and column boxes of every page of a document with this layout. */
export function pageGeometry(layout: LayoutDimensions): PageGeometry {
  const px = (value: number) => toPx(value, layout.units);
  const width = px(layout.flatWidth);
  const height = px(layout.flatHeight);
  const bleed = bleedWidthPx(layout);
  const left = px(layout.marginLeft);
  const top = px(layout.marginTop);
  // Margins wider than the page leave an empty margin box rather than a negative one.
  const margin: Box = {
    x: left,
    y: top,
    width: Math.max(0, width - left - px(layout.marginRight)),
    height: Math.max(0, height - top - px(layout.marginBottom)),
  };
  return {
    trim: { x: 0, y: 0, width, height },
    bleed: { x: -bleed, y: -bleed, width: width + 2 * bleed, height: height + 2 * bleed },
    margin,
    columns: columnBoxes(margin, layout.columnNumber, px(layout.columnGutter)),
    center: { x: width / 2, y: height / 2 },
  };
}

/**
 * `count` equal columns filling `area` with `gutter` between neighbours. None when there are no
 * columns or the gutters leave no room for them (a guide of zero or negative width means nothing).
 */
function columnBoxes(area: Box, count: number, gutter: number): Box[] {
  if (count <= 0) return [];
  const columnWidth = (area.width - (count - 1) * gutter) / count;
  if (columnWidth <= 0) return [];
  return Array.from({ length: count }, (_, i) => ({
    x: area.x + i * (columnWidth + gutter),
    y: area.y,
    width: columnWidth,
    height: area.height,
  }));
}
