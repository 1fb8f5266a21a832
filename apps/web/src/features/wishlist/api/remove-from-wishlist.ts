import { wishlistResponseSchema } from '@souq/shared/schemas/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { wishlistQueryOptions } from './get-wishlist';

/** POST /api/wishlist/remove (the wishlist calls send a bearer authorization header). */
function removeFromWishlist(itemId: string) {
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
