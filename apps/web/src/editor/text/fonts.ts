import { type FontLike, type FontSet, createFontSet, fontFromBytes } from '@layout/render';
import { useEffect, useSyncExternalStore } from 'react';
import { FACE_URLS, fontFileBytes, prefetchDefaultFont } from './fontFiles';

/** A font the canvas can both lay out and draw: fontkit gives each glyph's outline. */
export interface OutlineFont extends FontLike {
  getGlyph(glyphId: number): { path: { toSVG(): string } };
}

let fontSet: FontSet<OutlineFont> | null = null;
let loading: Promise<FontSet<OutlineFont>> | null = null;
const listeners = new Set<() => void>();

/** Loads the default font's faces once (later calls share the same promise) and notifies views. */
export function loadFonts(): Promise<FontSet<OutlineFont>> {
  const { regular, bold, italic, boldItalic } = FACE_URLS;
  prefetchDefaultFont(); // the engine and the files download side by side; errors surface below
  const face = async (url: string): Promise<OutlineFont> => fontFromBytes(await fontFileBytes(url));
  loading ??= Promise.all([face(regular), face(bold), face(italic), face(boldItalic)])
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
