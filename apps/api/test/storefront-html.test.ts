import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productPath } from '@souq/shared/catalog/product-path';
import {
  MESSAGES_MANIFEST_PATH,
  type MessagesManifest,
  messagesManifestSchema,
  PREVIEW_MESSAGE_IDS,
} from '@souq/shared/i18n/messages-manifest';
import { PAGE_HEAD } from '@souq/shared/i18n/page-head';
import {
  LANDING_PAGES_MANIFEST_PATH,
  type LandingPagesManifest,
  landingPagesManifestSchema,
} from '@souq/shared/routes/landing-pages';
import type { Product } from '@souq/shared/schemas/product';
import { productPageResponseSchema } from '@souq/shared/schemas/product-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** The storefront's real build: `npm test` builds it first; run alone, this file builds it when missing. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let first: Product;
let indexHtml: string;
let landing: LandingPagesManifest;
let catalogues: MessagesManifest;
/** The build's main script tag, as index.html names it. */
let mainScript: string;
let loader: string;
let css: string;

beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST, LANDING_PAGES_MANIFEST_PATH))) {
    execFileSync('npm', ['run', 'build', '-w', '@souq/web'], { cwd: ROOT, stdio: 'inherit' });
  }
  indexHtml = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  landing = landingPagesManifestSchema.parse(
    JSON.parse(readFileSync(path.join(WEB_DIST, LANDING_PAGES_MANIFEST_PATH), 'utf8')),
  );
  catalogues = messagesManifestSchema.parse(
    JSON.parse(readFileSync(path.join(WEB_DIST, MESSAGES_MANIFEST_PATH), 'utf8')),
  );
  mainScript = indexHtml.match(/<script type="module" crossorigin src="[^"]+"><\/script>/)?.[0] ?? '';
  loader = indexHtml.match(/<div role="status"[\s\S]*?<\/div>/)?.[0] ?? '';
  const stylesheet = indexHtml.match(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/)?.[1] ?? '';
  css = readFileSync(path.join(WEB_DIST, stylesheet), 'utf8');
  t = await createTestApp({ webDistDir: WEB_DIST });
  const page = await t.app.inject({ method: 'GET', url: '/api/products?limit=1' });
  const [product] = productPageResponseSchema.parse(page.json()).products;
  if (!product) throw new Error('the seeded catalogue is empty');
  first = product;
}, 300_000);

afterAll(() => t.close());

async function page(url: string, status = 200) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
}

const hrefs = (html: string, rel: RegExp) =>
  [...html.matchAll(/<link rel="([^"]+)"(?: as="[^"]+")?(?: crossorigin)? href="\/([^"]+)"/g)].flatMap(
    ([, found = '', href = '']) => (rel.test(found) ? [href] : []),
  );
