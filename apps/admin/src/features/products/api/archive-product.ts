import { adminProductResponseSchema } from '@souq/shared/schemas/admin-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';
import { productKeys } from './product-query-keys';

/**
 * Archives a product (it leaves the storefront at once; its orders keep their snapshot), or brings it back
 * with `archived: false`.
 */
export async function archiveProduct(id: string, archived: boolean) {
  const { product } = await apiRequest(`/api/admin/products/${encodeURIComponent(id)}/archive`, {
    method: 'POST',
    body: { archived },
    schema: adminProductResponseSchema,
  });
  return product;
}

export function useArchiveProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => archiveProduct(id, archived),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(id), product);
      await refreshAfterChange(queryClient);
    },
  });
}
