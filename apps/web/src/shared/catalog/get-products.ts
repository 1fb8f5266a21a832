import { type Product, productListResponseSchema } from '@souq/shared/schemas/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return (
    await apiRequest('/api/product/list', {
      schema: productListResponseSchema,
      signal,
    })
  ).products;
}

export const productsQueryOptions = queryOptions({
  queryKey: ['products'],
  queryFn: ({ signal }) => getProducts(signal),
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}
