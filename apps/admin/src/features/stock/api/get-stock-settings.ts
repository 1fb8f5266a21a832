import { stockSettingsResponseSchema } from '@souq/shared/schemas/admin-stock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { stockKeys } from './stock-query-keys';

/** The store's low-stock line: a size with this many units or fewer is low (the dashboard lists it). */
export async function getStockSettings(signal?: AbortSignal) {
  const { settings } = await apiRequest('/api/admin/stock/settings', {
    schema: stockSettingsResponseSchema,
    signal,
  });
  return settings;
}

export const stockSettingsQueryOptions = () =>
  queryOptions({ queryKey: stockKeys.settings, queryFn: ({ signal }) => getStockSettings(signal) });

export const useStockSettings = () => useQuery(stockSettingsQueryOptions());
