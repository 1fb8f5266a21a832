import { type ProductPageParams, productPageSearch } from '@souq/shared/catalog/product-page-params';
import type { ProductPageResponse } from '@souq/shared/schemas/product-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/** One page of the catalogue, filtered and sorted by the server; no screen loads the whole list. */
export function getProductPage(
  params: ProductPageParams,
  signal?: AbortSignal,
): Promise<ProductPageResponse> {
  return apiRequest(`/api/products${productPageSearch(params)}`, {
    schema: async () => (await import('@souq/shared/schemas/product-page')).productPageResponseSchema,
    signal,
    anonymous: true,
  });
}

/**
 * Keyed by the query string, which lists only the values set and in a fixed order, so two screens asking
 * for the same page (New Arrivals and the explore grid's first 20) share one request and one cache entry.
 */
export const productPageQueryOptions = (params: ProductPageParams) =>
  queryOptions({
    queryKey: ['products', 'page', productPageSearch(params)],
    queryFn: ({ signal }) => getProductPage(params, signal),
  });

export function useProductPage(params: ProductPageParams) {
  return useQuery(productPageQueryOptions(params));
}
