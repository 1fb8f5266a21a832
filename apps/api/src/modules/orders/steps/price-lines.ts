import { cartTotals } from '@souq/shared/pricing/cart-totals';
import { type CheckoutBill, checkoutBill, type ShippingMethod } from '@souq/shared/pricing/checkout-bill';
import type { Fils } from '@souq/shared/pricing/money';
import { pricingLine } from '@souq/shared/pricing/pricing-lines';
import type { DiscountCode } from '../../discounts/discounts-repo';
import type { ResolvedLine } from './validate-lines';

const inputsOf = (lines: readonly ResolvedLine[]) =>
  lines.map(({ size, quantity }, i) => pricingLine(String(i), size, quantity));

/**
 * The items after their own discounts (flash unit included), before any code and delivery: what a code's
 * minimum order is compared with (docs/product/checkout.md).
 */
export function itemsAfterDiscountsFils(lines: readonly ResolvedLine[]): Fils {
  return cartTotals(inputsOf(lines)).discountedFils;
}

/**
 * Step 3: every bill line from the database prices (see docs/product/orders.md), with the same shared pricing
 * the checkout shows. The bill's lines keep the order's line order, so `bill.lines[i]` prices `lines[i]`.
 */
export function priceLines(
  lines: readonly ResolvedLine[],
  shippingMethod: ShippingMethod,
  code: DiscountCode | null,
): CheckoutBill {
  return checkoutBill(inputsOf(lines), shippingMethod, code === null ? 0 : code.percent / 100);
}
