import type { VitePWAOptions } from 'vite-plugin-pwa';
import { localePath } from '../../../packages/shared/src/i18n/locales.ts';
// By path, as in pwa-manifest.ts: Vite hands its config's package imports to Node, which cannot load TypeScript.
import {
  STORE_ROUTE_NAMES,
  STORE_ROUTES,
  storeRoutePattern,
} from '../../../packages/shared/src/routes/store-routes.ts';

// Workbox writes each urlPattern callback into sw.js by its source text, so the callbacks below must not
// use anything from this module's scope.

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The service worker precaches the app shell, keeps the catalogue and its images for
 * offline browsing, and answers a navigation it cannot serve with the offline page.
 */
export const serviceWorkerOptions: Partial<VitePWAOptions['workbox']> = {
  // The shell: every script, style sheet and font the build emits, the offline page, and the two pieces of
  // art the shell shows by itself (logo, image placeholder). The rest of /art/ and the product images are
  // cached as they are first seen, not downloaded up front.
  globPatterns: ['**/*.{js,css,html,woff2}', 'art/logo.webp', 'art/placeholder.webp'],
  // The Arabic font is fetched by Arabic pages alone (main.tsx); precached, every English visitor would
  // download it too. An Arabic page keeps it in the browser's cache (an immutable asset).
  globIgnores: ['**/cairo-*.woff2'],
  cleanupOutdatedCaches: true,
  // registerType 'autoUpdate': a new version takes over open tabs at once instead of waiting for them to close.
  skipWaiting: true,
  clientsClaim: true,
  // The store's pages all render from index.html. Any other address goes to the network, whose answer is
  // the not-found page with its 404 (a stored index.html would answer it with a 200); the api, uploads,
  // files by name and the back office (its own app at /admin, whose /admin/orders/:id has a product
  // address's three segments) are no store pages even where a route's free segment would take them.
  navigateFallback: 'index.html',
  navigateFallbackAllowlist: STORE_ROUTE_NAMES.flatMap((name) => [
    storeRoutePattern(STORE_ROUTES[name]),
    storeRoutePattern(localePath('ar', STORE_ROUTES[name])),
  ]),
  navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/admin(\/|$)/, /\/[^/]+\.[^/]+$/],
  runtimeCaching: [
    {
      // Catalogue images are written under a new name whenever they change (static-files.ts), and uploaded
      // pictures are named by their content's hash (docs/decisions/016-uploaded-pictures.md), so a cached copy
      // never goes stale. Of an upload's widths the browser fetches the one its srcset picks, and only that is kept.
      urlPattern: ({ url, request, sameOrigin }) =>
        sameOrigin && request.destination === 'image' && url.pathname.startsWith('/uploads/'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'souq-product-images',
        expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ url, request, sameOrigin }) =>
        sameOrigin && request.destination === 'image' && url.pathname.startsWith('/art/'),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'souq-art',
        expiration: { maxEntries: 60, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // One product, for its page: the sizes a shopper can pick follow its stock, so online it is always
      // asked afresh, and the stored copy is the offline (or very slow network) fallback.
      urlPattern: ({ url, request, sameOrigin }) =>
        sameOrigin &&
        !request.headers.has('token') &&
        !request.headers.has('authorization') &&
        /^\/api\/product\/[^/]+$/.test(url.pathname) &&
        url.pathname !== '/api/product/list',
      handler: 'NetworkFirst',
      options: {
        cacheName: 'souq-catalogue',
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // The public catalogue lists (GET is the default method): the full list and the paged listing.
      // A call carrying a shopper's token is never stored, whatever it asks for.
      urlPattern: ({ url, request, sameOrigin }) =>
        sameOrigin &&
        !request.headers.has('token') &&
        !request.headers.has('authorization') &&
        (url.pathname === '/api/products' || url.pathname === '/api/product/list'),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'souq-catalogue',
        expiration: { maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // Navigations the index.html fallback leaves out (an address that is no page of the store, the api,
      // uploads, files by name, an image opened in a tab): straight to the network, whatever its status,
      // and the offline page when it cannot be reached.
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: 'offline.html' } },
    },
  ],
};
