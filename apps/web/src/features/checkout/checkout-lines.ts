import type { CartLineInput } from '@souq/shared/pricing/cart-totals';
import type { CartViewLine } from '../cart/cart-view';

/** The cart's lines as the shared bill reads them, built exactly as `cartView` builds them for its totals. */
export function checkoutLines(lines: readonly CartViewLine[]): CartLineInput[] {
  return lines.map((line) => ({
    key: line.key,
    price: line.product.price,
    discount: line.product.discount,
    flashDiscount: line.product.flashDiscount,
    flashsale: line.product.flashsale,
    quantity: line.quantity,
  }));
}
