import { MAX_LINE_QUANTITY } from '@souq/shared/schemas/cart';

export { PRODUCT_NOT_FOUND } from '../products/products-routes';

export const COLOUR_NOT_AVAILABLE = 'This colour is not available for this product.';
export const SIZE_NOT_IN_COLOUR = 'This size is not available in this colour.';
export const OUT_OF_STOCK = 'This size is out of stock.';
export const LINE_LIMIT = `You can have at most ${MAX_LINE_QUANTITY} of one item in your cart.`;
export const NOT_IN_CART = 'This item is not in your cart.';

export const ADDED_TO_CART = 'Added to cart';
export const CART_UPDATED = 'Cart updated';
export const REMOVED_FROM_CART = 'Item removed from cart';
export const CART_MERGED = 'Cart merged';
export const CART_MERGED_WITH_CHANGES = 'Cart merged; some items could not be added in full.';

/** Names what the cart already holds, so "Only 5 left" is not read as "5 more can be added". */
export function onlyLeft(stock: number, held = 0): string {
  return held > 0
    ? `Only ${stock} left in stock for this size, and your cart already has ${held}.`
    : `Only ${stock} left in stock for this size.`;
}
