import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
// By path, not by package name: Vite bundles the config's relative imports but loads packages
// with Node, which cannot run TypeScript.
import { sfntFromWoff } from '../../packages/render/src/fonts/woff';
import type { Plugin } from 'vite';

const QUERY = '?sfnt';

/**
 * `import url from 'some-font.woff?sfnt'` gives the URL of the font unpacked at build time to
 * the plain TrueType/OpenType file it wraps (the build's copy is then Brotli-compressed like the
 * scripts, precompress.ts). The editor lays text out with fontkit from the font's bytes: a WOFF
 * had to be inflated on the main thread first (about 30 ms for the default font's four faces,
 * measured in a trace of opening a page of text), a plain file is read as it is. The browser's
 * own text (CSS @font-face) keeps the WOFF2 files. The development server serves the WOFF as
 * it is, which the font loader unpacks (@layout/render's loadFont).
 */
export function sfntFonts(): Plugin {
  let building = false;
  return {
    name: 'layout-sfnt-fonts',
    // Before Vite's own asset handling, which would take the .woff as it is.
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      if (!building) return `export { default } from ${JSON.stringify(`${file}?url`)};`;
      const sfnt = await sfntFromWoff(new Uint8Array(await readFile(file)));
      const reference = this.emitFile({ type: 'asset', name: basename(file).replace(/\.woff$/, '.ttf'), source: sfnt });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
