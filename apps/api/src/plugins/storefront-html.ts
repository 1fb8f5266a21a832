import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { carouselImages } from '@souq/shared/catalog/carousel-images';
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
const PRODUCT_PATH = /^\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The home page's largest paint: its first hero slide (apps/web/src/features/home). */
const HOME_HERO = '/art/hero-1.svg';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const imageHint = (href: string) =>
  `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high" />`;
// crossorigin as on Vite's own module script, so the browser reuses what it preloaded.
const moduleHint = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`;

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

export interface StorefrontHtml {
  /** index.html for a page of the storefront (its address, query included), with hints for what it fetches first. */
  forPage(url: string): Promise<string>;
}

/**
 * issue 6 (Lighthouse, largest contentful paint): the app is rendered in the browser, so a product page's
 * picture would otherwise be asked for only after the scripts, the page's own code and the product's JSON
 * had each arrived in turn. The server already knows the product, so the HTML names the picture and the
 * page's code up front and the browser fetches them alongside the main script.
 */
export function createStorefrontHtml(webDistDir: string, catalog: Catalog): StorefrontHtml {
  const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const firstScript = html.indexOf('<script');
  const cut = firstScript >= 0 ? firstScript : html.indexOf('</head>');
  const head = html.slice(0, cut);
  const rest = html.slice(cut);
  const manifest = readManifest(webDistDir);
  const loadedFirst = new Set(chunkFiles(manifest, 'index.html'));
  const pageModules = (key: string) =>
    chunkFiles(manifest, key)
      .filter((file) => file.endsWith('.js') && !loadedFirst.has(file))
      .map(moduleHint);
  const listingModules = pageModules(LISTING_MODULE);
  const productModules = pageModules(PRODUCT_MODULE);

  const firstImage = (product: Product | undefined, images: (p: Product) => string[]) => {
    const image = product ? images(product)[0] : undefined;
    return image ? [imageHint(image)] : [];
  };

  async function hintsFor(url: string): Promise<string[]> {
    const [pathname = '/', query] = url.split('?');
    if (pathname === '/') return [imageHint(HOME_HERO)];
    if (pathname === '/products') {
      // Filtered or sorted, the first card is another product: only the page's code is named then.
      if (query !== undefined) return listingModules;
      const snapshot = await catalog.snapshot();
      return [...listingModules, ...firstImage(snapshot.products[0], (p) => p.image)];
    }
    const productId = PRODUCT_PATH.exec(pathname)?.[1];
    if (productId) {
      const snapshot = await catalog.snapshot();
      return [
        ...productModules,
        ...firstImage(snapshot.product(productId), (p) => carouselImages(p, p.variants[0])),
      ];
    }
    return [];
  }

  return {
    async forPage(url) {
      // The page must open even when the catalogue cannot be read; it then only loses its head start.
      const hints = cut < 0 ? [] : await hintsFor(url).catch(() => []);
      // Ahead of the main script, so the browser asks for the picture first.
      return hints.length === 0 ? html : `${head}${hints.join('\n    ')}\n    ${rest}`;
    },
  };
}
