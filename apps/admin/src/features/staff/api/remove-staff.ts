import { messageResponseSchema } from '@souq/shared/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** Takes a member off the back office; their sessions end with it. */
export const removeStaff = (id: string) =>
  apiRequest(`/api/admin/staff/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeStaff, onSettled: () => refreshAfterChange(queryClient) });
}
