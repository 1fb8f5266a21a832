import { NEW_ARRIVALS_COUNT } from '@souq/shared/catalog/product-lists';
import type { ProductCollection } from '@souq/shared/catalog/product-page-params';
import { useQuery } from '@tanstack/react-query';
import { productPageQueryOptions } from '@/shared/catalog/get-product-page';

/** A carousel shows at most this many cards, however large its collection grows. */
export const HOME_CAROUSEL_LIMIT = 20;

/** A home carousel asks only for the products it shows (flash, bestofkids, bestseller). */
export const homeCollectionQueryOptions = (collection: ProductCollection) =>
  productPageQueryOptions({ collection, limit: HOME_CAROUSEL_LIMIT });

/**
 * New arrivals are the first 20 of the catalogue's newest-first order; the same request as the
 * explore grid's first 20, so the two share it.
 */
export const newArrivalsQueryOptions = () => productPageQueryOptions({ limit: NEW_ARRIVALS_COUNT });

export function useHomeCollection(collection: ProductCollection) {
  return useQuery(homeCollectionQueryOptions(collection));
}

export function useNewArrivals() {
  return useQuery(newArrivalsQueryOptions());
}
