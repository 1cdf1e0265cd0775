import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { startupPreload } from './startupPreload';
import { mantineStyles } from './mantineStyles';
import { precompress } from './precompress';
import { sfntFonts } from './sfntFonts';

const UI_KIT = { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ };
const REACT = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ };

// WEB_DIST (absolute) builds elsewhere, so parallel browser-test runs do not overwrite each other.
// The API server (npm run serve) listens on 3000; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), mantineStyles(), sfntFonts(), startupPreload(), precompress()],
  resolve: {
    alias: [
      // fontkit's Brotli decoder only serves WOFF2, which the browser never reads (src/vendor/noBrotli.ts).
      { find: 'brotli/decompress.js', replacement: fileURLToPath(new URL('./src/vendor/noBrotli.ts', import.meta.url)) },
      // Konva with only the shapes and filters the editor uses (src/vendor/konva.ts).
      { find: /^konva$/, replacement: fileURLToPath(new URL('./src/vendor/konva.ts', import.meta.url)) },
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // Little CMS finds its .wasm beside its own module (new URL('lcms.wasm', import.meta.url)): the
  // development server must serve it from the package, not pre-bundle it away from that file.
  optimizeDeps: { exclude: ['lcms-wasm'] },
  build: {
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // The UI kit and React each in one file, not in the dozens of small files that automatic
    // splitting cuts them into by which screens share what: a browser fetches at most six files
    // at a time from one HTTP/1.1 server, so the editor's first screen waited on rounds of tiny
    // requests (docs/decisions.md, "Start-up").
    // Building a zod schema has no effect beyond its value: with the model package marked free of
    // side effects, a schema no code on the way to a page uses is left out of that code, instead
    // of being built at start-up (the document's schemas took ~40 ms of a new design's profile).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] }, output: { codeSplitting: { groups: [UI_KIT, REACT] } } },
  },
});
