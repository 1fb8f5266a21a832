import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productPath } from '@souq/shared/catalog/product-path';
import type { Product } from '@souq/shared/schemas/product';
import { productPageResponseSchema } from '@souq/shared/schemas/product-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let webDistDir: string;
let first: Product;

const MAIN_SCRIPT =
  '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">';
const LOADER = '<div role="status">Loading...</div>';
const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
/** As big as the real one (~50 KB), so a page is well above @fastify/compress's threshold for compressing in one call. */
const CSS = Array.from({ length: 2500 }, (_, i) => `.r-${i}{margin:${i}px}`).join('');

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'souq-web-'));
  await writeFile(
    path.join(webDistDir, 'index.html'),
    `<!doctype html><html><head><title>Little Souq</title>${MAIN_SCRIPT}${STYLESHEET}</head><body><div id="root"><!-- painted while the scripts load -->${LOADER}</div></body></html>`,
  );
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'assets', 'index-abc.css'), CSS);
  await mkdir(path.join(webDistDir, '.vite'));
  // The shape Vite writes with build.manifest: each chunk names the chunks it imports. With the first
  // page's code in one group (apps/web/vite.config.ts) there is no 'index.html' entry: index.html itself
  // names what every page loads, and a page's code that imports it must not name it again.
  await writeFile(
    path.join(webDistDir, '.vite', 'manifest.json'),
    JSON.stringify({
      '_app.js': { file: 'assets/index-abc.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_breadcrumb.js': { file: 'assets/breadcrumb-1.js' },
      'src/app/product-or-search-route.tsx': {
        file: 'assets/product-route-1.js',
        imports: ['_app.js', '_shared.js', '_breadcrumb.js'],
      },
      'src/features/catalog/products-page.tsx': {
        file: 'assets/products-page-1.js',
        imports: ['_app.js', '_breadcrumb.js'],
      },
    }),
  );
  t = await createTestApp({ webDistDir });
  const page = await t.app.inject({ method: 'GET', url: '/api/products?limit=1' });
  const [product] = productPageResponseSchema.parse(page.json()).products;
  if (!product) throw new Error('the seeded catalogue is empty');
  first = product;
});

afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
}

