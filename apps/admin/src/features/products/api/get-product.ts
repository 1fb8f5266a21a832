import { adminProductResponseSchema } from '@souq/shared/schemas/admin-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { productKeys } from './product-query-keys';

/** One product, archived or not, with its colours and sizes as the editor reads them. */
export async function getProduct(id: string, signal?: AbortSignal) {
  const { product } = await apiRequest(`/api/admin/products/${encodeURIComponent(id)}`, {
    schema: adminProductResponseSchema,
    signal,
  });
  return product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
