import { MM_PER_PX, PT_PER_INCH, PX_PER_INCH, PX_PER_MM } from './constants';

/** The units a document size may be given in. */
export const UNITS = ['mm', 'px'] as const;
export type Unit = (typeof UNITS)[number];

/** Millimetres to canvas pixels (base scale). */
export function mmToPx(mm: number): number {
  return mm * PX_PER_MM;
}

/** Canvas pixels (base scale) to millimetres. */
export function pxToMm(px: number): number {
  return px * MM_PER_PX;
}

/** Points (1/72 in) to canvas pixels (1/96 in). Font sizes are stored in pt. */
export function ptToPx(pt: number): number {
  return (pt * PX_PER_INCH) / PT_PER_INCH;
}

/** Canvas pixels to points. */
export function pxToPt(px: number): number {
  return (px * PT_PER_INCH) / PX_PER_INCH;
}

/** A length in the given unit, in canvas pixels. */
export function toPx(value: number, unit: Unit): number {
  return unit === 'mm' ? mmToPx(value) : value;
}

/** A length in canvas pixels, in the given unit. */
export function fromPx(px: number, unit: Unit): number {
  return unit === 'mm' ? pxToMm(px) : px;
}
