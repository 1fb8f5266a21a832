import { adminOrdersResponseSchema } from '@souq/shared/schemas/admin-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import type { OrderFilters } from '../order-filters';
import { orderKeys } from './order-query-keys';

export const getOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  apiRequest(withQuery('/api/admin/orders', filters), { schema: adminOrdersResponseSchema, signal });

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => getOrders(filters, signal),
    // The grid keeps the page it shows while the next filter's answer comes, instead of blanking.
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQueryOptions(filters));