const modulesIn = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
/** What index.html names itself, and with it a page's own code. */
const IN_INDEX_HTML = ['/assets/shared-1.js'];
const PRODUCT_CODE = ['/assets/shared-1.js', '/assets/product-route-1.js', '/assets/breadcrumb-1.js'];
const LISTING_CODE = ['/assets/shared-1.js', '/assets/products-page-1.js', '/assets/breadcrumb-1.js'];
/** A page's own code fetched at the lowest priority: Vite's loader then adds no link of its own for it. */
const prefetchedIn = (html: string) =>
  [...html.matchAll(/rel="prefetch" as="script" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const imagesIn = (html: string) =>
  [...html.matchAll(/rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);

describe("a landing page's HTML names what the page fetches first", () => {
  it('a product page: the picture it opens on ahead of the main script; its code prefetched', async () => {
    const html = await page(`/products/${first._id}`);
    const picture = (first.variants[0]?.images[0] ?? first.image[0]) as string;
    expect(imagesIn(html)).toEqual([picture]);
    expect(html.indexOf(picture)).toBeLessThan(html.indexOf(MAIN_SCRIPT));
    // Painted from the HTML, the page does not have its many files share the connections with the picture.
    expect(modulesIn(html)).toEqual(IN_INDEX_HTML);
    expect(prefetchedIn(html)).toEqual(['/assets/product-route-1.js', '/assets/breadcrumb-1.js']);
    expect(html.indexOf(MAIN_SCRIPT)).toBeLessThan(html.indexOf('rel="prefetch"'));
  });

  it("a product page paints the product's picture and name in place of the loader", async () => {
    const html = await page(`/products/${first._id}`);
    const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
    expect(root).not.toContain(LOADER);
    const variant = first.variants[0];
    const picture = (variant?.images[0] ?? first.image[0]) as string;
    const alt = variant ? `${first.name} in ${variant.colorName}` : first.name;
    expect(root).toContain(`<img src="${picture}" alt="${alt}"`);
    expect(root).toContain(`>${first.name}</h1>`);
    // The trail above it, as the page shows it: Home / category / name.
    expect(root).toContain('<a href="/" class="inline-flex min-h-11 items-center rounded">Home</a>');
    expect(root).toContain(`href="/products?category=${first.category}"`);
    expect(root).toContain(`<li aria-current="page" class="font-semibold text-navy-800">${first.name}</li>`);
    expect(await page('/products/00000000-0000-4000-8000-000000000000')).toContain(LOADER);
    expect(await page('/products?category=Girls')).toContain(LOADER);
  });

  it('a product reached by the address its links use gets the same head start', async () => {
    const html = await page(productPath(first));
    expect(modulesIn(html)).toEqual(IN_INDEX_HTML);
    expect(prefetchedIn(html)).toEqual(['/assets/product-route-1.js', '/assets/breadcrumb-1.js']);
    const picture = (first.variants[0]?.images[0] ?? first.image[0]) as string;
    expect(imagesIn(html)).toEqual([picture]);
    expect(html).toContain(`>${first.name}</h1>`);
    expect(html).not.toContain(LOADER);
    // Four segments are no product address; the app shows its not-found page there.
    expect(await page(`/girls/a/b/${first._id}`)).toContain(LOADER);
  });

  it('the listing paints its first cards in place of the loader', async () => {
    const html = await page('/products');
    expect(html).not.toContain(LOADER);
    expect(html).toContain('>All Collections</h1>');
    expect(html).toContain(
      '<li aria-current="page" class="font-semibold text-navy-800">All Collections</li>',
    );
    // The filters' sidebar keeps the cards where the page will put them from md up.
    expect(html).toContain('md:col-start-1 md:row-span-2 md:row-start-1 md:block');
    expect(html).toContain(`<img src="${first.image[0]}" alt="${first.name}"`);
    expect(html.match(/<img /g)).toHaveLength(4);
  });

  it('an unknown product: the page code, after the main script, since the app paints the page', async () => {
    const html = await page('/products/00000000-0000-4000-8000-000000000000');
    expect(modulesIn(html)).toEqual(PRODUCT_CODE);
    expect(prefetchedIn(html)).toEqual([]);
    expect(imagesIn(html)).toEqual([]);
    // The browser asks in the order it reads, and the page's code is many files: the main script first.
    expect(html.indexOf(MAIN_SCRIPT)).toBeLessThan(html.indexOf('/assets/product-route-1.js'));
    expect(html.indexOf('/assets/product-route-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('the listing: its first card, which it paints, and its code prefetched; filtered or sorted, its code preloaded', async () => {
    const listing = await page('/products');
    expect(modulesIn(listing)).toEqual(IN_INDEX_HTML);
    expect(prefetchedIn(listing)).toEqual(['/assets/products-page-1.js', '/assets/breadcrumb-1.js']);
    expect(imagesIn(listing)).toEqual([first.image[0]]);
    expect(listing.indexOf('rel="preload" as="image"')).toBeLessThan(listing.indexOf(MAIN_SCRIPT));
    const filtered = await page('/products?category=Girls&sort=low-high');
    expect(modulesIn(filtered)).toEqual(LISTING_CODE);
    expect(prefetchedIn(filtered)).toEqual([]);
    expect(imagesIn(filtered)).toEqual([]);
  });

  it('every page carries the stylesheet in itself, so its first paint waits for no other file', async () => {
    for (const url of ['/', '/products', `/products/${first._id}`, '/cart']) {
      const html = await page(url);
      expect(html).toContain(`<style>${CSS}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
    }
  });

  it('the home page paints its first hero slide under the loader, which hides itself after 0.5 s', async () => {
    const html = await page('/');
    const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
    expect(root).toContain('<a href="/products" class="relative block h-96 overflow-hidden lg:h-[28rem]">');
    expect(root).toContain(
      '<img src="/art/hero-1.svg" alt="" width="1600" height="640" fetchpriority="high"',
    );
    expect(root).toContain('>Little outfits, big adventures</h2>');
    expect(root).toContain(`<div class="souq-preview-loader">${LOADER}</div>`);
    expect(root).toContain('.souq-preview-loader{animation:souq-preview-loader-ends 0s .5s forwards}');
    expect(root.indexOf('hero-1.svg')).toBeLessThan(root.indexOf(LOADER));
    expect(root).not.toContain('<!--');
  });

  it('a page goes out compressed in one piece, with its length, in the encoding the browser prefers', async () => {
    const plain = await page(`/products/${first._id}`);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/products/${first._id}`,
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain);
    }
  });

  it('the home page its first hero slide; other pages nothing', async () => {
    expect(imagesIn(await page('/'))).toEqual(['/art/hero-1.svg']);
    const cart = await page('/cart');
    expect(modulesIn(cart)).toEqual(IN_INDEX_HTML);
    expect(prefetchedIn(cart)).toEqual([]);
    expect(prefetchedIn(await page('/'))).toEqual([]);
    expect(imagesIn(cart)).toEqual([]);
    expect(cart).toContain(MAIN_SCRIPT);
  });
});
