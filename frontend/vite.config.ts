/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { minify } from 'terser';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { LOCALE_PATH } from '@lyceum/contract/locales';
import { SITE_DESCRIPTION, SITE_NAME } from '@lyceum/contract/site';
import { svgDataUri } from './src/lib/svgDataUri';

/**
 * The unit tests that replace a module (`vi.mock`): each gets a module graph of its own (the test projects below).
 * Looked for under Vitest only (it sets VITEST), not on every build's and dev server's start.
 */
const MOCKING_TESTS = process.env.VITEST
  ? fs
      .readdirSync(fileURLToPath(new URL('./src', import.meta.url)), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => fs.readFileSync(fileURLToPath(new URL(`./src/${file}`, import.meta.url)), 'utf8').includes('vi.mock('))
      .map((file) => `src/${file}`)
  : [];

/**
 * Two builds from one config: the browser's (`dist/`, served by the gateway) and, with `--ssr`,
 * the server renderer of the visitor pages (`dist-server/entry-server.js`, imported by the gateway).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Stable styled-components class names derived from each file, so that the server's and the browser's agree.
    react({ babel: { plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false }]] } }),
    // The web app manifest and the service worker (Workbox): src/pwa/offline.ts registers it, docs/reach.md.
    ...(isSsrBuild ? [] : [offlineReading(), islandManifest(), iconInPage(), minifyChunks(), adminApart(), chunkModules()]),
    // Pre-compressed copies for the gateway to send as they are (no compression per request).
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/index\.html$/] })]),
  ],
  resolve: {
    // Strapi's React 18 is hoisted to the root; every library here must use this workspace's React 19.
    dedupe: ['react', 'react-dom', 'react/jsx-runtime'],
    alias: isSsrBuild
      ? []
      : [
          { find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL('./src/lib/resizeObserver.ts', import.meta.url)) },
          { find: /^lodash\.debounce$/, replacement: fileURLToPath(new URL('./src/lib/debounce.ts', import.meta.url)) },
        ],
  },
  // The server bundle carries its libraries: resolved from the root, they would find Strapi's React 18.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? // One file: the gateway loads a new build as a new module (gateway/src/site/renderer.ts), chunks and all.
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { inlineDynamicImports: true } } }
    : {
        outDir: 'dist',
        manifest: true,
        // Every browser the site supports knows <link rel="modulepreload">: no polyfill in every page's entry.
        modulePreload: { polyfill: false },
        // Minified chunk by chunk (minifyChunks below): Vite's one minifier for every chunk cannot tell TinyMCE from a page.
        minify: false,
        cssMinify: 'esbuild',
        // The compression plugin below lists each file's .gz and .br sizes, and npm run bundle-size the budgets' gzip -9
        // figures: Vite's own gzip of every chunk to print a third list cost the build 9 s of a slow day's 66.
        reportCompressedSize: false,
        // Vite's 500 kB warning is advice about what a page loads first, which npm run bundle-size budgets instead
        // (docs/hydration.md). Only the admin's lazy chunk passes it, and TinyMCE is about 1.4 MB of its 1.5 MB (in a
        // chunk of its own, it would pass it alone). Past 2 MB something new has joined them: worth a look.
        chunkSizeWarningLimit: 2000,
        // Chunks of a few hundred bytes (the theme, a helper two pages share) cost a request and a module's wrapping
        // each: Rollup folds them into a chunk that every page loading them loads anyway.
        rollupOptions: {
          output: {
            experimentalMinChunkSize: 2048,
            // Except what a page does after its load event (offline reading, the media below the fold): folded into the
            // entry, it would be in every page's first load.
            manualChunks: (id) => (/\/src\/(pwa\/|afterPageLoad\.ts|islands\/late\.ts)/.test(id) ? 'after-load' : undefined),
          },
        },
      },
  test: {
    environment: 'node',
    isolate: false,
    projects: [
      {
        extends: true,
        // One module graph for the files that mock no module: isolating each of them took half as much processor time
        // again (51 s against 35 s), in imports and environments, for 1 s of tests.
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING_TESTS },
      },
      // A file that replaces a module (vi.mock) gets a module graph of its own, so that no other file sees the stand-in.
      { extends: true, test: { name: 'isolated', include: MOCKING_TESTS, isolate: true } },
    ],
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
}));

/**
 * terser on every chunk, three passes: it packs React's runtime a few KB smaller than esbuild does, which the visitor
 * pages' budget counts (docs/hydration.md). The admin's chunk that holds TinyMCE (1.5 MB, its own minified builds:
 * RichTextEditor.tsx) is only mangled: three passes over it took two thirds of the build's time for no gain.
 */
function minifyChunks(): Plugin {
  return {
    name: 'lyceum-minify-chunks',
    apply: 'build',
    // After Vite's own renderChunk hooks (its module-preload flag), where its minifier would run.
    renderChunk: {
      order: 'post',
      async handler(code, chunk) {
        const tinymce = chunk.moduleIds.some((id) => id.includes('/node_modules/tinymce/'));
        const { code: minified } = await minify(code, {
          module: true,
          ecma: 2020,
          mangle: true,
          compress: tinymce ? false : { passes: 3 },
        });
        return minified === undefined ? null : { code: minified, map: null };
      },
    },
  };
}

