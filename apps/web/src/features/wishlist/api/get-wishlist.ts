import { type WishlistItem, wishlistResponseSchema } from '@souq/shared/schemas/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useSignedIn } from '@/shared/session/session-store';

/** POST /api/wishlist/get (the wishlist calls send a bearer authorization header). */
async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return (
    await apiRequest('/api/wishlist/get', {
      method: 'POST',
      body: {},
      bearer: true,
      schema: wishlistResponseSchema,
      signal,
    })
  ).wishData;
}

export const wishlistQueryOptions = queryOptions({
  queryKey: ['wishlist'],
  queryFn: ({ signal }) => getWishlist(signal),
  retry: false,
});

export function useWishlist() {
  const signedIn = useSignedIn();
  return useQuery({ ...wishlistQueryOptions, enabled: signedIn });
}
