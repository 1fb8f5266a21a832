import { wishlistResponseSchema } from '@souq/shared/schemas/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { wishlistQueryOptions } from './get-wishlist';

/** spec §7 POST /api/wishlist/remove (bearer authorization, spec §6). */
export function removeFromWishlist(itemId: string) {
  return apiRequest('/api/wishlist/remove', {
    method: 'POST',
    body: { itemId },
    bearer: true,
    schema: wishlistResponseSchema,
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: ({ wishData }) => queryClient.setQueryData(wishlistQueryOptions.queryKey, wishData),
  });
}
