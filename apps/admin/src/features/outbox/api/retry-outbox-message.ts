import { outboxRetryResponseSchema } from '@souq/shared/schemas/admin-outbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** Sends a failed e-mail again: it waits for the worker's next round. */
export const retryOutboxMessage = (id: string) =>
  apiRequest(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: outboxRetryResponseSchema,
  });

export function useRetryOutboxMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryOutboxMessage(id),
    // The message, the list and the audit log all read differently now.
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
