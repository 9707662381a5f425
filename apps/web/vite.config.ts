import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
/**
 * Two builds: the browser's (`vite build`: dist/, with the manifest the server reads) and the
 * server's renderer (`vite build --ssr src/ssr/entry-server.tsx`: dist-ssr/, loaded by the API
 * server to render each page before any script runs in the browser).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    !isSsrBuild &&
      VitePWA({
        // The service worker is registered from main.tsx (lazily, production only). Its source is
        // src/sw.ts (precache, navigation fallback, the offline badge's cache, push notifications);
        // the build injects the list of files to precache and writes it at the root as /sw.js.
        injectRegister: null,
        registerType: 'autoUpdate',
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        includeAssets: ['favicon.svg'],
        manifest: {
          id: '/',
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
            { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
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
  // The renderer bundles its libraries with React's production build, whatever NODE_ENV the server
  // runs with (the demo's `npm start` runs without it).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, target: 'node24', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        rolldownOptions: {
          output: {
            // What the first page needs in five files instead of some thirty small ones (on a
            // phone each request costs a round trip, and the shell's modules are always loaded
            // together): React, Mantine, the router and TanStack Query, the other libraries, the
            // app's own shell. /boot.js evaluates them one after the other, each in a task of its
            // own, so none holds a phone's main thread long (one libraries chunk took ~220 ms).
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  tags: ['$initial'],
                  priority: 30,
                },
                {
                  name: 'mantine',
                  test: /node_modules[\\/]@mantine[\\/]/,
                  tags: ['$initial'],
                  priority: 25,
                },
                {
                  name: 'router',
                  test: /node_modules[\\/](react-router|@tanstack)[\\/]/,
                  tags: ['$initial'],
                  priority: 25,
                },
                { name: 'libraries', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
                { name: 'shell', tags: ['$initial'], priority: 10 },
              ],
            },
          },
        },
      },
}));
