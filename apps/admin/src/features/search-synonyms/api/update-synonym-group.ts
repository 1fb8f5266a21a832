import { type SynonymGroupBody, synonymGroupSavedSchema } from '@souq/shared/schemas/admin-search-synonyms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** The group's terms, all of them, in their new order. */
export const updateSynonymGroup = (id: string, body: SynonymGroupBody) =>
  apiRequest(`/api/admin/search-synonyms/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: synonymGroupSavedSchema,
  });

export function useUpdateSynonymGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SynonymGroupBody) => updateSynonymGroup(id, body),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
