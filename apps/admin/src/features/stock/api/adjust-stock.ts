import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { type StockAdjustment, stockAdjustmentResponseSchema } from '@souq/shared/schemas/admin-stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';
import { stockKeys } from './stock-query-keys';

/** Stock changed by hand, with its reason; the answer is the size's stock now and the ledger row written. */
export const adjustStock = (body: StockAdjustment) =>
  apiRequest('/api/admin/stock', { method: 'POST', body, schema: stockAdjustmentResponseSchema });

/** The product with one size's stock replaced; colour names compare as the api compares them. */
function withStock(product: AdminProduct, body: StockAdjustment, stock: number): AdminProduct {
  const colour = body.colorName.toLowerCase();
  return {
    ...product,
    colors: product.colors.map((color) =>
      color.colorName.toLowerCase() !== colour
        ? color
        : { ...color, sizes: color.sizes.map((s) => (s.size === body.size ? { ...s, stock } : s)) },
    ),
  };
}

/**
 * The cell shows its new count as soon as the api answers; then the ledger, the dashboard's Low stock and the
 * products list are fetched again. A 409 (stock would go below zero) or a 404 (the size was removed) means
 * the grid is behind what others did, so it is fetched again too.
 */
export function useAdjustStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    onSuccess: async ({ stock }, body) => {
      queryClient.setQueryData(stockKeys.product(productId), (product: AdminProduct | undefined) =>
        product ? withStock(product, body, stock) : product,
      );
      await refreshAfterChange(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: stockKeys.all });
    },
  });
}
