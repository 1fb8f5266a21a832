import type { CartData } from '../schemas/cart-data';
import type { Variant } from '../schemas/product';
import { SIZE_BUTTON_AGE_LABELS, sizeLabel } from '../sizes/size-tables';

/** The most one add may put in the cart. */
export const MAX_QUANTITY_PER_ADD = 10;

/** What the cart already holds of one product in one colour and size (see docs/product/cart.md). */
export function quantityInCart(cart: CartData, productId: string, colorName: string, size: string): number {
  let held = 0;
  for (const entry of Object.values(cart[productId] ?? {})) {
    if (entry.colorName === colorName && entry.size === size) held += Math.max(0, entry.quantity);
  }
  return held;
}

export interface SizeOption {
  size: string;
  /** 'EU 28', 'Free-size' or the clothing size. */
  label: string;
  /** The button's age label, for clothing sizes only. */
  ageLabel: string | null;
  /** Units still addable: the colour's stock for the size less what the cart holds. */
  available: number;
}

/** A size can be chosen only while the colour has stock for it beyond what is in the cart. */
export function sizeOptions(productId: string, variant: Variant, cart: CartData): SizeOption[] {
  return variant.sizes.map((entry) => ({
    size: entry.size,
    label: sizeLabel(entry.size),
    ageLabel: SIZE_BUTTON_AGE_LABELS[entry.size] ?? null,
    available: Math.max(0, entry.stocks - quantityInCart(cart, productId, variant.colorName, entry.size)),
  }));
}

/** 1 up to the smaller of the stock and 10; only 0 when no size is chosen or nothing is left. */
export function quantityOptions(available: number | null): number[] {
  if (available === null || available <= 0) return [0];
  const most = Math.min(available, MAX_QUANTITY_PER_ADD);
  return Array.from({ length: most }, (_, i) => i + 1);
}
