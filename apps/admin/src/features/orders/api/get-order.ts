import { adminOrderResponseSchema } from '@souq/shared/schemas/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { orderKeys } from './order-query-keys';

/** One order with its timeline. */
export async function getOrder(id: string, signal?: AbortSignal) {
  const { order } = await apiRequest(`/api/admin/orders/${encodeURIComponent(id)}`, {
    schema: adminOrderResponseSchema,
    signal,
  });
  return order;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
