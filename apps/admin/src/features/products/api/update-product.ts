import { adminProductResponseSchema, type ProductInput } from '@souq/shared/schemas/admin-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';
import { productKeys } from './product-query-keys';

/** Saves the editor's product; saved sizes keep their stock, which moves only through the stock ledger. */
export async function updateProduct(id: string, body: ProductInput) {
  const { product } = await apiRequest(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: adminProductResponseSchema,
  });
  return product;
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => updateProduct(id, body),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(id), product);
      await refreshAfterChange(queryClient);
    },
  });
}
