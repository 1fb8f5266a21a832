import { openingImage } from '@souq/shared/catalog/carousel-images';
import { parseProductPath } from '@souq/shared/catalog/product-path';
import { PRODUCT_CARD_SIZES, PRODUCT_PAGE_SIZES } from '@souq/shared/catalog/uploaded-pictures';
import {
  LOCALE_DIRECTION,
  LOCALE_TAG,
  LOCALES,
  type Locale,
  localePath,
  splitLocalePath,
} from '@souq/shared/i18n/locales';
import { PAGE_HEAD } from '@souq/shared/i18n/page-head';
import type { LandingPageFiles } from '@souq/shared/routes/landing-pages';
import { matchStoreRoute } from '@souq/shared/routes/store-routes';
import type { Catalog } from '../../modules/products/catalog';
import { imageHint, prefetchHints, preloadHints } from './head-hints';
import { escapeAttribute, escapeText } from './html-escape';
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

/**
 * The build's index.html in `locale`: its language and direction, the store's title and description, and the
 * loader's word. The build writes it in English.
 */
function localizedShell(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const text = PAGE_HEAD[locale];
  return html
    .replace('<html lang="en">', `<html lang="${LOCALE_TAG[locale]}" dir="${LOCALE_DIRECTION[locale]}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(text.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(text.description)}" />`,
    )
    .replace(`>${PAGE_HEAD.en.loading}<`, `>${escapeText(text.loading)}<`);
}

