import { create } from 'fontkit';

/**
 * Proves that an upload is a usable TrueType or OpenType font (spec 000 section 5: '.otf or .ttf
 * only, else Invalid font file'), by its bytes, not by its name or claimed type: a renamed PNG, a
 * WOFF, a font collection or a cut-off file is refused. The editor and the export parse the file
 * with the same engine (fontkit), so a file accepted here is one they can draw.
 */

/** The two kinds of font file kept, by their first four bytes (the sfnt version). */
export type FontFormat = 'ttf' | 'otf';

const SFNT_VERSIONS: Record<number, FontFormat> = {
  65536: 'ttf', // TrueType outlines
  1953658213: 'ttf', // 'true': TrueType on older Apple systems
  1330926671: 'otf', // 'OTTO': OpenType with CFF outlines
};

/** Letters every text font has; at least one must map to a glyph that draws. */
const PROBE = 'Hamburgefonstiv AEINOST aeinost 0123456789';

/** What the file turned out to be; null when it is not a font the editor can use. */
export interface FontFileInfo {
  format: FontFormat;
  familyName: string;
}

/**
 * Parses the whole font the way the editor will use it: its header, metrics, character map,
 * shaping and glyph outlines. fontkit reads tables lazily, so each is touched here; a table that
 * points outside the file throws, which is caught: the answer is then null.
 */
export function inspectFontFile(bytes: Buffer): FontFileInfo | null {
  if (bytes.length < 12) return null;
  const format = SFNT_VERSIONS[bytes.readUInt32BE(0)];
  if (!format) return null;
  try {
    const font = create(bytes);
    if (!('layout' in font)) return null;
    if (!(font.unitsPerEm > 0) || !(font.numGlyphs > 1)) return null;
    if (!Number.isFinite(font.ascent) || !Number.isFinite(font.descent)) return null;
    // Text fonts answer the probe; symbol fonts (no Latin letters) answer their own characters.
    let glyphs = font.layout(PROBE).glyphs.filter((g) => g.id !== 0);
    if (glyphs.length === 0)
      glyphs = font.characterSet
        .slice(0, 32)
        .map((c) => font.glyphForCodePoint(c))
        .filter((g) => g.id !== 0);
    if (glyphs.length === 0) return null;
    for (const glyph of glyphs) {
      glyph.path.toSVG(); // reads the outline (glyf or CFF)
      if (!Number.isFinite(glyph.advanceWidth)) return null;
    }
    return { format, familyName: String(font.familyName ?? '') };
  } catch {
    return null;
  }
}
