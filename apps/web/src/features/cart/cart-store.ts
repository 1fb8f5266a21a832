import { addToCartData, type CartAddition } from '@souq/shared/cart/cart-lines';
import { type CartData, cartDataSchema } from '@souq/shared/schemas/cart';
import { create } from 'zustand';
import { local, readJson } from '../../shared/storage/browser-storage';

/** The shopper's cart as held in this browser (spec §4: the cart is held locally). */
const CART_KEY = 'cartItems';

interface CartState {
  cartData: CartData;
  add(addition: CartAddition): void;
}

export const useCart = create<CartState>((set, get) => ({
  cartData: readJson(local.get(CART_KEY), (value) => cartDataSchema.safeParse(value).data ?? null) ?? {},
  add: (addition) => {
    const cartData = addToCartData(get().cartData, addition);
    local.set(CART_KEY, JSON.stringify(cartData));
    set({ cartData });
  },
}));
