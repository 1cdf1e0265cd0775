/**
 * The little the text layout needs from a font, in font units. A fontkit `Font` satisfies it, so
 * the editor and the export pass the same fontkit object built from the same file.
 */
export interface FontLike {
  /** Size of the em square in font units. */
  readonly unitsPerEm: number;
  /** hhea ascender (positive, above the baseline). */
  readonly ascent: number;
  /** hhea descender (negative, below the baseline). */
  readonly descent: number;
  /** post table: centre of the underline stroke relative to the baseline (negative is below). */
  readonly underlinePosition: number;
  /** post table: thickness of the underline stroke. */
  readonly underlineThickness: number;
  /** OS/2 table: top of the line-through stroke above the baseline, and its thickness. */
  readonly 'OS/2'?: { readonly yStrikeoutPosition: number; readonly yStrikeoutSize: number };
  /** Shapes a string: glyphs with their code points and positions (kerning applied). */
  layout(text: string): ShapedRunLike;
}

/** What `FontLike.layout` returns: fontkit's `GlyphRun`, reduced to what the layout reads. */
export interface ShapedRunLike {
  readonly glyphs: ReadonlyArray<{ readonly id: number; readonly codePoints: readonly number[] }>;
  readonly positions: ReadonlyArray<{ readonly xAdvance: number; readonly xOffset: number; readonly yOffset: number }>;
}

/** A glyph placed by the layout, in pixels. */
export interface PlacedGlyph {
  /** Glyph id in the font: both targets draw this glyph, so ligatures and kerning agree. */
  glyphId: number;
  /** The characters this glyph stands for (several for a ligature). */
  codePoints: number[];
  /** Where the glyph's origin is drawn (x grows right, y grows down, y is on the baseline). */
  x: number;
  y: number;
  /** Pen advance after the glyph: font advance (kerned), letter spacing and justify spacing. */
  advance: number;
}

/** A shaped run of text, glyph positions relative to the run's start and baseline. */
export interface ShapedRun {
  glyphs: PlacedGlyph[];
  /** Sum of the advances, letter spacing included. */
  width: number;
}

// Per font, the lines already shaped, whatever the size and spacing (both are applied after
// shaping): the export lays out the same texts on every export of a design, and shaping is most
// of a text's layout (a fontkit layout of a line costs far more than placing its glyphs). fontkit
// shapes a string the same way every time, so a cached run is the run. Bounded per font, so a
// long editing session or a server exporting many designs cannot grow it without limit.
const SHAPED_CACHE_LIMIT = 5_000;
const shapedRuns = new WeakMap<FontLike, Map<string, ShapedRunLike>>();

/** `font.layout(text)`, shaped once per font and string. */
function shaped(font: FontLike, text: string): ShapedRunLike {
  let cache = shapedRuns.get(font);
  if (!cache) shapedRuns.set(font, (cache = new Map()));
  let run = cache.get(text);
  if (!run) {
    run = font.layout(text);
    if (cache.size >= SHAPED_CACHE_LIMIT) cache.clear();
    cache.set(text, run);
  }
  return run;
}

/**
 * Shapes `text` at `sizePx` with `letterSpacing` px added after every character (a ligature
 * counts as the characters it replaces, so spacing does not depend on the font's ligatures).
 */
export function shapeRun(font: FontLike, text: string, sizePx: number, letterSpacing: number): ShapedRun {
  if (text === '') return { glyphs: [], width: 0 };
  const scale = sizePx / font.unitsPerEm;
  const run = shaped(font, text);
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
    const advance = position.xAdvance * scale + letterSpacing * glyph.codePoints.length;
    glyphs.push({
      glyphId: glyph.id,
      codePoints: [...glyph.codePoints],
      x: pen + position.xOffset * scale,
      y: -position.yOffset * scale,
      advance,
    });
    pen += advance;
  });
  return { glyphs, width: pen };
}
