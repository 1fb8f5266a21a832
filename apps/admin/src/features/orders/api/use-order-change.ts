import type { AdminOrderDetail } from '@souq/shared/schemas/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';
import { orderKeys } from './order-query-keys';

/**
 * A change to one order (a move, cash, a note, a return): the answer is the order as it now is, shown at
 * once. A 409 means someone else changed it first (or the move no longer applies), so the order is fetched
 * again and the screen shows the server's reason beside what is now true.
 */
export function useOrderChange<TBody>(
  id: string,
  send: (id: string, body: TBody) => Promise<AdminOrderDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => send(id, body),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      await refreshAfterChange(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshAfterChange(queryClient);
    },
  });
}
