import { adminProductResponseSchema } from '@souq/shared/schemas/admin-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { stockKeys } from './stock-query-keys';

/** The product with its colours and sizes, each size with its stock now: what the grid is drawn from. */
export async function getStockProduct(productId: string, signal?: AbortSignal) {
  const { product } = await apiRequest(`/api/admin/products/${encodeURIComponent(productId)}`, {
    schema: adminProductResponseSchema,
    signal,
  });
  return product;
}

export const stockProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: stockKeys.product(productId),
    queryFn: ({ signal }) => getStockProduct(productId, signal),
  });

export const useStockProduct = (productId: string) => useQuery(stockProductQueryOptions(productId));
