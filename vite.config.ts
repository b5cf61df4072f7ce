// Builds the web app (web/ → web/dist) as an installable PWA. Lingui macros are compiled by
// Babel (@rolldown/plugin-babel) because the native Lingui transform is a platform binary that
// npm may skip for its engine field under an older Node; the Lingui plugin compiles .po catalogues on import.
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Locale } from './schemas/src/constants.ts';
import { MESSAGES } from './schemas/src/errors.ts';
import { routeUrlPatterns } from './schemas/src/routes.ts';
import { standaloneValidatorsSource } from './schemas/src/validators/standalone.ts';

const BACKEND = 'http://localhost:8080';
const THEME_COLOUR = '#0b5f73';

/**
 * The Lingui macro transform, run only on files that import a macro so Babel stays off the rest.
 * vitest.config.ts builds the same preset for the web tests.
 */
export function linguiMacroPlugin() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
      }),
    ],
  });
}

const RUN_TIME_VALIDATORS = fileURLToPath(new URL('./schemas/src/validators/compiled.ts', import.meta.url));
const STANDALONE_VALIDATORS = '\0poct-standalone-validators';

/**
 * The shared schemas' validators compiled ahead of time (ajv standalone code, generated here on
 * every build from the schemas) in place of the run-time compiler, so the page never compiles
 * code and the CSP needs no 'unsafe-eval'. vitest.config.ts uses it for the web tests too.
 */
export function standaloneValidators(): Plugin {
  return {
    name: 'poct-standalone-validators',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('compiled.ts')) return null;
      const file = path.resolve(path.dirname(importer.split('?')[0]!), source);
      return file === RUN_TIME_VALIDATORS ? STANDALONE_VALIDATORS : null;
    },
    load(id) {
      return id === STANDALONE_VALIDATORS ? standaloneValidatorsSource() : null;
    },
  };
}

const ERROR_CATALOGUE = fileURLToPath(new URL('./schemas/src/errors.ts', import.meta.url));
const PAGE_ERROR_CATALOGUE = fileURLToPath(new URL('./web/src/i18n/error-catalogue.ts', import.meta.url));
const ERROR_TEXTS = 'virtual:poct-error-texts/';

/**
 * The error catalogue one language per chunk: `virtual:poct-error-texts/<locale>` is that
 * language's texts by key, made from schemas/src/errors.ts. With `replaceCatalogue` the page's
 * copy of the catalogue (web/src/i18n/error-catalogue.ts, which loads those chunks) takes the
 * shared module's place, so the first chunks hold no texts. The web tests keep the shared one.
 */
export function errorTextsByLanguage({ replaceCatalogue }: { replaceCatalogue: boolean }): Plugin {
  return {
    name: 'poct-error-texts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(ERROR_TEXTS)) return `\0${source}`;
      if (!replaceCatalogue || !importer || !source.endsWith('errors.ts')) return null;
      const file = path.resolve(path.dirname(importer.split('?')[0]!), source);
      return file === ERROR_CATALOGUE ? PAGE_ERROR_CATALOGUE : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ERROR_TEXTS}`)) return null;
      const locale = id.slice(ERROR_TEXTS.length + 1) as Locale;
      const texts = Object.fromEntries(Object.entries(MESSAGES).map(([key, text]) => [key, text[locale]]));
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

export default defineConfig({
  root: 'web',
  build: {
    // WEB_DIST lets parallel work trees (or helpers) build and serve without clobbering web/dist.
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    // Source maps stay out of the precache; the app shell must stay small to install quickly.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes far less often than the app: its own chunk stays cached
          // across deploys. Only modules the entry loads anyway belong here; the rest of
          // node_modules stays with the lazy chunks that use it.
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie-es|@remix-run|@lingui[\\/](?:core|react|message-utils))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': BACKEND,
      '/db': BACKEND,
      '/uploads': BACKEND,
      '/sitemap.xml': BACKEND,
      '/de/sitemap.xml': BACKEND,
      '/en/sitemap.xml': BACKEND,
    },
  },
  // Workers are bundled apart, with only these plugins.
  worker: { plugins: () => [standaloneValidators()] },
  plugins: [
    standaloneValidators(),
    errorTextsByLanguage({ replaceCatalogue: true }),
    linguiMacroPlugin(),
    react(),
    lingui({ failOnCompileError: true }),
    VitePWA({
      strategies: 'generateSW',
      // The app asks before it reloads into a new version, so an open form is never lost.
      registerType: 'prompt',
      injectRegister: false,
      // globPatterns below already precache the icons; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        name: 'POCT Atlas',
        short_name: 'POCT Atlas',
        description: 'Independent comparison of point-of-care diagnostic devices',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The shell and every lazy route chunk, so each page opens offline once installed.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: 'index.html',
        // Only the route table's paths get the cached app; an unknown one reaches the server's
        // 404 (the not-found page with its status), installed or not.
        navigateFallbackAllowlist: routeUrlPatterns(),
        // Server-owned paths must reach the server, never the cached shell.
        navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/db(?:\/|$)/, /^\/sitemap\.xml$/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'product-images',
              expiration: { maxEntries: 1000, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // The last banner of each slot, for offline use only (web/src/features/ads/use-ad.ts): online the
            // server answers (and counts the impression); offline this copy answers and nothing
            // reaches the server or waits to be sent later (no background sync), so nothing is counted.
            // Two fixed addresses, each answer replacing the last: no expiry bookkeeping (IndexedDB) needed.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/ads\/(aside|footer)$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'ad-banners',
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
});
