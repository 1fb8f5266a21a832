import { outboxMessageResponseSchema } from '@souq/shared/schemas/admin-outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { outboxKeys } from './outbox-query-keys';

/** One e-mail, rendered: its HTML and plain text, or why it cannot be made. */
export const getOutboxMessage = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/admin/outbox/${encodeURIComponent(id)}`, { schema: outboxMessageResponseSchema, signal });

export const outboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: outboxKeys.message(id),
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
  });

export const useOutboxMessage = (id: string) => useQuery(outboxMessageQueryOptions(id));
