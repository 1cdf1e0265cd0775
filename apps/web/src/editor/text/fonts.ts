import boldUrl from '@fontsource/roboto/files/roboto-latin-700-normal.woff?url';
import boldItalicUrl from '@fontsource/roboto/files/roboto-latin-700-italic.woff?url';
import italicUrl from '@fontsource/roboto/files/roboto-latin-400-italic.woff?url';
import regularUrl from '@fontsource/roboto/files/roboto-latin-400-normal.woff?url';
import { type FaceName, type FontLike, type FontSet, createFontSet, fontFromBytes, loadFontEngine } from '@layout/render';
import { useEffect, useSyncExternalStore } from 'react';

/** A font the canvas can both lay out and draw: fontkit gives each glyph's outline. */
export interface OutlineFont extends FontLike {
  getGlyph(glyphId: number): { path: { toSVG(): string } };
}

// The same files as DEFAULT_FONT_FILES of @layout/render (which the export reads from disk);
// imports must be literal for Vite, hence the repetition.
const FACE_URLS: Record<FaceName, string> = { regular: regularUrl, bold: boldUrl, italic: italicUrl, boldItalic: boldItalicUrl };

let fontSet: FontSet<OutlineFont> | null = null;
let loading: Promise<FontSet<OutlineFont>> | null = null;
const listeners = new Set<() => void>();

async function fetchFace(url: string): Promise<OutlineFont> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
  return fontFromBytes(new Uint8Array(await response.arrayBuffer()));
}

/** Loads the default font's faces once (later calls share the same promise) and notifies views. */
export function loadFonts(): Promise<FontSet<OutlineFont>> {
  const { regular, bold, italic, boldItalic } = FACE_URLS;
  void loadFontEngine().catch(() => undefined); // fetched alongside the files; errors surface below
  loading ??= Promise.all([fetchFace(regular), fetchFace(bold), fetchFace(italic), fetchFace(boldItalic)])
    .then(([regular, bold, italic, boldItalic]) => {
      fontSet = createFontSet({ regular, bold, italic, boldItalic });
      for (const listener of listeners) listener();
      return fontSet;
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

/** The fonts, or null until they are loaded; the component re-renders when they arrive. */
export function useFonts(): FontSet<OutlineFont> | null {
  useEffect(() => {
    loadFonts().catch((error: unknown) => console.error('The default font could not be loaded', error));
  }, []);
  return useSyncExternalStore(subscribe, loadedFonts);
}
