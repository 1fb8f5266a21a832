import { adminProductResponseSchema, type ProductInput } from '@souq/shared/schemas/admin-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';
import { productKeys } from './product-query-keys';

/** A new product with its colours, sizes and their opening stock. */
export async function createProduct(body: ProductInput) {
  const { product } = await apiRequest('/api/admin/products', {
    method: 'POST',
    body,
    schema: adminProductResponseSchema,
  });
  return product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async (product) => {
      // The editor opens on the new product next: it is shown from the answer, without asking again.
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await refreshAfterChange(queryClient);
    },
  });
}
