import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { sourceAliases } from './source-aliases.ts';

const apiOrigin = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  // The api serves this build under /admin (apps/api/src/plugins/admin-files.ts).
  base: '/admin/',
  plugins: [
    react(),
    tailwindcss(),
    // Sent as they are by the api (@fastify/static preCompressed), as the storefront's files are.
    compression({
      include: /\.(js|css|svg)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // Zod without eval, as the store's CSP requires (docs/decisions/005-zod-mini-and-lazy-schemas.md).
    alias: [
      ...sourceAliases,
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/zod-browser.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5174,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
});
