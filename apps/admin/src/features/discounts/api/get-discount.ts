import { adminDiscountResponseSchema } from '@souq/shared/schemas/admin-discounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import { discountKeys } from './discount-query-keys';

/** One code and a page of the orders that used it. */
export const getDiscount = (code: string, page: number, signal?: AbortSignal) =>
  apiRequest(
    withQuery(`/api/admin/discounts/${encodeURIComponent(code)}`, { page: page > 1 ? page : undefined }),
    {
      schema: adminDiscountResponseSchema,
      signal,
    },
  );

export const discountQueryOptions = (code: string, page: number) =>
  queryOptions({
    queryKey: discountKeys.detail(code, page),
    queryFn: ({ signal }) => getDiscount(code, page, signal),
    // The next page of orders replaces the one shown, instead of blanking the code's page.
    placeholderData: keepPreviousData,
  });

export const useDiscount = (code: string, page: number) => useQuery(discountQueryOptions(code, page));
