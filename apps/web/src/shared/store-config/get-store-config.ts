import { DEFAULT_STORE_CONTACT, type StoreContact } from '@souq/shared/config/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

async function getStoreConfig(): Promise<StoreContact> {
  return (
    await apiRequest('/api/store/config', {
      schema: async () => (await import('@souq/shared/schemas/store')).storeConfigResponseSchema,
    })
  ).store;
}

const storeConfigQueryOptions = queryOptions({
  queryKey: ['store-config'],
  queryFn: getStoreConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The store's contact settings; the defaults stand in until (or if never) the api answers. */
export function useStoreConfig(): StoreContact {
  return useQuery(storeConfigQueryOptions).data ?? DEFAULT_STORE_CONTACT;
}
