import { openingImage } from '@souq/shared/catalog/carousel-images';
import { parseProductPath } from '@souq/shared/catalog/product-path';
import { PRODUCT_CARD_SIZES, PRODUCT_PAGE_SIZES } from '@souq/shared/catalog/uploaded-pictures';
import type { LandingPageFiles } from '@souq/shared/routes/landing-pages';
import { matchStoreRoute } from '@souq/shared/routes/store-routes';
import type { Catalog } from '../../modules/products/catalog';
import { imageHint, prefetchHints, preloadHints } from './head-hints';
import { HOME_HERO, homePreview, listingPreview, productPreview } from './page-previews';
import type { WebBuild } from './web-build';

const ROOT_OPEN = '<div id="root">';

/** Where `html`'s `#root` content starts and ends (the loader index.html paints while the scripts load). */
function rootBounds(html: string): { start: number; end: number } | null {
  const open = html.indexOf(ROOT_OPEN);
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  return open < 0 || end < open ? null : { start: open + ROOT_OPEN.length, end };
}

/** `html` with the inside of its `#root` replaced. */
function withRootContent(html: string, content: string): string {
  const root = rootBounds(html);
  return root ? `${html.slice(0, root.start)}${content}${html.slice(root.end)}` : html;
}

/** What a page's HTML names for the browser to fetch early, and what it paints before the app. */
interface PageHints {
  image?: string | undefined;
  /** How wide the page shows that picture (its <img>'s `sizes`): which of an upload's widths to preload. */
  imageSizes?: string;
  /** The page's own code: its modulepreload or prefetch links. */
  code: readonly string[];
  preview?: string | null;
}
const NO_HINTS: PageHints = { code: [] };

/** A storefront page: the app's index.html, with its hints, and the status the address deserves. */
export interface StorefrontPage {
  /** 404 for an address the store has no page for, and for a product that does not exist. */
  status: 200 | 404;
  html: string;
}

export interface StorefrontHtml {
  /** The page at `url` (its address, query included). */
  page(url: string): Promise<StorefrontPage>;
}

/**
 * The app is rendered in the browser, so a product page's picture, its largest paint, would otherwise be
 * asked for only after the scripts, the page's own code and the product's JSON had each arrived in turn.
 * The server already knows the product, so the HTML names the picture up front and paints it with the name
 * (a preview the app's first render replaces); a page it cannot paint names the page's code instead,
 * fetched alongside the main script. Any address outside the store's routes (packages/shared's
 * STORE_ROUTES) gets the same app, which shows its not-found page, with a 404.
 */
export function createStorefrontHtml({ html, landingPages }: WebBuild, catalog: Catalog): StorefrontHtml {
  const firstScript = html.indexOf('<script');
  const cut = firstScript >= 0 ? firstScript : html.indexOf('</head>');
  const head = html.slice(0, cut);
  const rest = html.slice(cut);
  const root = rootBounds(html);
  const loader = root
    ? html
        .slice(root.start, root.end)
        .replace(/<!--[\s\S]*?-->/g, '')
        .trim()
    : '';
  const home = homePreview(loader);

  const withPreview = (
    image: string | undefined,
    imageSizes: string,
    preview: string | null,
    files: LandingPageFiles,
  ) =>
    preview
      ? { image, imageSizes, code: prefetchHints(files), preview }
      : { image, imageSizes, code: preloadHints(files) };

  async function productHints(productId: string): Promise<{ status: 200 | 404; hints: PageHints }> {
    const product = (await catalog.snapshot()).product(productId);
    // The app shows its own "not found" for a product that does not exist, from the product page's code.
    if (!product) return { status: 404, hints: { code: preloadHints(landingPages.product) } };
    const image = openingImage(product);
    if (!image) return { status: 200, hints: { code: preloadHints(landingPages.product) } };
    return {
      status: 200,
      hints: withPreview(image, PRODUCT_PAGE_SIZES, productPreview(product, image), landingPages.product),
    };
  }

  async function hintsFor(url: string): Promise<{ status: 200 | 404; hints: PageHints }> {
    const [pathname = '/', query] = url.split('?');
    const route = matchStoreRoute(pathname);
    if (!route) return { status: 404, hints: NO_HINTS };
    if (route.name === 'home') {
      return { status: 200, hints: withPreview(HOME_HERO.image, '100vw', home, landingPages.home) };
    }
    if (route.name === 'listing') {
      // Filtered or sorted, the first card is another product: only the page's code is named then.
      if (query !== undefined) return { status: 200, hints: { code: preloadHints(landingPages.listing) } };
      const { products } = await catalog.snapshot();
      const preview = withPreview(
        products[0]?.image[0],
        PRODUCT_CARD_SIZES,
        listingPreview(products),
        landingPages.listing,
      );
      return { status: 200, hints: preview };
    }
    if (route.name === 'product' || route.name === 'productOrSearch') {
      const target = parseProductPath(pathname);
      // A product link ending in no product id: the app shows its not-found page.
      if (!target) return { status: 404, hints: NO_HINTS };
      if ('productId' in target) return productHints(target.productId);
    }
    return { status: 200, hints: NO_HINTS };
  }

  return {
    async page(url) {
      // The page must open even when the catalogue cannot be read; it then only loses its head start.
      const { status, hints } = await hintsFor(url).catch(() => ({ status: 200 as const, hints: NO_HINTS }));
      const { image, imageSizes = '100vw', code, preview } = hints;
      if (cut < 0) return { status, html };
      // The browser asks in the order it reads, over HTTP/1.1 on six connections: the picture first, then the
      // main script, then the page's own code, which is many small files that the picture and the main
      // script would otherwise queue behind.
      let page = image ? `${head}${imageHint(image, imageSizes)}\n    ${rest}` : html;
      if (code.length > 0) page = page.replace('</head>', `${code.join('\n    ')}\n  </head>`);
      return { status, html: preview ? withRootContent(page, preview) : page };
    },
  };
}
