import { openingImage } from '@souq/shared/catalog/carousel-images';
import { RELATED_LAST_INDEX } from '@souq/shared/catalog/product-lists';
import { parseProductPath } from '@souq/shared/catalog/product-path';
import type { LoaderFunctionArgs } from 'react-router';
import { findCachedProduct } from '@/shared/catalog/cached-product';
import { productPageQueryOptions } from '@/shared/catalog/get-product-page';
import { listingQueryOptions } from '../features/catalog/api/get-listing-pages';
import { readListing } from '../features/catalog/listing-params';
import { productQueryOptions } from '../features/product/api/get-product';
import { queryClient } from './query-client';

/** The listing's first row on a phone: the cards a shopper sees first, and the page's largest paint. */
const LISTING_FIRST_IMAGES = 2;

/**
 * Starts fetching an image a screen is about to show as soon as its address is known, rather than once the
 * screen's code has arrived and rendered (the page's largest paint comes sooner).
 */
function preloadImage(src: string | undefined): void {
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  // Once fetched the image is in the browser's cache for the screen; the hint has done its work.
  link.onload = link.onerror = () => link.remove();
  document.head.append(link);
}

/**
 * Route loaders that start a screen's requests while its code is still downloading, with the very query
 * options its hooks use (so the hooks find them in flight). They never wait: the screen shows its own
 * loading state, and a failed prefetch is simply asked again by the hook.
 */
export function listingLoader({ request, params }: LoaderFunctionArgs): null {
  const listing = readListing(new URL(request.url).searchParams, params.text);
  queryClient.fetchInfiniteQuery(listingQueryOptions(listing)).then(
    (data) => {
      for (const product of data.pages[0]?.products.slice(0, LISTING_FIRST_IMAGES) ?? []) {
        preloadImage(product.image[0]);
      }
    },
    () => undefined,
  );
  return null;
}

function prefetchProduct(id: string): null {
  // A product opened from a card is shown from the cached page it was on; nothing to fetch yet.
  const cached = findCachedProduct(queryClient, id)?.product;
  if (cached) preloadImage(openingImage(cached));
  else {
    queryClient.fetchQuery(productQueryOptions(id)).then(
      (product) => preloadImage(openingImage(product)),
      () => undefined,
    );
  }
  void queryClient.prefetchQuery(productPageQueryOptions({ limit: RELATED_LAST_INDEX + 1 }));
  return null;
}

/** The product a product route's address names, or null for a search (parseProductPath). */
function productIdOf({ request }: LoaderFunctionArgs): string | null {
  const target = parseProductPath(new URL(request.url).pathname);
  return target && 'productId' in target ? target.productId : null;
}

/** /products/{x} is a product page when x is an id, else a search. */
export function productOrSearchLoader(args: LoaderFunctionArgs): null {
  const id = productIdOf(args);
  return id === null ? listingLoader(args) : prefetchProduct(id);
}

export function productLoader(args: LoaderFunctionArgs): null {
  const id = productIdOf(args);
  return id === null ? null : prefetchProduct(id);
}
