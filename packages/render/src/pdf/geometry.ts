import { BLEED_MM, DEFAULT_PRINT_BLEED_MM, type LayoutDimensions, mmToPx, pxToPt, toPx } from '@layout/model';

/**
 * The page geometry of an exported PDF, in PDF points, as pure functions of the design's layout
 * dimensions and the bleed. A print-ready page is laid out symmetrically:
 *
 *     MediaBox ⊃ (crop marks) ⊃ BleedBox ⊃ TrimBox
 *
 * with the trim (the product's finished size) in the middle, the bleed on each side of it and,
 * outside the bleed, a slug holding the crop marks. A standard page is the trim alone.
 */

/** The model's default print bleed, exported here too for the export's callers. */
export { DEFAULT_PRINT_BLEED_MM };
/** Gap between the bleed edge and a crop mark's inner end, so a mark never reaches the bleed. */
export const CROP_MARK_GAP_MM = 2;
/** Length of each crop mark. */
export const CROP_MARK_LENGTH_MM = 5;
/** Line width of the crop marks, in points (a hairline presses still reproduce). */
export const CROP_MARK_WIDTH_PT = 0.25;

/** What kind of PDF a page is laid out for. */
export type PdfKind = 'print' | 'standard';

/** A rectangle in points, origin at the media's top-left corner, y down (pdfkit's user space). */
export interface PtRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A straight segment in points, in the same space as `PtRect`. */
export interface PtSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Everything needed to lay out one PDF page of a design. */
export interface PdfPageGeometry {
  /** The whole sheet: bleed plus the crop marks' slug (print), or the trim (standard). */
  media: PtRect;
  /** The trim grown by the bleed on each side; equals the trim when there is no bleed. */
  bleed: PtRect;
  /** The product's finished size. */
  trim: PtRect;
  /** The bleed on each side, in points. */
  bleedPt: number;
  /** Eight crop marks (two per corner) on the trim lines, outside the bleed; none for standard. */
  cropMarks: PtSegment[];
  /** Points per base-scale canvas px: asset coordinates times this, offset by `trim`, land on the page. */
  ptPerPx: number;
}

/** The options of `pdfPageGeometry`. */
export interface PdfGeometryOptions {
  kind: PdfKind;
  /** Bleed per side for a print-ready page, 0 to 7.5 mm (the editor's allowance); default 3 mm. */
  bleedMm?: number;
}

/**
 * Millimetres in points through the canvas px, the way the design's assets are converted, so the
 * trim and the artwork share one scale (mm -> px by the spec's 3.7795, px -> pt by 72/96).
 */
export function mmToPt(mm: number): number {
  return pxToPt(mmToPx(mm));
}

/** The bleed per side in mm that a print-ready page carries, checked against the editor's allowance. */
export function resolveBleedMm(bleedMm: number | undefined): number {
  const bleed = bleedMm ?? DEFAULT_PRINT_BLEED_MM;
  if (!Number.isFinite(bleed) || bleed < 0 || bleed > BLEED_MM) {
    // The editor only shows 7.5 mm around the page: more bleed would print artwork nobody saw.
    throw new RangeError(`bleed must be between 0 and ${BLEED_MM} mm, got ${bleedMm}`);
  }
  return bleed;
}

/** The trim, bleed and media boxes and the crop marks of every page of a design with this layout. */
export function pdfPageGeometry(layout: LayoutDimensions, options: PdfGeometryOptions): PdfPageGeometry {
  const ptPerPx = pxToPt(1);
  const trimWidth = pxToPt(toPx(layout.flatWidth, layout.units));
  const trimHeight = pxToPt(toPx(layout.flatHeight, layout.units));
  if (options.kind === 'standard') {
    const trim = { x: 0, y: 0, width: trimWidth, height: trimHeight };
    return { media: trim, bleed: trim, trim, bleedPt: 0, cropMarks: [], ptPerPx };
  }
  const bleedPt = mmToPt(resolveBleedMm(options.bleedMm));
  const gap = mmToPt(CROP_MARK_GAP_MM);
  const length = mmToPt(CROP_MARK_LENGTH_MM);
  const slug = bleedPt + gap + length;
  const trim = { x: slug, y: slug, width: trimWidth, height: trimHeight };
  const bleed = grow(trim, bleedPt);
  const media = grow(trim, slug);
  return { media, bleed, trim, bleedPt, cropMarks: cropMarks(trim, bleedPt + gap, length), ptPerPx };
}

function grow(r: PtRect, by: number): PtRect {
  return { x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by };
}

/**
 * Two marks per trim corner, continuing the trim lines outwards: each starts `offset` from the
 * trim (beyond the bleed) and runs `length` further out, so none is cut into the finished piece
 * nor printed on the bleed.
 */
function cropMarks(trim: PtRect, offset: number, length: number): PtSegment[] {
  const xs = [trim.x, trim.x + trim.width];
  const ys = [trim.y, trim.y + trim.height];
  const marks: PtSegment[] = [];
  for (const [i, x] of xs.entries()) {
    for (const [j, y] of ys.entries()) {
      const dx = i === 0 ? -1 : 1;
      const dy = j === 0 ? -1 : 1;
      // Horizontal mark on the trim line y, out to the left or right of the bleed.
      marks.push({ x1: x + dx * offset, y1: y, x2: x + dx * (offset + length), y2: y });
      // Vertical mark on the trim line x, above or below the bleed.
      marks.push({ x1: x, y1: y + dy * offset, x2: x, y2: y + dy * (offset + length) });
    }
  }
  return marks;
}

/**
 * A rectangle as a PDF box array [llx lly urx ury]: PDF's own space has its origin at the
 * bottom-left of the MediaBox with y up.
 */
export function pdfBoxArray(rect: PtRect, media: PtRect): [number, number, number, number] {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const bottom = media.height - (rect.y + rect.height);
  return [round(rect.x), round(bottom), round(rect.x + rect.width), round(bottom + rect.height)];
}
