/**
 * The installable app (issue #37, item 2): the web app manifest and the Workbox service worker
 * that vite-plugin-pwa generates. docs/architecture.md ("The service worker") says what it keeps.
 *
 * - Precached, after the first visit (the worker installs once the page has loaded): every file of
 *   the build: index.html, the entry, both games' engines and tables, the bot worker, the account
 *   and replay screens, styles, icons. A game is playable with no network after one visit, even if
 *   it was never opened.
 * - Never from the worker's caches: the API (`/api/…`) and the WebSocket (`/ws`); they are not
 *   in the precache, no runtime route caches them, and page navigations to them are not answered
 *   with the app's page.
 * - `registerType: 'prompt'`: a new version waits; the page offers "Update" (src/app/UpdateOffer.tsx)
 *   and only a player's click swaps it in, so a game in progress is never reloaded by itself.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // The page registers the worker itself (src/app/service-worker.ts), after it has loaded.
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  // public/icons/ is in the precache by the glob below already; listing it twice would double it.
  includeManifestIcons: false,
  manifest: {
    name: 'Boardhall',
    short_name: 'Boardhall',
    description: 'Four Humours and Tribes of the Wind: on one screen, against bots or online.',
    lang: 'en',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1f1d24',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The same worker whatever NODE_ENV the build runs under (the e2e builds run under vitest's 'test').
    mode: 'production',
    // Everything the build writes, the compressed copies aside (the server picks those itself);
    // the manifest is added by the plugin.
    globPatterns: ['**/*.{js,mjs,css,html,svg,png,webp,jpg,woff2,wasm,json}'],
    globIgnores: ['**/*.br', '**/*.gz'],
    // A game chunk may grow past Workbox's default 2 MB limit; leaving it out would break offline play.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/ws(?:\/|$)/],
    cleanupOutdatedCaches: true,
    // No runtime caching: what is not precached always goes to the network.
    runtimeCaching: [],
  },
};
