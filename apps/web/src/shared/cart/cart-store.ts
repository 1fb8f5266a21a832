import { addToCartData, type CartAddition, setCartQuantity } from '@souq/shared/cart/cart-lines';
import type { CartData } from '@souq/shared/schemas/cart-data';
import { create } from 'zustand';
import { useSession } from '../session/session-store';
import { local, readJson } from '../storage/browser-storage';
import { addToCart } from './api/add-to-cart';
import { getCart } from './api/get-cart';
import { updateCart } from './api/update-cart';

/**
 * The cart is held in local storage and, with a token, also on the server. The server's answer
 * replaces the local copy after every change, so both always agree on what it kept.
 */
const CART_KEY = 'cartItems';

interface CartState {
  cartData: CartData;
  /** True once this session's cart has come from the server (after sign-in or a reload). */
  synced: boolean;
  /** Adds at once (the header count moves immediately), then takes the server's cart; undone if refused. */
  add(addition: CartAddition): Promise<void>;
  /** Sets a line's quantity; 0 or less removes it. */
  setQuantity(line: CartAddition): Promise<void>;
  /** Takes the signed-in shopper's cart from the server. */
  load(): Promise<void>;
  /** Loads the server's cart unless it already has been: what an order pays for must be what the server holds. */
  ensureSynced(): Promise<void>;
  clear(): void;
}

function save(cartData: CartData): CartData {
  local.set(CART_KEY, JSON.stringify(cartData));
  return cartData;
}

export const useCart = create<CartState>((set, get) => {
  /** Applies a change here at once and on the server when signed in; a refusal restores the cart before it. */
  async function change(next: (cart: CartData) => CartData, remote: () => Promise<CartData>): Promise<void> {
    const before = get().cartData;
    set({ cartData: save(next(before)) });
    if (useSession.getState().token === null) return;
    try {
      set({ cartData: save(await remote()) });
    } catch (error) {
      set({ cartData: save(before) });
      throw error;
    }
  }

  return {
    // Filled in by restoreStoredCart before the first render.
    cartData: {},
    synced: false,
    add: (addition) =>
      change(
        (cart) => addToCartData(cart, addition),
        () => addToCart(addition),
      ),
    setQuantity: (line) =>
      change(
        (cart) => setCartQuantity(cart, line),
        () => updateCart(line),
      ),
    load: async () => {
      set({ cartData: save(await getCart()), synced: true });
    },
    ensureSynced: async () => {
      if (!get().synced) await get().load();
    },
    clear: () => set({ cartData: save({}), synced: false }),
  };
});

/**
 * Takes in the cart kept on this device once its schema has loaded; main.tsx waits for it before the first
 * render. A first visit has no cart, so it loads no schema at all (zod is not part of start-up).
 */
export async function restoreStoredCart(): Promise<void> {
  const raw = local.get(CART_KEY);
  if (raw === null) return;
  const { cartDataSchema } = await import('@souq/shared/schemas/cart-data');
  const stored = readJson(raw, (value) => cartDataSchema.safeParse(value).data ?? null);
  if (stored) useCart.setState({ cartData: stored });
}
