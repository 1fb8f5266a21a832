import { synonymGroupsResponseSchema } from '@souq/shared/schemas/admin-search-synonyms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { synonymKeys } from './synonym-query-keys';

/** Every synonym group, the most recently changed first. */
export async function getSynonymGroups(signal?: AbortSignal) {
  const { groups } = await apiRequest('/api/admin/search-synonyms', {
    schema: synonymGroupsResponseSchema,
    signal,
  });
  return groups;
}

export const synonymGroupsQueryOptions = () =>
  queryOptions({ queryKey: synonymKeys.list, queryFn: ({ signal }) => getSynonymGroups(signal) });

export const useSynonymGroups = () => useQuery(synonymGroupsQueryOptions());