/**
 * The admin's modules counted as having side effects (Rollup's `no-treeshake`), which keeps them out of the folding of
 * small chunks (`experimentalMinChunkSize`): Rollup merges a chunk only where that runs no new side effect, so a small
 * admin chunk never merges with one a visitor page loads, nor a visitor's into one of the admin's. Folded by size
 * alone, the admin's kept work (admin/ui/keptWork.ts, 1 KB) was merged with the video player's frame and fetched by
 * the home page. What `no-treeshake` costs: an admin module's unused exports stay in the admin's chunks, and lint
 * reports unused exports anyway.
 */
function adminApart(): Plugin {
  return {
    name: 'lyceum-admin-apart',
    apply: 'build',
    transform: (code, id) => (id.includes('/src/admin/') ? { code, map: null, moduleSideEffects: 'no-treeshake' } : null),
  };
}

/**
 * Each chunk's modules, in `.vite/modules.json` (sources under `src/`, packages by name): the JavaScript budget checks
 * that no module of the admin is in a visitor page's first load (scripts/measure/lib/first-load.mjs), which Vite's
 * manifest cannot tell, as it names a chunk by one of its modules only.
 */
const FRONTEND = fileURLToPath(new URL('.', import.meta.url));
function chunkModules(): Plugin {
  const modules: Record<string, string[]> = {};
  return {
    name: 'lyceum-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = chunk.moduleIds.map((id) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? path.relative(FRONTEND, id));
        modules[chunk.fileName] = [...new Set(names)];
      }
    },
    writeBundle: ({ dir }) => fs.writeFileSync(path.join(dir!, '.vite', 'modules.json'), JSON.stringify(modules)),
  };
}

/** The tab's icon in the page (public/favicon.svg, 732 bytes): one request less on every first visit. */
function iconInPage(): Plugin {
  const icon = () => svgDataUri(fs.readFileSync(fileURLToPath(new URL('./public/favicon.svg', import.meta.url)), 'utf8'));
  return {
    name: 'lyceum-icon-in-page',
    transformIndexHtml: (html) => html.replace('href="/favicon.svg"', () => `href="${icon()}"`),
  };
}

/**
 * Every island's declaration (src/islands/defs/*.tsx) and the islands' runtime (src/islands/hydrate.tsx) under its
 * source in Vite's manifest, where the JavaScript budget looks up the code a page's islands load
 * (scripts/measure/lib/first-load.mjs, docs/hydration.md). Rollup gives a dynamically imported module that re-exports
 * from a shared chunk no chunk of its own, and Vite then lists it under that chunk's file name only.
 */
function islandManifest(): Plugin {
  const islands = new Map<string, string>();
  return {
    name: 'lyceum-island-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const source = /\/(src\/islands\/(?:defs\/\w+\.tsx|hydrate\.tsx))$/.exec(id)?.[1];
          if (source) islands.set(source, chunk.fileName);
        }
      }
    },
    writeBundle: {
      order: 'post',
      handler({ dir }) {
        const file = path.join(dir!, '.vite', 'manifest.json');
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
        for (const [source, fileName] of islands) {
          const chunk = Object.values(manifest).find((entry) => entry.file === fileName);
          if (!chunk) throw new Error(`The island ${source} is in ${fileName}, which Vite's manifest does not list`);
          manifest[source] ??= { ...chunk, src: source };
        }
        fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
      },
    },
  };
}

/**
 * A navigation to a visitor page (a path in one of the site's languages), not a preview link's. Workbox writes a
 * route's function into the service worker by its source text, where no import reaches: so the function is made from
 * text, with the contract's LOCALE_PATH spelled into it.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- config-time text made of constants, never input
const visitorNavigation = new Function(
  'context',
  `return context.request.mode === 'navigate' && ${String(LOCALE_PATH)}.test(context.url.pathname) && !context.url.searchParams.has('preview');`,
) as (context: { request: Request; url: URL }) => boolean;

/**
 * Offline reading: the pages and photos a visitor opened are kept (pages and reads fresh from the
 * network first, photos and hashed files from the cache first), the rest falls back to
 * /offline.html. Only what visitor pages fetch: never /protected, /api/v1, /api/auth or the admin's
 * code (a request made from an admin page), and nothing is precached but the offline page and icons.
 */
function offlineReading() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    includeManifestIcons: false,
    manifest: {
      id: '/uz',
      name: SITE_NAME.uz,
      short_name: 'Akademik litsey',
      description: SITE_DESCRIPTION.uz,
      lang: 'uz',
      start_url: '/uz',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1b5e20',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['offline.html', 'logo.svg', 'favicon.svg', 'icons/*.png'],
      navigateFallback: null,
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // A preview link's page shows a draft to the link's holders only: never kept for offline reading.
          urlPattern: visitorNavigation,
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 60 },
            precacheFallback: { fallbackURL: '/offline.html' },
          },
        },
        {
          // The reception's answers (a challenge good once, a receipt, a status) are never kept (docs/appeals.md).
          urlPattern: ({ url }) => url.pathname.startsWith('/api/public/') && !url.pathname.startsWith('/api/public/appeals'),
          handler: 'NetworkFirst',
          options: { cacheName: 'reads', networkTimeoutSeconds: 5, expiration: { maxEntries: 120 } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/api/attachment/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'photos',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
            // A draft's photo (shown to an admin or a preview link's holder) comes with no-store: not kept.
            plugins: [
              {
                cacheWillUpdate: ({ response }) =>
                  Promise.resolve(/no-store/.test(response.headers.get('Cache-Control') ?? '') ? null : response),
              },
            ],
          },
        },
        {
          urlPattern: ({ request, url }) =>
            url.pathname.startsWith('/assets/') && !new URL(request.referrer || 'http://x/').pathname.startsWith('/protected'),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 80 }, cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });
}
