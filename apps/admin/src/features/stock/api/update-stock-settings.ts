import { type StockSettings, stockSettingsResponseSchema } from '@souq/shared/schemas/admin-stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';
import { stockKeys } from './stock-query-keys';

/** A new low-stock line (owners only; the api answers a 403 to anyone else). */
export async function updateStockSettings(body: StockSettings) {
  const { settings } = await apiRequest('/api/admin/stock/settings', {
    method: 'PUT',
    body,
    schema: stockSettingsResponseSchema,
  });
  return settings;
}

export function useUpdateStockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStockSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(stockKeys.settings, settings);
      // The dashboard's Low stock card and the products list count against the line; the form need not wait.
      void refreshAfterChange(queryClient);
    },
  });
}
