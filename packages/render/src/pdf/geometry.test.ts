import { BLEED_MM, type LayoutDimensions, defaultLayoutDimensions } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { CROP_MARK_GAP_MM, CROP_MARK_LENGTH_MM, DEFAULT_PRINT_BLEED_MM, type PtRect, mmToPt, pdfBoxArray, pdfPageGeometry } from './geometry';

const layout = (flatWidth: number, flatHeight: number, units: 'mm' | 'px' = 'mm'): LayoutDimensions => ({
  ...defaultLayoutDimensions(),
  flatWidth,
  flatHeight,
  units,
});

/** 1 mm in points as printers reckon it (72 / 25.4); the export's own px route lands within 0.01 pt of it per 100 mm. */
const PT_PER_MM = 72 / 25.4;

const contains = (outer: PtRect, inner: PtRect) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('print page geometry', () => {
  it('an A4 page trims at 595.28 x 841.89 pt and bleeds 3 mm (8.5 pt) a side by default', () => {
    const g = pdfPageGeometry(layout(210, 297), { kind: 'print' });
    expect(DEFAULT_PRINT_BLEED_MM).toBe(3);
    expect(g.trim.width).toBeCloseTo(595.28, 1);
    expect(g.trim.height).toBeCloseTo(841.89, 1);
    expect(g.bleedPt).toBeCloseTo(3 * PT_PER_MM, 2);
    expect(g.bleed.width).toBeCloseTo(216 * PT_PER_MM, 1);
    expect(g.bleed.height).toBeCloseTo(303 * PT_PER_MM, 1);
  });

  it('a 90 x 55 mm business card: TrimBox 255.12 x 155.91 pt centred in a 96 x 61 mm BleedBox', () => {
    const g = pdfPageGeometry(layout(90, 55), { kind: 'print' });
    expect(g.trim.width).toBeCloseTo(255.12, 1);
    expect(g.trim.height).toBeCloseTo(155.91, 1);
    expect(g.bleed.width).toBeCloseTo(272.13, 1);
    expect(g.bleed.height).toBeCloseTo(172.91, 1);
    expect(g.bleed.x).toBeCloseTo(g.trim.x - g.bleedPt, 9);
    expect(g.bleed.y).toBeCloseTo(g.trim.y - g.bleedPt, 9);
    // The sheet holds the bleed, the gap and the marks on every side.
    const slug = mmToPt(3 + CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM);
    expect(g.media).toEqual({ x: 0, y: 0, width: g.trim.width + 2 * slug, height: g.trim.height + 2 * slug });
    expect(contains(g.media, g.bleed) && contains(g.bleed, g.trim)).toBe(true);
  });

  it('the PDF box arrays are the same rectangles with y measured up from the bottom of the sheet', () => {
    const g = pdfPageGeometry(layout(90, 55), { kind: 'print' });
    const [llx, lly, urx, ury] = pdfBoxArray(g.trim, g.media);
    expect(llx).toBeCloseTo(g.trim.x, 3);
    expect(lly).toBeCloseTo(g.media.height - g.trim.y - g.trim.height, 3);
    expect(urx - llx).toBeCloseTo(255.12, 1);
    expect(ury - lly).toBeCloseTo(155.91, 1);
  });

  it('crop marks sit on the trim lines, outside the bleed and inside the sheet', () => {
    const g = pdfPageGeometry(layout(90, 55), { kind: 'print' });
    expect(g.cropMarks).toHaveLength(8);
    const outsideBleed = (x: number, y: number) =>
      x <= g.bleed.x + 1e-9 || x >= g.bleed.x + g.bleed.width - 1e-9 || y <= g.bleed.y + 1e-9 || y >= g.bleed.y + g.bleed.height - 1e-9;
    const trimXs = [g.trim.x, g.trim.x + g.trim.width];
    const trimYs = [g.trim.y, g.trim.y + g.trim.height];
    for (const m of g.cropMarks) {
      expect(outsideBleed(m.x1, m.y1) && outsideBleed(m.x2, m.y2)).toBe(true);
      expect(contains(g.media, { x: Math.min(m.x1, m.x2), y: Math.min(m.y1, m.y2), width: Math.abs(m.x2 - m.x1), height: Math.abs(m.y2 - m.y1) })).toBe(true);
      const horizontal = m.y1 === m.y2;
      expect(horizontal ? trimYs : trimXs).toContain(horizontal ? m.y1 : m.x1);
      expect(Math.hypot(m.x2 - m.x1, m.y2 - m.y1)).toBeCloseTo(mmToPt(CROP_MARK_LENGTH_MM), 9);
      // The inner end stops the gap short of the bleed edge.
      const inner = horizontal
        ? Math.min(Math.abs(m.x1 - g.bleed.x), Math.abs(m.x1 - g.bleed.x - g.bleed.width))
        : Math.min(Math.abs(m.y1 - g.bleed.y), Math.abs(m.y1 - g.bleed.y - g.bleed.height));
      expect(inner).toBeCloseTo(mmToPt(CROP_MARK_GAP_MM), 9);
    }
  });

  it('a product bleed up to the editor allowance of 7.5 mm is honoured, more is refused', () => {
    const g = pdfPageGeometry(layout(90, 55), { kind: 'print', bleedMm: BLEED_MM });
    expect(g.bleed.width - g.trim.width).toBeCloseTo(15 * PT_PER_MM, 1);
    expect(pdfPageGeometry(layout(90, 55), { kind: 'print', bleedMm: 0 }).bleed).toEqual(pdfPageGeometry(layout(90, 55), { kind: 'print', bleedMm: 0 }).trim);
    expect(() => pdfPageGeometry(layout(90, 55), { kind: 'print', bleedMm: 8 })).toThrow(RangeError);
    expect(() => pdfPageGeometry(layout(90, 55), { kind: 'print', bleedMm: -1 })).toThrow(RangeError);
  });
});

describe('standard page geometry', () => {
  it('is the trim alone: no bleed, no marks', () => {
    const g = pdfPageGeometry(layout(90, 55), { kind: 'standard' });
    expect(g.media).toEqual(g.trim);
    expect(g.bleed).toEqual(g.trim);
    expect(g.trim.x).toBe(0);
    expect(g.trim.width).toBeCloseTo(255.12, 1);
    expect(g.cropMarks).toEqual([]);
  });
});

describe('a px-unit document', () => {
  it('800 x 600 px is 600 x 450 pt (96 px and 72 pt to the inch), with the same mm bleed', () => {
    const print = pdfPageGeometry(layout(800, 600, 'px'), { kind: 'print' });
    expect(print.trim.width).toBe(600);
    expect(print.trim.height).toBe(450);
    expect(print.ptPerPx).toBe(0.75);
    expect(print.bleedPt).toBeCloseTo(3 * PT_PER_MM, 2);
    const standard = pdfPageGeometry(layout(800, 600, 'px'), { kind: 'standard' });
    expect(standard.media).toEqual({ x: 0, y: 0, width: 600, height: 450 });
  });
});
