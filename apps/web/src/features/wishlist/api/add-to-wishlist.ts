import { type WishlistAddRequest, wishlistResponseSchema } from '@souq/shared/schemas/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { wishlistQueryOptions } from './get-wishlist';

/** POST /api/wishlist/add: itemId, size, quantity. */
export function addToWishlist(item: WishlistAddRequest) {
  return apiRequest('/api/wishlist/add', { method: 'POST', body: item, schema: wishlistResponseSchema });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: ({ wishData }) => queryClient.setQueryData(wishlistQueryOptions.queryKey, wishData),
  });
}
