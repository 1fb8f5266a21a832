import { type WishlistItem, wishlistResponseSchema } from '@souq/shared/schemas/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-store';

/** spec §7 POST /api/wishlist/get (spec §6: the wishlist calls send a bearer authorization header). */
export async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
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
  const signedIn = useSession((s) => s.token) !== null;
  return useQuery({ ...wishlistQueryOptions, enabled: signedIn });
}
