import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { storefrontManifest } from './pwa/pwa-manifest.ts';
import { serviceWorkerOptions } from './pwa/service-worker-options.ts';
import { sourceAliases } from './source-aliases.ts';
import { icuMessages } from './vite-plugins/icu-messages.ts';
import { landingPagesManifest } from './vite-plugins/landing-pages-manifest.ts';

const apiOrigin = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * React Router's package sends every bundler to its development build (its `exports` name no other), whose
 * development warnings are switched on in production (remix-run/react-router#14102). Its production build
 * sits beside it; the storefront's build takes that one.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    icuMessages(),
    landingPagesManifest(),
    VitePWA({
      registerType: 'autoUpdate',
      // A registerSW.js file rather than an inline script: the CSP allows scripts from 'self' only.
      injectRegister: 'script-defer',
      manifest: storefrontManifest,
      workbox: serviceWorkerOptions,
    }),
    // The server sends these files as they are (@fastify/static preCompressed), so a phone gets the
    // smallest brotli (quality 11, well under what compressing per request at quality 4 gives) at no cost
    // per request; gzip for browsers without brotli.
    compression({
      include: /\.(js|css|svg|webmanifest)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // Zod without eval, as the CSP requires (see the file for why it must be an alias).
    alias: [
      ...sourceAliases,
      ...(command === 'build' ? reactRouterProduction : []),
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/zod-browser.ts', import.meta.url)) },
      // The catalogues arrive parsed (vite-plugins/icu-messages.ts), so the browser needs no ICU parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the store supports reads <link rel=modulepreload> itself; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every first page needs ships as one file (one request, and it compresses better than
        // eight small ones); each route's own code still loads on its own.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
