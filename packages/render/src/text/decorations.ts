import type { TextConfig } from '@layout/model';
import type { FontLike } from './font';

/** A filled stroke under or through one line, in px from the box's top-left corner. */
export interface DecorationRect {
  type: TextConfig['textDecoration'][number];
  x: number;
  /** Top edge of the stroke. */
  y: number;
  width: number;
  thickness: number;
}

/**
 * Underline and line-through strokes from the font's own metrics. The post table's underline
 * position is read as the stroke's centre (as FreeType and Skia read it); OS/2's strikeout
 * position is the stroke's top (as the OpenType spec says). Fonts without OS/2 get a stroke at
 * a quarter em, the underline's thickness.
 */
export function decorationRects(
  lines: ReadonlyArray<{ x: number; y: number; width: number; glyphs: readonly unknown[] }>,
  types: readonly DecorationRect['type'][],
  font: FontLike,
  scale: number,
): DecorationRect[] {
  const underlineThickness = font.underlineThickness * scale;
  const strikeThickness = (font['OS/2']?.yStrikeoutSize ?? font.underlineThickness) * scale;
  const strikeTop = (font['OS/2']?.yStrikeoutPosition ?? font.unitsPerEm / 4) * scale;
  return lines
    .filter((line) => line.glyphs.length > 0 && line.width > 0)
    .flatMap((line) =>
      types.map((type): DecorationRect => {
        const base = { type, x: line.x, width: line.width };
        return type === 'underline'
          ? { ...base, y: line.y - font.underlinePosition * scale - underlineThickness / 2, thickness: underlineThickness }
          : { ...base, y: line.y - strikeTop, thickness: strikeThickness };
      }),
    );
}
