import { type SynonymGroupBody, synonymGroupSavedSchema } from '@souq/shared/schemas/admin-search-synonyms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** A new group (owners only); a word another group holds is the server's 409, shown as it says. */
export const createSynonymGroup = (body: SynonymGroupBody) =>
  apiRequest('/api/admin/search-synonyms', { method: 'POST', body, schema: synonymGroupSavedSchema });

export function useCreateSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSynonymGroup, onSuccess: () => refreshAfterChange(queryClient) });
}
