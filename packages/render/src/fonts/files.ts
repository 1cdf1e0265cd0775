import type { FontFamilyFaces } from '../text/fontSet';

/**
 * The package that ships the default font's files (Roboto, latin subset). WOFF rather than WOFF2:
 * a WOFF is unpacked natively (woff.ts), a WOFF2 would need Brotli in JavaScript.
 */
export const DEFAULT_FONT_PACKAGE = '@fontsource/roboto';

/**
 * The default font's file of each face, as `<package>/files/<name>`. The browser imports them
 * with Vite's `?url`; Node reads them from disk (`@layout/render/node`). One list, so both load
 * the same bytes.
 */
export const DEFAULT_FONT_FILES = {
  regular: 'roboto-latin-400-normal.woff',
  bold: 'roboto-latin-700-normal.woff',
  italic: 'roboto-latin-400-italic.woff',
  boldItalic: 'roboto-latin-700-italic.woff',
} as const satisfies Record<keyof FontFamilyFaces, string>;

/** The face names of a family. */
export type FaceName = keyof typeof DEFAULT_FONT_FILES;
