import { normalizeColor } from './color';

/**
 * My colours (the brand-colour palette of My Stuff). Colours added from the colour picker or from
 * colour extraction join it as unique values (spec 001 section 4.13): a colour already there, in
 * any spelling, is not added again, and the palette keeps its order with new colours at the end.
 */

/**
 * The palette with the new colours appended, each once, as lowercase #rrggbb (a colour added as
 * inks stays `device-cmyk()`, issue 26). Texts that are no
 * colour are skipped. Returns the same array when nothing is new, so callers can skip a save.
 */
export function addColorsToPalette(palette: readonly string[], colors: Iterable<string>): readonly string[] {
  const known = new Set(palette.map((c) => normalizeColor(c) ?? c));
  const added: string[] = [];
  for (const color of colors) {
    const normal = normalizeColor(color);
    if (normal === undefined || known.has(normal)) continue;
    known.add(normal);
    added.push(normal);
  }
  return added.length === 0 ? palette : [...palette, ...added];
}

/** The colours of a list that are not yet in the palette: what POST /api/colors must send. */
export function colorsMissingFromPalette(palette: readonly string[], colors: Iterable<string>): string[] {
  return addColorsToPalette(palette, colors).slice(palette.length);
}
