import boldUrl from '@fontsource/roboto/files/roboto-latin-700-normal.woff?sfnt';
import boldItalicUrl from '@fontsource/roboto/files/roboto-latin-700-italic.woff?sfnt';
import italicUrl from '@fontsource/roboto/files/roboto-latin-400-italic.woff?sfnt';
import regularUrl from '@fontsource/roboto/files/roboto-latin-400-normal.woff?sfnt';
import type { FaceName } from '@layout/render';
import { loadFontEngine } from '@layout/render/fontEngine';

/*
 * The default font's files, apart from the font code (./fonts.ts) so that start-up can ask for
 * them without loading the editor: an address that opens a design starts them with the design's
 * request (pages/designPrefetch.ts), and the editor takes the same downloads.
 */

// The same files as DEFAULT_FONT_FILES of @layout/render (which the export reads from disk),
// unpacked to plain font files by the build (apps/web/sfntFonts.ts); imports must be literal for
// Vite, hence the repetition.
export const FACE_URLS: Record<FaceName, string> = { regular: regularUrl, bold: boldUrl, italic: italicUrl, boldItalic: boldItalicUrl };

const downloads = new Map<string, Promise<Uint8Array>>();

/** The bytes of a font file, downloaded once (a failed download is tried again next time). */
export function fontFileBytes(url: string): Promise<Uint8Array> {
  let bytes = downloads.get(url);
  if (!bytes) {
    bytes = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    downloads.set(url, bytes);
    bytes.catch(() => downloads.delete(url));
  }
  return bytes;
}

/** Starts downloading the default font's faces and the font engine; errors surface when used. */
export function prefetchDefaultFont(): void {
  for (const url of Object.values(FACE_URLS)) fontFileBytes(url).catch(() => undefined);
  loadFontEngine().catch(() => undefined);
}
