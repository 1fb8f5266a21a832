import { cartLineKey } from '@souq/shared/cart/cart-lines';
import type { CartData } from '@souq/shared/schemas/cart-data';
import type { StoredLine } from './cart-repo';

/** Product id → line key → {size, colorName, quantity}, keeping the lines' order. */
export function toCartData(lines: StoredLine[]): CartData {
  const cart: CartData = {};
  for (const { productId, colorName, size, quantity } of lines) {
    const entries = cart[productId] ?? {};
    entries[cartLineKey(size, colorName)] = { size, colorName, quantity };
    cart[productId] = entries;
  }
  return cart;
}
