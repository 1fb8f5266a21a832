import {
  OUTBOX_PAGE_SIZE,
  type OutboxStatus,
  outboxListResponseSchema,
} from '@souq/shared/schemas/admin-outbox';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import { outboxKeys } from './outbox-query-keys';

/** One page of the outbox, newest first; `before` is the previous page's `nextBefore`. */
export const getOutbox = (
  status: OutboxStatus | undefined,
  before: string | undefined,
  signal?: AbortSignal,
) =>
  apiRequest(withQuery('/api/admin/outbox', { status, before, limit: OUTBOX_PAGE_SIZE }), {
    schema: outboxListResponseSchema,
    signal,
  });

export const outboxQueryOptions = (status: OutboxStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: outboxKeys.list(status),
    queryFn: ({ pageParam, signal }) => getOutbox(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // The api says null on the last page; the query's "no more pages" is undefined.
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useOutbox = (status: OutboxStatus | undefined) => useInfiniteQuery(outboxQueryOptions(status));
