import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web client: the lobby is the entry chunk; each game's engine and table load on demand.
 * Every text file of the build also gets brotli and gzip copies, which the server sends as they are.
 */
export default defineConfig({
  root,
  base: './',
  plugins: [react(), precompressPlugin()],
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
