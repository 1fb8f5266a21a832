import type { CartData } from '../schemas/cart-data';

/** The header's cart count is the sum of line quantities. */
export function cartCount(cart: CartData): number {
  let count = 0;
  for (const lines of Object.values(cart)) {
    for (const entry of Object.values(lines)) count += Math.max(0, entry.quantity);
  }
  return count;
}
