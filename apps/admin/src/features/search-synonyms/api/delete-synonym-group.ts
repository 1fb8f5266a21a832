import { messageResponseSchema } from '@souq/shared/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** Deletes a group: its words no longer find each other's products. */
export const deleteSynonymGroup = (id: string) =>
  apiRequest(`/api/admin/search-synonyms/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });

export function useDeleteSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSynonymGroup, onSettled: () => refreshAfterChange(queryClient) });
}
