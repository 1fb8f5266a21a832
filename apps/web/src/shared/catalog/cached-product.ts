import type { Product } from '@souq/shared/schemas/product';
import type { ProductPageResponse } from '@souq/shared/schemas/product-page';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

type CachedProducts = ProductPageResponse | InfiniteData<ProductPageResponse> | undefined;

function productsOf(data: CachedProducts): readonly Product[] {
  if (!data) return [];
  return 'pages' in data ? data.pages.flatMap((page) => page.products) : data.products;
}

/**
 * A product already fetched on a catalogue page (a card the shopper tapped), with when that page was
 * fetched, so the product page can show it at once and refetch it only once that page is stale.
 */
export function findCachedProduct(
  queryClient: QueryClient,
  id: string,
): { product: Product; updatedAt: number } | undefined {
  for (const [queryKey, data] of queryClient.getQueriesData<CachedProducts>({ queryKey: ['products'] })) {
    const product = productsOf(data).find((p) => p._id === id);
    const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
    if (product && updatedAt !== undefined) return { product, updatedAt };
  }
  return undefined;
}