const preloadedIn = (html: string) => hrefs(html, /^modulepreload$/);
const prefetchedIn = (html: string) => hrefs(html, /^prefetch$/);
const imagesIn = (html: string) =>
  [...html.matchAll(/rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
const openingPicture = (product: Product) => (product.variants[0]?.images[0] ?? product.image[0]) as string;

describe("the build's landing pages manifest", () => {
  it("names each lazily loaded landing page's own code, none of it already in index.html", () => {
    expect(landing.home).toEqual({ js: [], css: [] });
    // Each names its texts by their message ids (the words are in the catalogues the app carries).
    for (const [kind, text] of [
      ['listing', 'listing.searchTitle'],
      ['product', 'product.addedToCart'],
    ] as const) {
      const [own, ...shared] = landing[kind].js;
      // The page's own module first: the code that shows it.
      expect(readFileSync(path.join(WEB_DIST, own ?? ''), 'utf8'), kind).toContain(text);
      for (const file of [own, ...shared]) {
        expect(existsSync(path.join(WEB_DIST, file ?? '')), file).toBe(true);
        expect(indexHtml, file).not.toContain(`/${file}"`);
      }
    }
  });
});

describe("the build's messages manifest", () => {
  const catalogue = (locale: string): Record<string, string> =>
    JSON.parse(readFileSync(path.join(ROOT, `apps/web/src/shared/i18n/messages/${locale}.json`), 'utf8'));

  it("names each language's catalogue files: English's first part rides in the main script", () => {
    expect(catalogues.files.en.start).toEqual([]);
    for (const files of [catalogues.files.en.rest, catalogues.files.ar.start, catalogues.files.ar.rest]) {
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(existsSync(path.join(WEB_DIST, file)), file).toBe(true);
        expect(indexHtml, file).not.toContain(`/${file}"`);
      }
    }
    // The first view's Arabic is a part of the catalogue, the rest another: the home page loads only the first.
    const [arabicStart = ''] = catalogues.files.ar.start;
    const startCode = readFileSync(path.join(WEB_DIST, arabicStart), 'utf8');
    expect(startCode).toContain('home.hero1Title');
    expect(startCode).not.toContain('checkout.');
  });

  it("carries the previews' words as the catalogues have them, in each language", () => {
    for (const locale of ['en', 'ar'] as const) {
      const messages = catalogue(locale);
      for (const id of PREVIEW_MESSAGE_IDS) expect(catalogues.previews[locale][id], id).toBe(messages[id]);
    }
  });
});

describe("a landing page's HTML names what the page fetches first", () => {
  it('a product page: the picture it opens on ahead of the main script; its code prefetched', async () => {
    const html = await page(`/products/${first._id}`);
    expect(imagesIn(html)).toEqual([openingPicture(first)]);
    expect(html.indexOf(openingPicture(first))).toBeLessThan(html.indexOf(mainScript));
    // Painted from the HTML, the page does not have its many files share the connections with the picture.
    // Its messages beyond the home page's come with its code.
    expect(preloadedIn(html)).toEqual(preloadedIn(indexHtml));
    expect(prefetchedIn(html)).toEqual([
      ...landing.product.js,
      ...catalogues.files.en.rest,
      ...landing.product.css,
    ]);
    expect(html.indexOf(mainScript)).toBeLessThan(html.indexOf('rel="prefetch"'));
  });

  it("a product page paints the product's picture and name in place of the loader", async () => {
    const html = await page(`/products/${first._id}`);
    const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
    expect(root).not.toContain(loader);
    const variant = first.variants[0];
    const alt = variant ? `${first.name} in ${variant.colorName}` : first.name;
    expect(root).toContain(`<img src="${openingPicture(first)}" alt="${alt}"`);
    expect(root).toContain(`>${first.name}</h1>`);
    // The trail above it, as the page shows it: Home / category / name.
    expect(root).toContain('<a href="/" class="inline-flex min-h-11 items-center rounded">Home</a>');
    expect(root).toContain(`href="/products?category=${first.category}"`);
    expect(root).toContain(`<li aria-current="page" class="font-semibold text-navy-800">${first.name}</li>`);
  });

  it('a product reached by the address its links use gets the same head start', async () => {
    const html = await page(productPath(first));
    expect(preloadedIn(html)).toEqual(preloadedIn(indexHtml));
    expect(prefetchedIn(html)).toEqual([
      ...landing.product.js,
      ...catalogues.files.en.rest,
      ...landing.product.css,
    ]);
    expect(imagesIn(html)).toEqual([openingPicture(first)]);
    expect(html).toContain(`>${first.name}</h1>`);
    expect(html).not.toContain(loader);
  });

  it('an unknown product: a 404, and the page code after the main script, since the app paints the page', async () => {
    for (const url of [`/products/${UNKNOWN_ID}`, `/girls/some-dress/${UNKNOWN_ID}`]) {
      const html = await page(url, 404);
      expect(html, url).toContain(loader);
      expect(preloadedIn(html)).toEqual([
        ...preloadedIn(indexHtml),
        ...landing.product.js,
        ...catalogues.files.en.rest,
      ]);
      expect(prefetchedIn(html)).toEqual([]);
      expect(imagesIn(html)).toEqual([]);
      // The browser asks in the order it reads, and the page's code is many files: the main script first.
      const pageCode = html.indexOf(`/${landing.product.js[0]}`);
      expect(html.indexOf(mainScript)).toBeLessThan(pageCode);
      expect(pageCode).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('the listing paints its first cards in place of the loader, its code prefetched', async () => {
    const html = await page('/products');
    expect(html).not.toContain(loader);
    expect(html).toContain('>All Collections</h1>');
    expect(html).toContain(
      '<li aria-current="page" class="font-semibold text-navy-800">All Collections</li>',
    );
    // The filters' sidebar keeps the cards where the page will put them from md up.
    expect(html).toContain('md:col-start-1 md:row-span-2 md:row-start-1 md:block');
    expect(html).toContain(`<img src="${first.image[0]}" alt="${first.name}"`);
    expect(html.match(/<img /g)).toHaveLength(4);
    expect(preloadedIn(html)).toEqual(preloadedIn(indexHtml));
    expect(prefetchedIn(html)).toEqual([
      ...landing.listing.js,
      ...catalogues.files.en.rest,
      ...landing.listing.css,
    ]);
    expect(imagesIn(html)).toEqual([first.image[0]]);
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf(mainScript));
  });

  it('the listing filtered or sorted: its code preloaded, since its first card is another product', async () => {
    const html = await page('/products?category=Girls&sort=low-high');
    expect(html).toContain(loader);
    expect(preloadedIn(html)).toEqual([
      ...preloadedIn(indexHtml),
      ...landing.listing.js,
      ...catalogues.files.en.rest,
    ]);
    expect(prefetchedIn(html)).toEqual([]);
    expect(imagesIn(html)).toEqual([]);
  });

  it('every page carries the stylesheet in itself, so its first paint waits for no other file', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/products', 200],
      [`/products/${first._id}`, 200],
      ['/cart', 200],
      ['/no/such/page', 404],
    ] as const) {
      const html = await page(url, status);
      expect(html).toContain(`<style>${css}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
    }
  });

  it('the home page paints its first hero slide under the loader, which hides itself after 0.5 s', async () => {
    const html = await page('/');
    const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
    expect(root).toContain('<a href="/products" class="relative block h-96 overflow-hidden lg:h-[28rem]">');
    expect(root).toContain(
      '<img src="/art/hero-1.webp" alt="" width="1600" height="640" fetchpriority="high"',
    );
    expect(root).toContain('>Little outfits, big adventures</h2>');
    expect(root).toContain(`<div class="souq-preview-loader">${loader}`);
    expect(root).toContain('.souq-preview-loader{animation:souq-preview-loader-ends 0s .5s forwards}');
    expect(root.indexOf('hero-1.webp')).toBeLessThan(root.indexOf(loader));
    expect(root).not.toContain('<!--');
    expect(imagesIn(html)).toEqual(['/art/hero-1.webp']);
    expect(prefetchedIn(html)).toEqual([]);
  });

  it('other pages: the app shell as the build wrote it, its stylesheet written in, its messages preloaded', async () => {
    const cart = await page('/cart');
    expect(preloadedIn(cart)).toEqual([...preloadedIn(indexHtml), ...catalogues.files.en.rest]);
    expect(prefetchedIn(cart)).toEqual([]);
    expect(imagesIn(cart)).toEqual([]);
    expect(cart).toContain(mainScript);
    expect(cart).toContain(loader);
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
});

describe('a page in Arabic', () => {
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      ([, lang = '', href = '']) => [lang, new URL(href).pathname + new URL(href).search],
    );

  it('comes from the server in Arabic, right to left: language, title, description and loader', async () => {
    const html = await page('/ar/cart');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
    expect(html).toContain(`<title>${PAGE_HEAD.ar.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${PAGE_HEAD.ar.description}" />`);
    expect(html).toContain(`>${PAGE_HEAD.ar.loading}</span>`);
    expect(html).not.toContain(PAGE_HEAD.en.loading);
    expect(html).toContain(mainScript);
  });

  it("an English page is the build's own: English, left to right", async () => {
    const html = await page('/cart');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(indexHtml).toContain(`<title>${PAGE_HEAD.en.title}</title>`);
    expect(indexHtml).toContain(`>${PAGE_HEAD.en.loading}</span>`);
    expect(html).toContain(`<title>${PAGE_HEAD.en.title}</title>`);
  });

  it('every page names itself in both languages for search engines, English the default', async () => {
    for (const [url, english] of [
      ['/cart', '/cart'],
      ['/ar/cart', '/cart'],
      ['/ar', '/'],
      ['/ar/', '/'],
      ['/products?category=Girls', '/products?category=Girls'],
      ['/ar/products?category=Girls', '/products?category=Girls'],
    ] as const) {
      const arabic = english === '/' ? '/ar' : `/ar${english}`;
      expect(alternates(await page(url)), url).toEqual([
        ['en', english],
        ['ar', arabic],
        ['x-default', english],
      ]);
    }
  });

  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
  const arabic = () => catalogues.previews.ar;

  it("the home page paints its first hero slide in Arabic, and names the first view's Arabic messages", async () => {
    const html = await page('/ar');
    const root = rootOf(html);
    expect(root).toContain('<a href="/ar/products" class="relative block h-96');
    expect(root).toContain(`>${arabic()['home.hero1Title']}</h2>`);
    expect(root).toContain(`>${arabic()['home.shopNow']}</span>`);
    expect(root).not.toContain('Little outfits, big adventures');
    // The art leaves room for the text on its left; an Arabic page mirrors it, as the app does.
    expect(root).toContain('sm:object-right rtl:-scale-x-100');
    expect(imagesIn(html)).toEqual(['/art/hero-1.webp']);
    // The app renders nothing before its first view's messages: asked for with the main script, not after it.
    expect(preloadedIn(html)).toEqual([...preloadedIn(indexHtml), ...catalogues.files.ar.start]);
    expect(prefetchedIn(html)).toEqual([]);
  });

  it('the listing and a product page paint their first view in Arabic, their code and the rest prefetched', async () => {
    const name = first.nameAr || first.name;
    const listing = await page('/ar/products');
    expect(rootOf(listing)).toContain(`>${arabic()['nav.allCollections']}</h1>`);
    expect(rootOf(listing)).toContain(`>${arabic()['listing.filtersHeading']}</p>`);
    expect(rootOf(listing)).toContain(`alt="${name}"`);
    expect(rootOf(listing)).toContain(
      `<a href="/ar" class="inline-flex min-h-11 items-center rounded">${arabic()['nav.home']}</a>`,
    );
    expect(preloadedIn(listing)).toEqual([...preloadedIn(indexHtml), ...catalogues.files.ar.start]);
    expect(prefetchedIn(listing)).toEqual([
      ...landing.listing.js,
      ...catalogues.files.ar.rest,
      ...landing.listing.css,
    ]);

    const product = await page(`/ar/products/${first._id}`);
    const root = rootOf(product);
    expect(root).toContain(`>${name}</h1>`);
    expect(root).not.toContain(loader);
    expect(root).toContain(`href="/ar/products?category=${first.category}"`);
    const variant = first.variants[0];
    if (variant) {
      const colour = variant.colorNameAr || variant.colorName;
      expect(root).toContain(
        `alt="${arabic()['product.imageAltColor'].replace('{name}', name).replace('{color}', colour)}"`,
      );
    }
    expect(imagesIn(product)).toEqual([openingPicture(first)]);
    expect(preloadedIn(product)).toEqual([...preloadedIn(indexHtml), ...catalogues.files.ar.start]);
  });

  it('a page the app paints has its code, its Arabic messages and the rest preloaded', async () => {
    const cart = await page('/ar/cart');
    expect(rootOf(cart)).toContain(PAGE_HEAD.ar.loading);
    expect(preloadedIn(cart)).toEqual([
      ...preloadedIn(indexHtml),
      ...catalogues.files.ar.start,
      ...catalogues.files.ar.rest,
    ]);
    const filtered = await page('/ar/products?category=Girls');
    expect(preloadedIn(filtered)).toEqual([
      ...preloadedIn(indexHtml),
      ...catalogues.files.ar.start,
      ...landing.listing.js,
      ...catalogues.files.ar.rest,
    ]);
  });

  it('an address with no page is a 404 in Arabic too, naming no alternates', async () => {
    for (const url of ['/ar/no/such/page', `/ar/products/${UNKNOWN_ID}`, '/ar/cart/extra']) {
      const html = await page(url, 404);
      expect(html, url).toContain('<html lang="ar" dir="rtl">');
      expect(alternates(html), url).toEqual([]);
    }
    expect(alternates(await page('/no/such/page', 404))).toEqual([]);
  });

  it('only the whole first segment names the language', async () => {
    for (const url of ['/arabic', '/ar-cart']) {
      const html = await page(url, 404);
      expect(html, url).toContain('<html lang="en">');
    }
  });
});

describe('an address the store has no page for', () => {
  it.each([
    '/.env',
    '/no/such/page',
    '/products/x/y/z/w',
    '/girls/some-dress/123',
    '/wp-login.php',
    '/assets/missing.js',
    '/cart/extra?x=1',
  ])('%s answers 404 with the app, which shows its not-found page', async (url) => {
    const html = await page(url, 404);
    expect(html).toContain(mainScript);
    expect(html).toContain(loader);
    // The not-found page's words are in the catalogue's rest.
    expect(preloadedIn(html)).toEqual([...preloadedIn(indexHtml), ...catalogues.files.en.rest]);
    expect(prefetchedIn(html)).toEqual([]);
  });

  it('answers a HEAD with the same 404', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    '/',
    '/products',
    '/products/',
    '/products?category=Girls',
    '/products/dress',
    '/cart',
    '/login',
    '/checkout',
    '/checkout/payment',
    '/verify?success=true&orderId=1',
    '/pay/demo/cs_1',
    '/orders',
    '/profile',
    '/wishlist',
    '/privacy',
    '/help',
    '/size-guide',
    '/returns',
    '/our-story',
    '/reviews',
    '/terms',
  ])('the page at %s answers 200', async (url) => {
    expect(await page(url)).toContain(mainScript);
  });

  it('under /api, and for a write anywhere, stays a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/no/such/thing'],
      ['GET', '/api'],
      ['POST', '/no/such/page'],
      ['GET', '/uploads/missing.webp'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: `Not found: ${method} ${url}` });
    }
  });

  it("the build's own files are still served", async () => {
    for (const file of ['sw.js', 'manifest.webmanifest', landing.product.js[0] ?? '']) {
      const response = await t.app.inject({ method: 'GET', url: `/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).not.toContain('text/html');
    }
  });
});
