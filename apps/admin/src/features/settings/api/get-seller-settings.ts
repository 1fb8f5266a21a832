import { sellerSettingsResponseSchema } from '@souq/shared/schemas/tax-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { sellerSettingsKey } from './seller-settings-query-keys';

/** The store's legal details, and whether an owner saved them or they are the deployment's defaults. */
export const getSellerSettings = (signal?: AbortSignal) =>
  apiRequest('/api/admin/settings/seller', { schema: sellerSettingsResponseSchema, signal });

export const sellerSettingsQueryOptions = () =>
  queryOptions({ queryKey: sellerSettingsKey, queryFn: ({ signal }) => getSellerSettings(signal) });

export const useSellerSettings = () => useQuery(sellerSettingsQueryOptions());
