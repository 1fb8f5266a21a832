import { type Product, productResponseSchema } from '@souq/shared/schemas/product';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { productsQueryOptions } from '../../../shared/catalog/get-products';

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (
    await apiRequest(`/api/product/${encodeURIComponent(id)}`, {
      schema: productResponseSchema,
      signal,
    })
  ).product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['product', id], queryFn: ({ signal }) => getProduct(id, signal), retry: false });

/**
 * A product opened from a card is already in the list query: it shows at once, and is fetched again
 * only once the list it came from is stale (the list's age becomes the product's).
 */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id),
    initialData: () => queryClient.getQueryData(productsQueryOptions.queryKey)?.find((p) => p._id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(productsQueryOptions.queryKey)?.dataUpdatedAt,
  });
}
