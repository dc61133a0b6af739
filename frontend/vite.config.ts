/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * Two builds from one config: the browser's (`dist/`, served by the gateway) and, with `--ssr`,
 * the server renderer of the visitor pages (`dist-server/entry-server.js`, imported by the gateway).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Stable styled-components class names derived from each file, so that the server's and the browser's agree.
    react({ babel: { plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false }]] } }),
    // Pre-compressed copies for the gateway to send as they are (no compression per request).
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/index\.html$/] })]),
  ],
  resolve: {
    // Strapi's React 18 is hoisted to the root; every library here must use this workspace's React 19.
    dedupe: ['react', 'react-dom', 'react/jsx-runtime'],
    alias: isSsrBuild ? [] : [{ find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL('./src/lib/resizeObserver.ts', import.meta.url)) }],
  },
  // The server bundle carries its libraries: resolved from the root, they would find Strapi's React 18.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? // One file: the gateway loads a new build as a new module (gateway/src/site/renderer.ts), chunks and all.
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { inlineDynamicImports: true } } }
    : { outDir: 'dist', manifest: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
}));
