import { cartLines } from '@souq/shared/cart/cart-lines';
import { MAX_QUANTITY_PER_ADD } from '@souq/shared/cart/stock-availability';
import { type CartTotals, cartTotals } from '@souq/shared/pricing/cart-totals';
import { listedPricingLines } from '@souq/shared/pricing/pricing-lines';
import type { CartData } from '@souq/shared/schemas/cart-data';
import type { Product } from '@souq/shared/schemas/product';

export interface CartViewLine {
  key: string;
  product: Product;
  colorName: string;
  size: string;
  quantity: number;
  image: string | undefined;
  /** The quantities the line's selector offers: up to the stock of that colour and size, 10 at most. */
  quantityChoices: number[];
}

export interface CartView {
  lines: CartViewLine[];
  totals: CartTotals;
}

/** Joins the cart's lines to the catalogue; a line whose product is gone is left out. */
export function cartView(cart: CartData, products: readonly Product[]): CartView {
  const byId = new Map(products.map((p) => [p._id, p]));
  const lines: CartViewLine[] = [];
  for (const line of cartLines(cart)) {
    const product = byId.get(line.productId);
    if (!product || line.quantity <= 0) continue;
    const variant = product.variants.find((v) => v.colorName === line.colorName);
    const stock = variant?.sizes.find((s) => s.size === line.size)?.stocks ?? 0;
    const most = Math.max(line.quantity, Math.min(stock, MAX_QUANTITY_PER_ADD));
    lines.push({
      key: line.key,
      product,
      colorName: line.colorName,
      size: line.size,
      quantity: line.quantity,
      image: variant?.images[0] ?? product.image[0],
      quantityChoices: Array.from({ length: most }, (_, i) => i + 1),
    });
  }
  return { lines, totals: cartTotals(listedPricingLines(lines)) };
}
