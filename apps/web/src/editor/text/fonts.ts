import { DEFAULT_FONT_FAMILY, DEFAULT_FONT_ID, type Font, type TextConfig } from '@layout/model';
import { type FontFamilyFaces, type FontLike, type FontSet, createFontSet, fontFromBytes } from '@layout/render';
import { useEffect, useSyncExternalStore } from 'react';
import { FACE_URLS, fontFileBytes, prefetchDefaultFont } from './fontFiles';

/**
 * The fonts the canvas lays text out and draws with: the default font (fontId 0, four faces,
 * shipped with the editor) and stored fonts (public or the user's uploads, one face each), each
 * downloaded once by its link and parsed by the same engine the export uses (fontkit). A text
 * whose stored font cannot be had (unknown id, a deleted font, a failed download) is drawn in the
 * default font (spec 001 section 4.11); one whose font is on its way is not drawn until it is in.
 */

/** A font the canvas can both lay out and draw: fontkit gives each glyph's outline. */
export interface OutlineFont extends FontLike {
  getGlyph(glyphId: number): { path: { toSVG(): string } };
}

/** Where a stored font is: downloading, ready to draw, or unavailable (drawn in the default font). */
export type StoredFontState = 'loading' | 'ready' | 'failed';

let defaultFamily: FontFamilyFaces<OutlineFont> | null = null;
const storedFamilies = new Map<number, FontFamilyFaces<OutlineFont>>();
const storedStates = new Map<number, StoredFontState>();
const storedLoads = new Map<number, Promise<boolean>>();
/** Fonts asked for that no font list had: asked again when the lists may have changed. */
const unknownFonts = new Set<number>();
/** The stored fonts known by id (from the font lists): where each one's file is. */
const knownFonts = new Map<number, Font>();

let fontSet: FontSet<OutlineFont> | null = null;
let loading: Promise<FontSet<OutlineFont>> | null = null;
const listeners = new Set<() => void>();

/** A new set (views re-render on a new snapshot) once the default font is in; then tells views. */
function publish(): void {
  if (defaultFamily) fontSet = createFontSet(defaultFamily, new Map(storedFamilies));
  for (const listener of listeners) listener();
}

/** Loads the default font's faces once (later calls share the same promise) and notifies views. */
export function loadFonts(): Promise<FontSet<OutlineFont>> {
  const { regular, bold, italic, boldItalic } = FACE_URLS;
  prefetchDefaultFont(); // the engine and the files download side by side; errors surface below
  const face = async (url: string): Promise<OutlineFont> => fontFromBytes(await fontFileBytes(url));
  loading ??= Promise.all([face(regular), face(bold), face(italic), face(boldItalic)])
    .then(([regular, bold, italic, boldItalic]) => {
      defaultFamily = { regular, bold, italic, boldItalic };
      publish();
      return fontSet!;
    })
    .catch((error: unknown) => {
      loading = null; // let the next text view try again
      throw error;
    });
  return loading;
}

