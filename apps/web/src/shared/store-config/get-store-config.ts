import { DEFAULT_STORE_CONTACT, type StoreContact } from '@souq/shared/config/store';
import type { StoreConfigResponse } from '@souq/shared/schemas/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/** Who sells, as GET /api/store/config names it: the footer, the terms page and the checkout's VAT line read it. */
export type SellerIdentity = StoreConfigResponse['seller'];

async function getStoreConfig(): Promise<StoreConfigResponse> {
  return apiRequest('/api/store/config', {
    schema: async () => (await import('@souq/shared/schemas/store')).storeConfigResponseSchema,
  });
}

const storeConfigQueryOptions = queryOptions({
  queryKey: ['store-config'],
  queryFn: getStoreConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The store's contact settings; the defaults stand in until (or if never) the api answers. */
export function useStoreConfig(): StoreContact {
  return useQuery(storeConfigQueryOptions).data?.store ?? DEFAULT_STORE_CONTACT;
}

export interface SellerState {
  /**
   * The seller's legal identity, or null until the api has answered. There is no stand-in: a default legal
   * name or TRN shown for a moment would be another company's, so what needs it waits for the real one.
   */
  seller: SellerIdentity | null;
  /** The config could not be fetched (the query has given up retrying). */
  failed: boolean;
}

export function useSeller(): SellerState {
  const query = useQuery(storeConfigQueryOptions);
  return { seller: query.data?.seller ?? null, failed: query.isError };
}
