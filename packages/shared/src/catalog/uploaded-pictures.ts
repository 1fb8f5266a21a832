/**
 * Uploaded pictures' addresses, which the storefront's first page reads (a product card's `srcset`): kept
 * apart from the upload's zod schemas (schemas/admin-uploads.ts) so that page loads no zod for them
 * (docs/decisions/005-zod-mini-and-lazy-schemas.md).
 */

/**
 * The widths, in pixels, each uploaded picture is stored at as WebP: a listing card and the colour picker take
 * the narrow one, the product page the middle one on a phone and the wide one on a large screen or in the
 * lightbox. A picture narrower than a width is kept at its own width under that width's name, never enlarged, so
 * every width's address always exists.
 */
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;
/** The width a picture's address names, the one a browser with no `srcset` loads. */
export const UPLOAD_MAIN_WIDTH = 640;

/** `/uploads/products/<content hash>-<width>.webp`. */
const UPLOADED = /^\/uploads\/products\/([a-f0-9]{16,64})-(\d+)\.webp$/;

/** The address of an uploaded picture at another of its widths, or null for any other address. */
export function uploadedAtWidth(url: string, width: number): string | null {
  const match = UPLOADED.exec(url);
  return match ? `/uploads/products/${match[1]}-${width}.webp` : null;
}

/** A `srcset` for an uploaded picture, undefined for any other address. */
export function uploadedSrcSet(url: string): string | undefined {
  if (!UPLOADED.test(url)) return undefined;
  return UPLOAD_WIDTHS.map((w) => `${uploadedAtWidth(url, w)} ${w}w`).join(', ');
}

/**
 * `sizes` for a product card's picture, as the listing lays cards out (product-grid.tsx): two columns on a phone,
 * three from md, four from xl in a page at most 1280 px wide. The server's preview and its preload name the same,
 * so the browser fetches the one width the app then shows.
 */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';
/** `sizes` for the product page's main picture: the whole width on a phone, half the page beside the details from md. */
export const PRODUCT_PAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

/** `sizes` for a picture shown at most `width` CSS pixels wide, and as wide as the screen where that is narrower. */
export const sizesUpTo = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;
