import { adminDiscountsResponseSchema } from '@souq/shared/schemas/admin-discounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { discountKeys } from './discount-query-keys';

export async function getDiscounts(signal?: AbortSignal) {
  const { discounts } = await apiRequest('/api/admin/discounts', {
    schema: adminDiscountsResponseSchema,
    signal,
  });
  return discounts;
}

export const discountsQueryOptions = () =>
  queryOptions({ queryKey: discountKeys.list, queryFn: ({ signal }) => getDiscounts(signal) });

export const useDiscounts = () => useQuery(discountsQueryOptions());
