import { addressesResponseSchema, type SavedAddress } from '@souq/shared/schemas/address-book';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { addressesQueryOptions } from './get-addresses';

/** DELETE /api/user/addresses/:id: answers the book left (another address may have become the default). */
async function deleteAddress(id: string): Promise<SavedAddress[]> {
  return (
    await apiRequest(`/api/user/addresses/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: addressesResponseSchema,
    })
  ).addresses;
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (addresses) => queryClient.setQueryData(addressesQueryOptions.queryKey, addresses),
  });
}
