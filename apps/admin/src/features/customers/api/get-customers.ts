import { adminCustomersResponseSchema } from '@souq/shared/schemas/admin-customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import type { CustomerFilters } from '../customer-filters';
import { customerKeys } from './customer-query-keys';

export const getCustomers = (filters: CustomerFilters, signal?: AbortSignal) =>
  apiRequest(withQuery('/api/admin/customers', filters), { schema: adminCustomersResponseSchema, signal });

export const customersQueryOptions = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) => getCustomers(filters, signal),
    // The list keeps the page it shows while the next search's answer comes, instead of blanking.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (filters: CustomerFilters) => useQuery(customersQueryOptions(filters));
