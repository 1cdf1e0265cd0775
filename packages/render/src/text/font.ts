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
// shapes a string the same way every time, so a kept run is the run. Kept as plain numbers, not
// fontkit's glyph objects, and bounded per font, so a long editing session or a server exporting
// many designs cannot grow it without limit.
const SHAPED_CACHE_LIMIT = 5_000;
const shapedRuns = new WeakMap<FontLike, Map<string, ShapedLine>>();

/** A shaped line in font units: per glyph its id, its characters and its advance and offsets. */
interface ShapedLine {
  ids: number[];
  codePoints: (readonly number[])[];
  /** xAdvance, xOffset, yOffset of glyph i at 3i, 3i + 1, 3i + 2. */
  positions: Float64Array;
}

interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

const tellsRunCharacters = new WeakSet<object>();

/**
 * fontkit keeps one glyph object per glyph id and gives it the characters of the first text that
 * asked for it: after a font's ccmp decomposes 'Ü' into 'U' and a mark, the 'U' glyph says 'Ü'
 * for every later text, and the PDF's text layer (ToUnicode) and the letter spacing count follow
 * it. Wrapped once per font: a glyph asked for with other characters than it holds is answered by
 * a view of it that holds the ones asked for.
 */
function keepRunCharacters(font: FontLike): void {
  const source = font as unknown as Partial<GlyphSource>;
  if (tellsRunCharacters.has(font) || typeof source.getGlyph !== 'function') return;
  tellsRunCharacters.add(font);
  const cachedGlyph = source.getGlyph.bind(font);
  source.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = cachedGlyph(id, codePoints);
    if (!glyph || codePoints.length === 0 || sameNumbers(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as typeof glyph;
  };
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/** `font.layout(text)`, shaped once per font and string. */
function shapedLine(font: FontLike, text: string): ShapedLine {
  let cache = shapedRuns.get(font);
  if (!cache) {
    keepRunCharacters(font);
    cache = new Map();
    shapedRuns.set(font, cache);
  }
  let line = cache.get(text);
  if (!line) {
    const run = font.layout(text);
    const positions = new Float64Array(run.glyphs.length * 3);
    run.glyphs.forEach((_, i) => {
      const position = run.positions[i];
      if (!position) return;
      positions[3 * i] = position.xAdvance;
      positions[3 * i + 1] = position.xOffset;
      positions[3 * i + 2] = position.yOffset;
    });
    line = { ids: run.glyphs.map((g) => g.id), codePoints: run.glyphs.map((g) => [...g.codePoints]), positions };
    if (cache.size >= SHAPED_CACHE_LIMIT) cache.clear();
    cache.set(text, line);
  }
  return line;
}

/**
 * Shapes `text` at `sizePx` with `letterSpacing` px added after every character (a ligature
 * counts as the characters it replaces, so spacing does not depend on the font's ligatures).
 */
export function shapeRun(font: FontLike, text: string, sizePx: number, letterSpacing: number): ShapedRun {
  if (text === '') return { glyphs: [], width: 0 };
  const scale = sizePx / font.unitsPerEm;
  const line = shapedLine(font, text);
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  line.ids.forEach((glyphId, i) => {
    const codePoints = line.codePoints[i]!;
    const advance = line.positions[3 * i]! * scale + letterSpacing * codePoints.length;
    glyphs.push({
      glyphId,
      codePoints: [...codePoints],
      x: pen + line.positions[3 * i + 1]! * scale,
      y: -line.positions[3 * i + 2]! * scale,
      advance,
    });
    pen += advance;
  });
  return { glyphs, width: pen };
}
