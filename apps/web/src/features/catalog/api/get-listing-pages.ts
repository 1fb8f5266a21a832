import {
  PRODUCT_SEARCH_MAX,
  type ProductPageParams,
  productPageSearch,
} from '@souq/shared/catalog/product-page-params';
import type { Product } from '@souq/shared/schemas/product';
import type { ProductPageResponse } from '@souq/shared/schemas/product-page';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getProductPage } from '@/shared/catalog/get-product-page';
import type { ListingState } from '../listing-params';

/** 24 fills whole rows at 2, 3 and 4 columns. */
const LISTING_PAGE_SIZE = 24;

function listingParams({ categories, search, sort, filters }: ListingState): ProductPageParams {
  // A longer text cannot be in a product name the server would accept either; it would only be refused.
  return {
    category: categories,
    ...filters,
    search: search.slice(0, PRODUCT_SEARCH_MAX),
    sort,
    limit: LISTING_PAGE_SIZE,
    facets: true,
  };
}

/** The listing asks the server for its filtered, sorted pages one at a time, as the shopper scrolls. */
export const listingQueryOptions = (listing: ListingState) => {
  const params = listingParams(listing);
  return infiniteQueryOptions({
    queryKey: ['products', 'listing', productPageSearch(params)],
    // The counts beside the filters come with the first page; later pages leave them out.
    queryFn: ({ pageParam, signal }) =>
      getProductPage({ ...params, page: pageParam, facets: pageParam === 1 }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
};

/** While a new filter's first page loads, the previous results stay on screen instead of a blank grid. */
export function useListingPages(listing: ListingState) {
  return useInfiniteQuery({ ...listingQueryOptions(listing), placeholderData: keepPreviousData });
}

/** The loaded pages as one list; a product that moved to a later page between two fetches is shown once. */
export function listedProducts(pages: readonly ProductPageResponse[]): Product[] {
  const byId = new Map<string, Product>();
  for (const page of pages)
    for (const product of page.products) if (!byId.has(product._id)) byId.set(product._id, product);
  return [...byId.values()];
}
