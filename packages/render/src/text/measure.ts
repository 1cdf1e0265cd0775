import type { FontLike } from './font';

/** Advance of a shaped string in font units, and how many characters get letter spacing. */
interface RunMetrics {
  units: number;
  codePoints: number;
}

// Per font, the metrics of pieces already shaped (' word' and such), whatever the size: widths
// scale linearly with the size, so one entry serves every text in that font. Bounded so a long
// session cannot grow it without limit.
const PIECE_CACHE_LIMIT = 20_000;
const pieces = new WeakMap<FontLike, Map<string, RunMetrics>>();

function pieceMetrics(font: FontLike, text: string): RunMetrics {
  let cache = pieces.get(font);
  if (!cache) {
    cache = new Map();
    pieces.set(font, cache);
  }
  const known = cache.get(text);
  if (known) return known;
  const run = font.layout(text);
  let units = 0;
  let codePoints = 0;
  run.glyphs.forEach((glyph, i) => {
    units += run.positions[i]?.xAdvance ?? 0;
    codePoints += glyph.codePoints.length;
  });
  const metrics = { units, codePoints };
  if (cache.size >= PIECE_CACHE_LIMIT) cache.clear();
  cache.set(text, metrics);
  return metrics;
}

/**
 * A width measure for line breaking, fast on long texts. Greedy wrapping measures a line again
 * each time a word is added; shaping the whole line every time made a 2,000-word text take a
 * quarter of a second. Here a string that extends an already measured one at a space costs only
 * the new ' word' (shaped once per font and cached). Kerning across that space is left out of the
 * break decision, which is the same in the editor and the export, so both break identically.
 */
export function createLineMeasure(font: FontLike, sizePx: number, letterSpacing: number): (text: string) => number {
  const scale = sizePx / font.unitsPerEm;
  const width = (m: RunMetrics) => m.units * scale + letterSpacing * m.codePoints;
  const measured = new Map<string, number>();
  return (text) => {
    const known = measured.get(text);
    if (known !== undefined) return known;
    const cut = text.lastIndexOf(' ');
    const prefix = cut > 0 ? measured.get(text.slice(0, cut)) : undefined;
    const result = prefix !== undefined ? prefix + width(pieceMetrics(font, text.slice(cut))) : width(pieceMetrics(font, text));
    measured.set(text, result);
    return result;
  };
}
