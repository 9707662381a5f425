import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { USER_DATA_CACHE, USER_DATA_PATHS } from './src/lib/offline-cache';

/**
 * The URLs of USER_DATA_PATHS on any origin (the service worker routes same-origin requests only),
 * as a regular expression: workbox writes the route into the service worker's code, where a
 * function could not see this file's constants.
 */
const USER_DATA_URL = new RegExp(
  `^https?://[^/]+(?:${USER_DATA_PATHS.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`,
);

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // The service worker is registered from main.tsx (lazily, production only).
      injectRegister: null,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'ALMA – La Scuola Internazionale di Cucina Italiana',
        short_name: 'ALMA',
        description: 'Portale di studenti e candidati ALMA',
        lang: 'it',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#8c1d2c',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The signed-in person's answers the offline badge needs (decision 37): from the network
        // whenever it answers, from this copy only when it does not (no timeout: a slow server is
        // still asked). Deleted at logout and at every new session (lib/offline-cache.ts).
        runtimeCaching: [
          {
            urlPattern: USER_DATA_URL,
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: USER_DATA_CACHE,
              cacheableResponse: { statuses: [200] },
              matchOptions: { ignoreVary: true },
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What the first page needs in one file instead of some thirty small ones: on a phone
        // each request costs a round trip, and the shell's modules are always loaded together.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
