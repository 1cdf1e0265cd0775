import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import { type FontFamilyFaces, type FontSet, createFontSet } from '../text/fontSet';
import { DEFAULT_FONT_FILES, DEFAULT_FONT_PACKAGE, type FaceName } from './files';
import { fontFromBytes } from './load';

const require = createRequire(import.meta.url);

/** Path on disk of one face of the default font. */
export function defaultFontPath(face: FaceName): string {
  return require.resolve(`${DEFAULT_FONT_PACKAGE}/files/${DEFAULT_FONT_FILES[face]}`);
}

/** The default font's faces read from disk (Node only: tests and the export). */
export async function loadDefaultFamily(): Promise<Required<FontFamilyFaces<Font>>> {
  const load = async (face: FaceName) => fontFromBytes(await readFile(defaultFontPath(face)));
  const [regular, bold, italic, boldItalic] = await Promise.all([load('regular'), load('bold'), load('italic'), load('boldItalic')]);
  return { regular, bold, italic, boldItalic };
}

/** A font set with the default font read from disk. */
export async function loadDefaultFontSet(): Promise<FontSet<Font>> {
  return createFontSet(await loadDefaultFamily());
}
