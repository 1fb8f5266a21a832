import {
  addressResponseSchema,
  type SavedAddress,
  type SavedAddressRequest,
} from '@souq/shared/schemas/address-book';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { addressesQueryOptions } from './get-addresses';

export interface SaveAddressVariables {
  /** The address to change; a new one is added without it. */
  id?: string | undefined;
  address: SavedAddressRequest;
}

/** POST /api/user/addresses, or PUT /api/user/addresses/:id for an address already saved. */
async function saveAddress({ id, address }: SaveAddressVariables): Promise<SavedAddress> {
  const path = id === undefined ? '/api/user/addresses' : `/api/user/addresses/${encodeURIComponent(id)}`;
  return (
    await apiRequest(path, {
      method: id === undefined ? 'POST' : 'PUT',
      body: address,
      schema: addressResponseSchema,
    })
  ).address;
}

/** Saving can move the default from another address, so the whole book is read again. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions.queryKey }),
  });
}
