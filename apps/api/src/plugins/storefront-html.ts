import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openingImage } from '@souq/shared/catalog/carousel-images';
import { HERO_SLIDES } from '@souq/shared/home/hero-slides';
import type { Product } from '@souq/shared/schemas/product';
import type { Catalog } from '../modules/products/catalog';

/** One file of Vite's build manifest (`build.manifest` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The modules apps/web/src/app/router.tsx loads lazily for the two pages shoppers land on from outside. */
const LISTING_MODULE = 'src/features/catalog/products-page.tsx';
const PRODUCT_MODULE = 'src/app/product-or-search-route.tsx';
/** spec §2: a product is at /products/{id} and at /{category}/{title}/{id}, the address its links use. */
const PRODUCT_PATH =
  /^\/(?:products|[^/]+\/[^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const ROOT_OPEN = '<div id="root">';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/**
 * What the product page and the listing show first, painted from the HTML before the scripts run, roughly
 * where the app will put it: the header's band, then the pictures and names. The app's first render
 * replaces it. The classes are the storefront's own (the pages' layouts, e.g. PRODUCT_GRID_CLASS), so its
 * stylesheet already has them.
 */
const LISTING_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:gap-5 xl:grid-cols-4';
const PREVIEW_BAND =
  '<style>.souq-preview-band{height:148px;background:#1e2a4a}' +
  '@media (min-width:768px){.souq-preview-band{height:96px}}</style><div class="souq-preview-band"></div>';
/** The listing shows this many cards before anything else could: two rows on a phone. */
const LISTING_PREVIEW_CARDS = 4;

/** A page's trail (apps/web/src/shared/ui/breadcrumb.tsx): links to the pages above it, then this page. */
function breadcrumb(trail: readonly { href: string; label: string }[], current: string): string {
  const steps = trail.map(
    ({ href, label }) =>
      `<li class="flex items-center gap-x-2"><a href="${escapeAttribute(href)}" class="inline-flex min-h-11 items-center rounded">${escapeText(label)}</a><span aria-hidden="true">/</span></li>`,
  );
  return [
    '<nav aria-label="Breadcrumb" class="mb-2 text-sm text-navy-600 sm:mb-4"><ol class="flex flex-wrap items-center gap-x-2">',
    ...steps,
    `<li aria-current="page" class="font-semibold text-navy-800">${escapeText(current)}</li></ol></nav>`,
  ].join('');
}

const PAGE_HEADING = 'text-2xl font-extrabold tracking-tight text-navy-800 sm:text-3xl';

/**
 * The listing's first cards (picture and name) where products-page.tsx puts them: under its trail and
 * heading, beside the filters' sidebar from md up, below the toolbar's row.
 */
function listingPreview(products: readonly Product[]): string | null {
  const cards = products.slice(0, LISTING_PREVIEW_CARDS).flatMap((product, index) => {
    const image = product.image[0];
    if (!image) return [];
    return [
      '<div class="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100">',
      '<div class="relative aspect-[3/4] bg-navy-50">',
      `<img src="${escapeAttribute(image)}" alt="${escapeAttribute(product.name)}" width="600" height="800"`,
      `${index === 0 ? ' fetchpriority="high"' : ''} class="h-full w-full object-cover" /></div>`,
      `<p class="p-3 text-sm font-bold text-navy-800">${escapeText(product.name)}</p></div>`,
    ];
  });
  if (cards.length === 0) return null;
  return [
    PREVIEW_BAND,
    '<div class="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10" aria-busy="true">',
    breadcrumb([{ href: '/', label: 'Home' }], 'All Collections'),
    `<h1 class="${PAGE_HEADING}">All Collections</h1><p class="mt-1 min-h-6"></p>`,
    '<div class="mt-4 grid grid-cols-1 gap-4 md:grid-cols-[11rem_minmax(0,1fr)] md:items-start md:gap-x-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-8">',
    '<div class="min-h-11 md:col-start-2 md:row-start-1"></div>',
    '<div class="hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 md:col-start-1 md:row-span-2 md:row-start-1 md:block">',
    '<p class="border-b border-navy-100 pb-3 text-sm font-extrabold tracking-wide text-navy-800">FILTERS</p></div>',
    `<div class="md:col-start-2 md:row-start-2"><div class="${LISTING_GRID}">${cards.join('')}</div></div>`,
    '</div></div>',
  ].join('');
}

/** The home page's largest paint: its first hero slide, as hero-carousel.tsx lays it out. */
const HOME_HERO = HERO_SLIDES[0];
const HOME_HERO_SLIDE = [
  '<a href="/products" class="relative block h-96 overflow-hidden lg:h-[28rem]">',
  `<img src="${HOME_HERO.image}" alt="" width="1600" height="640" fetchpriority="high"`,
  ' class="absolute inset-0 h-full w-full object-cover object-[70%_center] sm:object-right" />',
  '<div class="relative mx-auto flex h-full max-w-7xl items-end px-4 pb-5 sm:items-center sm:px-16 sm:pb-0">',
  '<div class="max-w-xs rounded-3xl bg-cream/90 p-4 shadow-sm backdrop-blur-sm sm:max-w-md sm:p-7">',
  `<h2 class="text-xl font-extrabold tracking-tight text-navy-800 sm:text-4xl">${escapeText(HOME_HERO.title)}</h2>`,
  `<p class="mt-2 hidden text-navy-600 sm:block">${escapeText(HOME_HERO.text)}</p>`,
  '<span class="mt-3 inline-flex min-h-11 items-center justify-center rounded-full bg-coral-600 px-5 py-2.5 text-sm font-bold text-white sm:mt-4">Shop Now</span>',
  '</div></div></a>',
].join('');

/**
 * The home page under its first-visit loader (spec §2: about 0.5 s): the header's band and the first hero
 * slide, its picture already fetched and painted when the loader goes. The loader goes by itself after
 * 0.5 s, so a phone still starting the app shows the page's top rather than a loader that outstays its time.
 */
function homePreview(loader: string): string {
  return [
    '<style>.souq-preview-loader{animation:souq-preview-loader-ends 0s .5s forwards}',
    '@keyframes souq-preview-loader-ends{to{visibility:hidden}}</style>',
    PREVIEW_BAND,
    HOME_HERO_SLIDE,
    `<div class="souq-preview-loader">${loader}</div>`,
  ].join('');
}

function productPreview(product: Product, image: string): string {
  const variant = product.variants[0];
  const alt = variant ? `${product.name} in ${variant.colorName}` : product.name;
  return [
    PREVIEW_BAND,
    '<div class="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10" aria-busy="true">',
    breadcrumb(
      [
        { href: '/', label: 'Home' },
        { href: `/products?category=${encodeURIComponent(product.category)}`, label: product.category },
      ],
      product.name,
    ),
    '<div class="grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">',
    '<div class="min-w-0 overflow-hidden rounded-3xl bg-navy-50">',
    `<img src="${escapeAttribute(image)}" alt="${escapeAttribute(alt)}" width="600" height="800"`,
    ' fetchpriority="high" class="aspect-[3/4] w-full object-cover" /></div>',
    `<div class="min-w-0"><h1 class="${PAGE_HEADING}">${escapeText(product.name)}</h1></div>`,
    '</div></div>',
  ].join('');
}

const imageHint = (href: string) =>
  `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high" />`;
// crossorigin as on Vite's own module script, so the browser reuses what it preloaded.
const moduleHint = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`;

// Fetched at the lowest priority, after what the first paint needs. Vite's loader adds a modulepreload link
// for each file of a lazy route unless the document already has a link to it; each costs the browser ~0.3 ms
// (~1.3 ms on a throttled phone) in the middle of the app's start-up.
const prefetchHint = (file: string) =>
  `<link rel="prefetch" as="script" crossorigin href="/${escapeAttribute(file)}" />`;

function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}

function readManifest(webDistDir: string): Manifest {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The build's own stylesheet link (Vite writes it into index.html's head). */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * issue 6 (Lighthouse, first and largest contentful paint): `html` with the build's stylesheets written
 * into it. A linked stylesheet holds the first paint until it arrives, on a slow network one more round
 * trip after the HTML, and over HTTP/1.1 it queues with the scripts asked for beside it. Written in, the
 * page paints its loader or preview as soon as the HTML is read. (CSP: security-headers.ts allows inline
 * styles; the stylesheet is ~9 KB compressed, sent with each page the browser loads rather than cached.)
 */
function withStylesInline(html: string, webDistDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const stylesheet = path.join(webDistDir, file);
    if (!existsSync(stylesheet)) return link;
    const css = readFileSync(stylesheet, 'utf8');
    // A stylesheet cannot end the element it is written into; one that could keeps its link.
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/** The inside of `html`'s `#root`: the loader index.html paints while the scripts load. */
function rootContent(html: string): string {
  const open = html.indexOf(ROOT_OPEN);
  const close = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  return open < 0 || close < open ? '' : html.slice(open + ROOT_OPEN.length, close);
}

/** `html` with the inside of its `#root` (the loader index.html paints while the scripts load) replaced. */
function withRootContent(html: string, content: string): string {
  const open = html.indexOf(ROOT_OPEN);
  const close = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (open < 0 || close < open) return html;
  return `${html.slice(0, open + ROOT_OPEN.length)}${content}${html.slice(close)}`;
}

/** What a page's HTML names for the browser to fetch early, and what it paints before the app. */
interface PageHints {
  image?: string | undefined;
  /** The page's own code: its modulepreload or prefetch links. */
  code: readonly string[];
  preview?: string | null;
}
const NO_HINTS: PageHints = { code: [] };

export interface StorefrontHtml {
  /** index.html for a page of the storefront (its address, query included), with hints for what it fetches first. */
  forPage(url: string): Promise<string>;
}

/**
 * issue 6 (Lighthouse, largest contentful paint): the app is rendered in the browser, so a product page's
 * picture would otherwise be asked for only after the scripts, the page's own code and the product's JSON
 * had each arrived in turn. The server already knows the product, so the HTML names the picture up front
 * and paints it with the name (a preview the app's first render replaces); a page it cannot paint names the
 * page's code instead, fetched alongside the main script.
 */
export function createStorefrontHtml(webDistDir: string, catalog: Catalog): StorefrontHtml {
  const html = withStylesInline(readFileSync(path.join(webDistDir, 'index.html'), 'utf8'), webDistDir);
  const firstScript = html.indexOf('<script');
  const cut = firstScript >= 0 ? firstScript : html.indexOf('</head>');
  const head = html.slice(0, cut);
  const rest = html.slice(cut);
  const manifest = readManifest(webDistDir);
  // What every page loads already: the scripts index.html names (with a single initial chunk, Vite's
  // manifest has no 'index.html' entry to list them).
  const loadedFirst = new Set([
    ...chunkFiles(manifest, 'index.html'),
    ...[...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].flatMap((match) => match[1] ?? []),
  ]);
  const pageCode = (key: string) =>
    chunkFiles(manifest, key).filter((file) => file.endsWith('.js') && !loadedFirst.has(file));
  const home = homePreview(
    rootContent(html)
      .replace(/<!--[\s\S]*?-->/g, '')
      .trim(),
  );
  const listingCode = pageCode(LISTING_MODULE);
  const productCode = pageCode(PRODUCT_MODULE);

  /**
   * A page the HTML paints (its picture and name) has its own code prefetched, not preloaded: preloaded,
   * that code (17 files for the product page in November 2026, ~70 KB) shared the connections and the
   * bandwidth with the picture and the main script, and on the bench's trace often held the first paint. A
   * page the app must paint itself preloads it.
   */
  const withPreview = (image: string | undefined, preview: string | null, code: readonly string[]) =>
    preview ? { image, code: code.map(prefetchHint), preview } : { image, code: code.map(moduleHint) };

  async function hintsFor(url: string): Promise<PageHints> {
    const [pathname = '/', query] = url.split('?');
    if (pathname === '/') return { image: HOME_HERO.image, code: [], preview: home };
    if (pathname === '/products') {
      // Filtered or sorted, the first card is another product: only the page's code is named then.
      if (query !== undefined) return { code: listingCode.map(moduleHint) };
      const snapshot = await catalog.snapshot();
      return withPreview(snapshot.products[0]?.image[0], listingPreview(snapshot.products), listingCode);
    }
    const productId = PRODUCT_PATH.exec(pathname)?.[1];
    if (productId) {
      const product = (await catalog.snapshot()).product(productId);
      const image = product && openingImage(product);
      if (!product || !image) return { code: productCode.map(moduleHint) };
      return withPreview(image, productPreview(product, image), productCode);
    }
    return NO_HINTS;
  }

  return {
    async forPage(url) {
      if (cut < 0) return html;
      // The page must open even when the catalogue cannot be read; it then only loses its head start.
      const { image, code, preview } = await hintsFor(url).catch(() => NO_HINTS);
      // The browser asks in the order it reads, over HTTP/1.1 on six connections: the picture first, then the
      // main script, then the page's own code, which is many small files (17 for the product page in November
      // 2026) that the picture and the main script would otherwise queue behind.
      let page = image ? `${head}${imageHint(image)}\n    ${rest}` : html;
      if (code.length > 0) page = page.replace('</head>', `${code.join('\n    ')}\n  </head>`);
      return preview ? withRootContent(page, preview) : page;
    },
  };
}
