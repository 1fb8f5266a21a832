import type { CartData } from '../schemas/cart-data';

/** A line is one (product, colour, size); the key only keeps lines apart, entries carry the facts. */
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

/**
 * Sets the quantity of the line whose colour and size match; 0 or less removes the line, and the
 * product's entry when no line is left. A line that does not exist leaves the cart as it is.
 */
export function setCartQuantity(
  cart: CartData,
  { productId, colorName, size, quantity }: CartAddition,
): CartData {
  const lines = cart[productId];
  const key = Object.keys(lines ?? {}).find(
    (k) => lines?.[k]?.colorName === colorName && lines[k]?.size === size,
  );
  if (!lines || key === undefined) return cart;
  const { [key]: _removed, ...others } = lines;
  if (quantity > 0) return { ...cart, [productId]: { ...others, [key]: { size, colorName, quantity } } };
  const { [productId]: _product, ...rest } = cart;
  return Object.keys(others).length > 0 ? { ...rest, [productId]: others } : rest;
}

/** Every line of the cart, in order, with its product id. */
export function cartLines(cart: CartData): (CartAddition & { key: string })[] {
  return Object.entries(cart).flatMap(([productId, lines]) =>
    Object.entries(lines).map(([key, entry]) => ({
      key: `${productId}/${key}`,
      productId,
      colorName: entry.colorName,
      size: entry.size,
      quantity: entry.quantity,
    })),
  );
}
