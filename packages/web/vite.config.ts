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
  },
  worker: { format: 'es' },
  server: { port: 5173 },
});
