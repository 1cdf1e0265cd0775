import type { TextConfig } from '@layout/model';
import type { FontLike } from './font';

/** The faces of one family; only the regular face is required. */
export interface FontFamilyFaces<F extends FontLike = FontLike> {
  regular: F;
  bold?: F;
  italic?: F;
  boldItalic?: F;
}

/** The fonts a text can be drawn with: the default family (fontId 0) and any loaded others. */
export interface FontSet<F extends FontLike = FontLike> {
  /** The face a text is drawn with; see `resolveFont`. */
  resolve(config: Pick<TextConfig, 'fontId' | 'fontStyle'>): F;
}

/** A font set over the default family and the other families loaded so far, by font id. */
export function createFontSet<F extends FontLike>(defaultFamily: FontFamilyFaces<F>, families: ReadonlyMap<number, FontFamilyFaces<F>> = new Map()): FontSet<F> {
  return { resolve: (config) => resolveFont(config, defaultFamily, families) };
}

/**
 * Picks the face of a text. Bold and italic exist only for the default font (spec 001 section
 * 3), so other fonts use their regular face. A font that is not loaded falls back to the default
 * font, in the text's style. A missing styled face falls back to the nearest one (bold italic to
 * bold, then italic, then regular) rather than a synthesised style, which PDF could not match.
 */
export function resolveFont<F extends FontLike>(
  config: Pick<TextConfig, 'fontId' | 'fontStyle'>,
  defaultFamily: FontFamilyFaces<F>,
  families: ReadonlyMap<number, FontFamilyFaces<F>>,
): F {
  const family = config.fontId === 0 ? undefined : families.get(config.fontId);
  if (family) return family.regular;
  const bold = config.fontStyle.includes('bold');
  const italic = config.fontStyle.includes('italic');
  const f = defaultFamily;
  if (bold && italic) return f.boldItalic ?? f.bold ?? f.italic ?? f.regular;
  if (bold) return f.bold ?? f.regular;
  if (italic) return f.italic ?? f.regular;
  return f.regular;
}