/** The fonts if loaded, else null: for code outside React (measuring a text after an edit). */
export function loadedFonts(): FontSet<OutlineFont> | null {
  return fontSet;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` whenever the fonts change (one loaded, one asked for); returns the unsubscribe. */
export function onFontsChange(listener: () => void): () => void {
  return subscribe(listener);
}

/** The fonts, or null until they are loaded; the component re-renders when a font arrives. */
export function useFonts(): FontSet<OutlineFont> | null {
  useEffect(() => {
    loadFonts().catch((error: unknown) => console.error('The default font could not be loaded', error));
  }, []);
  return useSyncExternalStore(subscribe, loadedFonts);
}

/** The CSS family a stored font is registered under: its own name, so no installed font is taken. */
function cssFamilyOfStored(fontId: number): string {
  return `layout-font-${fontId}`;
}

/**
 * The CSS font-family of a text's face, for what the browser itself draws (the in-place editing
 * field, the font picker, the Text panel's buttons): a stored font's own face, registered from the
 * same file the canvas reads, else the default font.
 */
export function cssFontFamily(fontId: number): string {
  if (fontId === DEFAULT_FONT_ID || !knownFonts.has(fontId)) return 'Roboto, sans-serif';
  return `'${cssFamilyOfStored(fontId)}', Roboto, sans-serif`;
}

/**
 * Makes stored fonts known: where their files are, and a CSS face for each (the browser fetches
 * a face's file only once something on screen uses it). Called with the font lists.
 */
export function rememberFonts(fonts: readonly Font[]): void {
  for (const font of fonts) {
    if (knownFonts.get(font.id)?.link === font.link) continue;
    knownFonts.set(font.id, font);
    if (typeof FontFace !== 'undefined' && typeof document !== 'undefined') {
      document.fonts.add(new FontFace(cssFamilyOfStored(font.id), `url(${JSON.stringify(font.link)})`));
    }
  }
}

/** The name of a known stored font ('Roboto' for the default font); undefined when unknown. */
export function knownFontName(fontId: number): string | undefined {
  return fontId === DEFAULT_FONT_ID ? DEFAULT_FONT_FAMILY : knownFonts.get(fontId)?.name;
}

/** Where a stored font is; undefined for the default font and for fonts never asked for. */
export function storedFontState(fontId: number): StoredFontState | undefined {
  return fontId === DEFAULT_FONT_ID ? undefined : storedStates.get(fontId);
}

/**
 * Loads a stored font once: true when it can be drawn, false when it cannot (spec 000 section 8:
 * font loading failures are swallowed). A font not among those known yet is looked up in the font
 * lists first; one still not there (a deleted font, another user's upload) is unavailable for now
 * and looked up again the next time it is asked for; a file that failed to download or parse is
 * unavailable for the session.
 */
export function loadStoredFont(fontId: number): Promise<boolean> {
  if (fontId === DEFAULT_FONT_ID) return Promise.resolve(true);
  const existing = storedLoads.get(fontId);
  if (existing) return existing;
  storedStates.set(fontId, 'loading');
  let unknown = false;
  // The lists come through the API client, imported when first needed: this module is also
  // measured with in Node tests, where the session's storage does not exist.
  const lists = () => import('../library/fonts').then(({ fetchStoredFonts }) => fetchStoredFonts()).then(rememberFonts);
  const load = (knownFonts.has(fontId) ? Promise.resolve() : lists())
    .then(() => {
      const font = knownFonts.get(fontId);
      if (!font) {
        unknown = true;
        return false;
      }
      return fontFileBytes(font.link)
        .then((bytes) => fontFromBytes(bytes) as Promise<OutlineFont>)
        .then((face) => {
          storedFamilies.set(fontId, { regular: face });
          return true;
        });
    })
    .catch((error: unknown) => {
      console.warn(`The font ${fontId} could not be loaded; its texts use the default font`, error);
      return false;
    })
    .then((ready) => {
      storedStates.set(fontId, ready ? 'ready' : 'failed');
      if (unknown) {
        storedLoads.delete(fontId);
        unknownFonts.add(fontId);
      } else unknownFonts.delete(fontId);
      publish();
      return ready;
    });
  storedLoads.set(fontId, load);
  publish();
  return load;
}

/**
 * Asks again for the fonts no list had, as the lists may now hold them (another user signed in,
 * an upload arrived); texts in them are drawn in their font once it is in.
 */
export function retryUnknownFonts(): void {
  for (const id of [...unknownFonts]) void loadStoredFont(id);
}

/** Loads every stored font of the given ids; resolves to the ids that can be drawn (0 included). */
export async function loadFontIds(fontIds: Iterable<number>): Promise<number[]> {
  const ids = [...new Set(fontIds)];
  const ready = await Promise.all(ids.map((id) => loadStoredFont(id)));
  return ids.filter((_, i) => ready[i]);
}

/** The font a text is drawn with now: its own once loaded, else the default font (0). */
export function drawnFontId(fontId: number): number {
  return storedStates.get(fontId) === 'ready' ? fontId : DEFAULT_FONT_ID;
}

/**
 * True while a text must wait for its font: a stored font still downloading. Drawing it in the
 * default font meanwhile would show other line breaks for a moment.
 */
export function waitsForFont(config: Pick<TextConfig, 'fontId'>): boolean {
  return storedFontState(config.fontId) === 'loading';
}
