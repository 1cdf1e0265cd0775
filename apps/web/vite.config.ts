import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// WEB_DIST (absolute) builds elsewhere, so parallel browser-test runs do not overwrite each other.
// The API server (npm run serve) listens on 3000; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: process.env.WEB_DIST ?? 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
