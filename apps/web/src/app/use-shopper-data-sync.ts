import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify/unstyled';
import { mergeCart } from '../features/cart/api/merge-cart';
import { useCart } from '../features/cart/cart-store';
import { wishlistQueryOptions } from '../features/wishlist/api/get-wishlist';
import { ordersQueryOptions } from '../shared/orders/get-orders';
import { useSession } from '../shared/session/session-store';

/**
 * spec §4: on sign-in the guest cart is merged to the server and cleared locally, then the server cart and
 * wishlist are loaded; a failed merge is only logged (spec §8). A token found on load just loads the cart.
 * Signing out forgets the cart, wishlist and orders, so the next person on this device does not see them.
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
        queryClient.removeQueries({ queryKey: wishlistQueryOptions.queryKey });
        queryClient.removeQueries({ queryKey: ordersQueryOptions.queryKey });
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
      await queryClient.prefetchQuery(wishlistQueryOptions);
    })();
  }, [token, queryClient]);
}
