/**
 * Stands in for fontkit's Brotli decoder in the browser build (vite.config.ts aliases
 * 'brotli/decompress.js' here). Brotli only serves WOFF2 files, which the editor never reads:
 * the default font is a WOFF (unpacked natively, @layout/render fonts/woff.ts) and users upload
 * .otf and .ttf. The real decoder would cost 40 KB of JavaScript and, because it builds its
 * dictionary when imported, tens of milliseconds of every editor start.
 */
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not read in the browser; use a WOFF, TTF or OTF file');
}
