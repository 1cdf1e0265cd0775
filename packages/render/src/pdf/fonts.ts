import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Font } from 'fontkit';
import type { FaceName } from '../fonts/files';
import { fontFromBytes } from '../fonts/load';
import { defaultFontPath } from '../fonts/node';
import { isWoff, sfntFromWoff } from '../fonts/woff';
import { type FontFamilyFaces, type FontSet, createFontSet } from '../text/fontSet';

// The sfnt bytes each font was made from: the PDF embeds exactly the file the layout measured.
const sfntOf = new WeakMap<Font, Uint8Array>();

/**
 * A fontkit font that the PDF export can embed: made from a TTF, OTF or WOFF (unpacked to sfnt
 * first, as pdfkit reads only sfnt; a WOFF2 is refused because pdfkit cannot embed it). The same
 * object is given to `layoutText`, so layout and PDF read one file.
 */
export async function loadEmbeddableFont(bytes: Uint8Array): Promise<Font> {
  if (bytes[0] === 0x77 && bytes[1] === 0x4f && bytes[2] === 0x46 && bytes[3] === 0x32) {
    throw new Error('WOFF2 fonts cannot be embedded in a PDF; give the TTF, OTF or WOFF file');
  }
  const key = createHash('sha256').update(bytes).digest('hex');
  const known = loadedFonts.get(key);
  if (known) {
    // Most recently used last, so the least recently used is the one let go.
    loadedFonts.delete(key);
    loadedFonts.set(key, known);
    return known;
  }
  const loading = unpackAndRead(bytes);
  loadedFonts.set(key, loading);
  loading.catch(() => loadedFonts.get(key) === loading && loadedFonts.delete(key));
  if (loadedFonts.size > LOADED_FONTS_LIMIT) loadedFonts.delete(loadedFonts.keys().next().value!);
  return loading;
}

/**
 * A font object of its own for these bytes, not the one `loadEmbeddableFont` shares: fontkit
 * keeps state in a font (its glyph objects remember the characters they were first asked for), so
 * a proof that lays out sample text must not leave that state in the font the exports use.
 */
export function readUnsharedEmbeddableFont(bytes: Uint8Array): Promise<Font> {
  return unpackAndRead(bytes);
}

async function unpackAndRead(bytes: Uint8Array): Promise<Font> {
  const sfnt = isWoff(bytes) ? await sfntFromWoff(bytes) : bytes;
  const font = await fontFromBytes(sfnt);
  sfntOf.set(font, sfnt);
  return font;
}

/**
 * Fonts already loaded, by the content hash of their file, kept across exports: a font is read
 * (a WOFF unpacked, its tables parsed by fontkit as glyphs are first used) once per process
 * rather than once per export, and its shaped lines (text/font.ts) stay with it. One font object
 * per file is safe to share: layout and embedding only read it. Bounded: the least recently used
 * go first (a stored font is tens to hundreds of KB, parsed tables included).
 */
const LOADED_FONTS_LIMIT = 64;
const loadedFonts = new Map<string, Promise<Font>>();

/**
 * Registers a font loaded by `loadEmbeddableFont` with a document under `name`. pdfkit takes the
 * fontkit font itself (it accepts any object that lays text out), so the file parsed once per
 * process is not parsed again for every document; pdfkit subsets and embeds that same sfnt.
 */
export function registerLoadedFont(doc: PDFKit.PDFDocument, name: string, font: Font): void {
  doc.registerFont(name, font as unknown as Buffer);
}

/** The sfnt file a font was loaded from by `loadEmbeddableFont`, or undefined for other fonts. */
export function embeddableBytes(font: Font): Uint8Array | undefined {
  return sfntOf.get(font);
}

/** The default font's four faces from disk, embeddable (see `loadEmbeddableFont`). */
export function loadDefaultPdfFamily(): Promise<Required<FontFamilyFaces<Font>>> {
  // Read from disk once per process (the files do not change while it runs); a failed read is tried again next time.
  defaultFamily ??= readDefaultFamily().catch((error: unknown) => {
    defaultFamily = undefined;
    throw error;
  });
  return defaultFamily;
}

let defaultFamily: Promise<Required<FontFamilyFaces<Font>>> | undefined;

async function readDefaultFamily(): Promise<Required<FontFamilyFaces<Font>>> {
  const load = async (face: FaceName) => loadEmbeddableFont(await readFile(defaultFontPath(face)));
  const [regular, bold, italic, boldItalic] = await Promise.all([load('regular'), load('bold'), load('italic'), load('boldItalic')]);
  return { regular, bold, italic, boldItalic };
}

/** A font set over the default family, every face embeddable: what `paintText` takes. */
export async function loadDefaultPdfFontSet(): Promise<FontSet<Font>> {
  return createFontSet(await loadDefaultPdfFamily());
}

/**
 * The font set of a design's PDF: the default family from disk plus each stored font (its TTF,
 * OTF or WOFF file, by fontId) as a one-face family, all embeddable. What `renderDesignPdf` takes
 * as `fonts`; a text whose fontId is not given here falls back to the default font, and so does
 * one whose file cannot be embedded (WOFF2, a broken file), as the editor draws a font it cannot
 * load in the default font.
 */
export async function loadPdfFontSet(storedFonts: ReadonlyMap<number, Uint8Array> | Iterable<readonly [number, Uint8Array]> = new Map()): Promise<FontSet<Font>> {
  const [defaultFamily, stored] = await Promise.all([
    loadDefaultPdfFamily(),
    Promise.all(
      [...storedFonts].map(async ([fontId, bytes]) => {
        try {
          return [[fontId, { regular: await loadEmbeddableFont(bytes) }] as const];
        } catch {
          return [];
        }
      }),
    ),
  ]);
  return createFontSet(defaultFamily, new Map(stored.flat()));
}
