import { uploadedSrcSet } from '@souq/shared/catalog/uploaded-pictures';
import type { LandingPageFiles } from '@souq/shared/routes/landing-pages';
import { escapeAttribute } from './html-escape';

/**
 * The picture a page paints first, asked for ahead of everything else. An uploaded picture is named with its
 * widths and the `sizes` its <img> has, so the browser preloads the very width the page then shows.
 */
export function imageHint(href: string, sizes: string): string {
  const srcset = uploadedSrcSet(href);
  const widths = srcset
    ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(href)}"${widths} fetchpriority="high" />`;
}

/**
 * A page the app must paint itself has its code preloaded alongside the main script. crossorigin as on
 * Vite's own module script, so the browser reuses what it preloaded.
 */
export function preloadHints({ js, css }: LandingPageFiles): string[] {
  return [
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`),
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}" />`),
  ];
}

/**
 * A page the HTML paints (its picture and name) has its own code prefetched, at the lowest priority:
 * preloaded, that code (many small files for the product page) shared the connections and the bandwidth
 * with the picture and the main script, and on the web bench's trace often held the first paint. Named at
 * all, Vite's loader adds no modulepreload link per file of the lazy route in the middle of the app's
 * start-up (each costs the browser time, several times more on a throttled phone).
 */
export function prefetchHints({ js, css }: LandingPageFiles): string[] {
  return [
    ...js.map((file) => `<link rel="prefetch" as="script" crossorigin href="/${escapeAttribute(file)}" />`),
    ...css.map((file) => `<link rel="prefetch" as="style" crossorigin href="/${escapeAttribute(file)}" />`),
  ];
}
