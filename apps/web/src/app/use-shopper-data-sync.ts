import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { mergeCart } from '@/shared/cart/api/merge-cart';
import { useCart } from '@/shared/cart/cart-store';
import { useSession } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';

// The wishlist and orders queries (and their schemas) load only around a sign-in or sign-out, so a guest's
// first page does not download them.
const wishlistQuery = async () =>
  (await import('../features/wishlist/api/get-wishlist')).wishlistQueryOptions;
const ordersQuery = async () => (await import('@/shared/orders/get-orders')).ordersQueryOptions;
const addressesQuery = async () => (await import('@/shared/address/api/get-addresses')).addressesQueryOptions;

async function forgetShopper(queryClient: QueryClient): Promise<void> {
  const [wishlist, orders, addresses] = await Promise.all([wishlistQuery(), ordersQuery(), addressesQuery()]);
  queryClient.removeQueries({ queryKey: wishlist.queryKey });
  queryClient.removeQueries({ queryKey: orders.queryKey });
  queryClient.removeQueries({ queryKey: addresses.queryKey });
}

/**
 * On sign-in the guest cart is merged to the server and cleared locally, then the server cart and wishlist
 * are loaded; a failed merge is only logged (see docs/product/cart.md). A token found on load just loads the
 * cart. Signing out forgets the cart, wishlist, orders and saved addresses, so the next person on this device
 * does not see them.
 */
export function useShopperDataSync(): void {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = token;
    const { cartData, load, clear } = useCart.getState();
    if (token === null) {
      if (before) {
        clear();
        void forgetShopper(queryClient);
      }
      return;
    }
    const signedInNow = before === null;
    void (async () => {
      if (signedInNow && Object.keys(cartData).length > 0) {
        try {
          await mergeCart(cartData);
        } catch (error) {
          console.error('The guest cart could not be merged', error);
        }
        clear();
      }
      try {
        await load();
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'Your cart could not be loaded.');
      }
      // Only a fresh sign-in warms the wishlist; a page load that finds a token leaves it to the wishlist
      // page, so a signed-in shopper's every page does not ask for it.
      if (signedInNow) await queryClient.prefetchQuery(await wishlistQuery());
    })();
  }, [token, queryClient]);
}
