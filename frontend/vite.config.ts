/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // Pre-compressed copies for the gateway to send as they are (no compression per request).
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, exclude: [/index\.html$/] })],
  resolve: {
    // Strapi's React 18 is hoisted to the root; every library here must use this workspace's React 19 (types, tests).
    dedupe: ['react', 'react-dom', 'react/jsx-runtime'],
    // The bundle runs on Preact's React-compatible runtime: React 19's own react-dom is 63 KB gzip,
    // two thirds of the visitor's 100 KB budget before any page code (see README, Performance).
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
});
