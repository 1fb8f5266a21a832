import { type Product, productResponseSchema } from '@souq/shared/schemas/product';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { findCachedProduct } from '@/shared/catalog/cached-product';

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (
    await apiRequest(`/api/product/${encodeURIComponent(id)}`, {
      schema: productResponseSchema,
      signal,
      anonymous: true,
    })
  ).product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['product', id], queryFn: ({ signal }) => getProduct(id, signal), retry: false });

/**
 * A product opened from a card is already on a cached catalogue page: it shows at once, and is fetched
 * again only once the page it came from is stale (the page's age becomes the product's).
 */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id),
    initialData: () => findCachedProduct(queryClient, id)?.product,
    initialDataUpdatedAt: () => findCachedProduct(queryClient, id)?.updatedAt,
  });
}
