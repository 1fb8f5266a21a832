import { type Product, productResponseSchema } from '@souq/shared/schemas/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

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

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
