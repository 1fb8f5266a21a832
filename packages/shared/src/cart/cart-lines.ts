import type { CartData } from '../schemas/cart';

/** design §4: a line is one (product, colour, size); the key only keeps lines apart, entries carry the facts. */
export function cartLineKey(size: string, colorName: string): string {
  return `${size}|${colorName}`;
}

export interface CartAddition {
  productId: string;
  colorName: string;
  size: string;
  quantity: number;
}

/** Adds to the line of that colour and size, starting it when the cart has none. */
export function addToCartData(
  cart: CartData,
  { productId, colorName, size, quantity }: CartAddition,
): CartData {
  const lines = cart[productId] ?? {};
  const key = cartLineKey(size, colorName);
  const held = lines[key]?.quantity ?? 0;
  return { ...cart, [productId]: { ...lines, [key]: { size, colorName, quantity: held + quantity } } };
}
