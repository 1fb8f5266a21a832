import { stockMovementsResponseSchema } from '@souq/shared/schemas/admin-stock';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import { type MovementsFilter, stockKeys } from './stock-query-keys';

/** Rows per "Load older": a screenful on a phone, a few weeks of a busy size. */
export const MOVEMENTS_PAGE_SIZE = 20;

/** One page of the product's ledger, newest first; `before` is the previous page's `nextBefore`. */
export const getStockMovements = (
  filter: MovementsFilter,
  before: number | undefined,
  signal?: AbortSignal,
) =>
  apiRequest(
    withQuery('/api/admin/stock/movements', {
      productId: filter.productId,
      colorName: filter.colorName,
      size: filter.size,
      before,
      limit: MOVEMENTS_PAGE_SIZE,
    }),
    { schema: stockMovementsResponseSchema, signal },
  );

export const stockMovementsQueryOptions = (filter: MovementsFilter) =>
  infiniteQueryOptions({
    queryKey: stockKeys.movements(filter),
    queryFn: ({ pageParam, signal }) => getStockMovements(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // The api says null on the last page; the query's "no more pages" is undefined.
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useStockMovements = (filter: MovementsFilter) =>
  useInfiniteQuery(stockMovementsQueryOptions(filter));
