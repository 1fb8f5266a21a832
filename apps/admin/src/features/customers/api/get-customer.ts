import { adminCustomerResponseSchema } from '@souq/shared/schemas/admin-customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { customerKeys } from './customer-query-keys';

/** One customer: the account, orders, spend, codes used and addresses. */
export async function getCustomer(id: string, signal?: AbortSignal) {
  const { customer } = await apiRequest(`/api/admin/customers/${encodeURIComponent(id)}`, {
    schema: adminCustomerResponseSchema,
    signal,
  });
  return customer;
}

export const customerQueryOptions = (id: string) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal) });

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));
