import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Catalog } from '../modules/products/catalog';
import { createStorefrontHtml } from './storefront/storefront-html';
import { registerStorefrontPages } from './storefront/storefront-pages';
import { readWebBuild } from './storefront/web-build';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
// The service worker, its registration script and the web manifest keep one name across versions, so the
// browser must ask on every visit whether they changed; a day's caching would hold back a new version.
const PWA_ENTRY_FILES = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

export interface StaticFilesOptions {
  /** The built storefront; when absent (api-only tests) only the api and uploads are served. */
  webDistDir: string;
  uploadsDir: string;
  /** What a page's HTML names for the browser to fetch early (storefront-html). */
  catalog: Catalog;
  /** Where shoppers reach the store: a page's other-language addresses are named under it. */
  publicUrl: string;
}

/** Serves the storefront's files and pages (an index.html for each of its routes) and the uploaded product images. */
export const staticFilesPlugin = fp<StaticFilesOptions>(
  async (app: FastifyInstance, { webDistDir, uploadsDir, catalog, publicUrl }) => {
    const hasSpa = existsSync(path.join(webDistDir, 'index.html'));
    const storefront = hasSpa ? createStorefrontHtml(readWebBuild(webDistDir), catalog, publicUrl) : null;

    // Catalogue images are written under a new name when they change, so they can be cached for good.
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: !hasSpa,
      setHeaders: (res) => res.header('Cache-Control', IMMUTABLE),
    });

    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        // '/' is a page like any other: its HTML comes from the fallback below, with the page's hints.
        index: false,
        // The build writes .br and .gz beside each script, style and image (apps/web/vite.config.ts).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const relative = path.relative(webDistDir, filePath);
          if (relative.startsWith(`assets${path.sep}`)) res.header('Cache-Control', IMMUTABLE);
          else if (relative.endsWith('.html') || PWA_ENTRY_FILES.has(relative))
            res.header('Cache-Control', 'no-cache');
          else res.header('Cache-Control', ONE_DAY);
        },
      });
    }

    registerStorefrontPages(app, storefront);
  },
  { name: 'static-files' },
);
