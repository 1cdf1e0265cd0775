import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mantineStyles } from '../../../apps/web/mantineStyles';

/**
 * One floor page per build (bench/editor/floor.ts): FLOOR_PAGE names its HTML file (konva,
 * react-konva, react-konva-mantine, react-konva-mantine-layout), FLOOR_BASE the path it is served under, FLOOR_OUT the
 * directory it is built into.
 */
const webModules = fileURLToPath(new URL('../../../apps/web/node_modules/', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: process.env.FLOOR_BASE ?? '/',
  plugins: [react(), mantineStyles()],
  resolve: {
    alias: [
      // Mantine is installed for the web app only; its styles come in as the editor's do.
      { find: /^@mantine\/(core|hooks)/, replacement: `${webModules}@mantine/$1` },
      // fontkit as the editor has it (apps/web/vite.config.ts).
      { find: 'brotli/decompress.js', replacement: fileURLToPath(new URL('../../../apps/web/src/vendor/noBrotli.ts', import.meta.url)) },
    ],
  },
  logLevel: 'warn',
  build: {
    outDir: process.env.FLOOR_OUT,
    emptyOutDir: true,
    target: 'es2022',
    // As the editor's build: a zod schema nothing draws with is left out (apps/web/vite.config.ts).
    rolldownOptions: { input: `${here}${process.env.FLOOR_PAGE ?? 'konva'}.html`, treeshake: { manualPureFunctions: ['z'] } },
  },
});
