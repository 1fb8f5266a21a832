import { type CartData, cartDataSchema } from '@souq/shared/schemas/cart';
import { create } from 'zustand';
import { local, readJson } from '../../shared/storage/browser-storage';

/** The shopper's cart as held in this browser (spec §4: guests keep a local cart). */
const CART_KEY = 'cartItems';

interface CartState {
  cartData: CartData;
}

export const useCart = create<CartState>(() => ({
  cartData: readJson(local.get(CART_KEY), (value) => cartDataSchema.safeParse(value).data ?? null) ?? {},
}));
