import { addressesResponseSchema, type SavedAddress } from '@souq/shared/schemas/address-book';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useSignedIn } from '@/shared/session/session-store';

/**
 * GET /api/user/addresses: the signed-in shopper's saved addresses, the default first. Shared because the
 * profile's address book and the checkout both show them.
 */
async function getAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return (await apiRequest('/api/user/addresses', { schema: addressesResponseSchema, signal })).addresses;
}

export const addressesQueryOptions = queryOptions({
  queryKey: ['addresses'],
  queryFn: ({ signal }) => getAddresses(signal),
  retry: false,
});

export function useAddresses() {
  const signedIn = useSignedIn();
  return useQuery({ ...addressesQueryOptions, enabled: signedIn });
}