/** The same page in every language, for search engines (`hreflang`); English is the default. */
function languageAlternates(publicUrl: string, pathAndQuery: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(`${publicUrl}${localePath(locale, pathAndQuery)}`)}" />`;
  return [...LOCALES.map((locale) => link(LOCALE_TAG[locale], locale)), link('x-default', 'en')].join(
    '\n    ',
  );
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
const NO_FILES: LandingPageFiles = { js: [], css: [] };

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
export function createStorefrontHtml(
  { html: builtHtml, landingPages, messages }: WebBuild,
  catalog: Catalog,
  publicUrl: string,
): StorefrontHtml {
  const shells = Object.fromEntries(
    LOCALES.map((locale) => {
      const html = localizedShell(builtHtml, locale);
      const firstScript = html.indexOf('<script');
      const cut = firstScript >= 0 ? firstScript : html.indexOf('</head>');
      return [locale, { html, cut, head: html.slice(0, cut), rest: html.slice(cut) }];
    }),
  ) as Record<Locale, { html: string; cut: number; head: string; rest: string }>;
  const root = rootBounds(builtHtml);
  const loader = root
    ? builtHtml
        .slice(root.start, root.end)
        .replace(/<!--[\s\S]*?-->/g, '')
        .trim()
    : '';
  const previews = (locale: Locale) => messages?.previews[locale];
  const homes = Object.fromEntries(
    LOCALES.map((locale) => {
      const texts = previews(locale);
      return [locale, texts ? homePreview(loader, texts, locale) : null];
    }),
  ) as Record<Locale, string | null>;

  /**
   * `files` (a page's own code) with the message catalogue's parts its first render waits for: the first
   * view's part (an Arabic page loads it; English's is in the main script), first, since the app renders
   * nothing without it, and the rest on every page but the home page (messages-manifest.ts).
   */
  const withCatalogue = (locale: Locale, files: LandingPageFiles, isHome: boolean): LandingPageFiles => {
    const catalogue = messages?.files[locale];
    if (!catalogue) return files;
    return { ...files, js: [...catalogue.start, ...files.js, ...(isHome ? [] : catalogue.rest)] };
  };

  /**
   * A page the HTML paints has its code prefetched, except the first view's messages, which the app waits
   * for before it renders at all; a page the app must paint itself has all of it preloaded.
   */
  const withPreview = (
    locale: Locale,
    image: string | undefined,
    imageSizes: string,
    preview: string | null,
    files: LandingPageFiles,
    isHome = false,
  ): PageHints => {
    if (!preview) return { image, imageSizes, code: preloadHints(withCatalogue(locale, files, isHome)) };
    const catalogue = messages?.files[locale];
    const rest = isHome ? [] : (catalogue?.rest ?? []);
    return {
      image,
      imageSizes,
      code: [
        ...preloadHints({ js: catalogue?.start ?? [], css: [] }),
        ...prefetchHints({ js: [...files.js, ...rest], css: files.css }),
      ],
      preview,
    };
  };
  /** A page the server cannot paint: its code, if it knows it, and its messages, preloaded. */
  const codeOnly = (locale: Locale, files: LandingPageFiles = NO_FILES): PageHints => ({
    code: preloadHints(withCatalogue(locale, files, false)),
  });

  async function productHints(
    productId: string,
    locale: Locale,
  ): Promise<{ status: 200 | 404; hints: PageHints }> {
    const product = (await catalog.snapshot()).product(productId);
    // The app shows its own "not found" for a product that does not exist, from the product page's code.
    if (!product) return { status: 404, hints: codeOnly(locale, landingPages.product) };
    const image = openingImage(product);
    const texts = previews(locale);
    if (!image || !texts) return { status: 200, hints: codeOnly(locale, landingPages.product) };
    return {
      status: 200,
      hints: withPreview(
        locale,
        image,
        PRODUCT_PAGE_SIZES,
        productPreview(product, image, texts, locale),
        landingPages.product,
      ),
    };
  }

  async function hintsFor(
    pathname: string,
    query: string | undefined,
    locale: Locale,
  ): Promise<{ status: 200 | 404; hints: PageHints }> {
    const route = matchStoreRoute(pathname);
    if (!route) return { status: 404, hints: codeOnly(locale) };
    if (route.name === 'home') {
      return {
        status: 200,
        hints: withPreview(locale, HOME_HERO.image, '100vw', homes[locale], landingPages.home, true),
      };
    }
    if (route.name === 'listing') {
      // Filtered or sorted, the first card is another product: only the page's code is named then.
      const texts = previews(locale);
      if (query !== undefined || !texts)
        return { status: 200, hints: codeOnly(locale, landingPages.listing) };
      const { products } = await catalog.snapshot();
      const preview = withPreview(
        locale,
        products[0]?.image[0],
        PRODUCT_CARD_SIZES,
        listingPreview(products, texts, locale),
        landingPages.listing,
      );
      return { status: 200, hints: preview };
    }
    if (route.name === 'product' || route.name === 'productOrSearch') {
      const target = parseProductPath(pathname);
      // A product link ending in no product id: the app shows its not-found page.
      if (!target) return { status: 404, hints: codeOnly(locale) };
      if ('productId' in target) return productHints(target.productId, locale);
    }
    return { status: 200, hints: codeOnly(locale) };
  }

  return {
    async page(url) {
      const [address = '/', query] = url.split('?');
      const { locale, path } = splitLocalePath(address);
      const { html, cut, head, rest } = shells[locale];
      // The page must open even when the catalogue cannot be read; it then only loses its head start.
      const { status, hints } = await hintsFor(path, query, locale).catch(() => ({
        status: 200 as const,
        hints: codeOnly(locale),
      }));
      const { image, imageSizes = '100vw', code, preview } = hints;
      if (cut < 0) return { status, html };
      // The browser asks in the order it reads, over HTTP/1.1 on six connections: the picture first, then the
      // main script, then the page's own code, which is many small files that the picture and the main
      // script would otherwise queue behind.
      let page = image ? `${head}${imageHint(image, imageSizes)}\n    ${rest}` : html;
      const links =
        status === 200
          ? [languageAlternates(publicUrl, query === undefined ? path : `${path}?${query}`)]
          : [];
      const headLinks = [...code, ...links];
      if (headLinks.length > 0) page = page.replace('</head>', `${headLinks.join('\n    ')}\n  </head>`);
      return { status, html: preview ? withRootContent(page, preview) : page };
    },
  };
}
