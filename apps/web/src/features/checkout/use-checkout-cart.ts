import { useEffect, useState } from 'react';
import { useCart } from '@/shared/cart/cart-store';

/**
 * The server is the authority on what is being bought, so checkout prices the server's cart and
 * reloads it on entry rather than trusting a copy another tab may have changed. `loaded` turns true once that
 * answer (or its failure, leaving the local copy) is in.
 */
export function useCheckoutCart() {
  const cartData = useCart((s) => s.cartData);
  const load = useCart((s) => s.load);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let current = true;
    // A failure keeps the local copy; the app-wide cart sync already reports it to the shopper.
    load()
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoaded(true);
      });
    return () => {
      current = false;
    };
  }, [load]);

  return { cartData, loaded };
}
