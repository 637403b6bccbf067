import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './scripts/precompress.ts';
import { pwaOptions } from './scripts/pwa-options.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web client: the lobby is the entry chunk; each game's engine and table load on demand.
 * A service worker (Workbox, scripts/pwa-options.ts) precaches the whole build after the first
 * visit, so everything that needs no server works offline.
 * Every text file of the build also gets brotli and gzip copies, which the server sends as they are.
 */
export default defineConfig({
  root,
  base: './',
  plugins: [react(), VitePWA(pwaOptions), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Brotli at its best quality is most of the build's time by design (once per build, never per
    // request): the bundler's note that a plugin dominates the build would only be noise.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  worker: { format: 'es' },
  server: { port: 5173 },
});
