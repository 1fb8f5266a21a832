import { type CheckoutBill, checkoutBill, type ShippingMethod } from '@souq/shared/pricing/checkout-bill';
import { pricingLine } from '@souq/shared/pricing/pricing-lines';
import type { DiscountCode } from '../../discounts/discounts-repo';
import type { ResolvedLine } from './validate-lines';

/**
 * Step 3: every bill line from the database prices (see docs/product/orders.md), with the same shared pricing
 * the checkout shows. The bill's lines keep the order's line order, so `bill.lines[i]` prices `lines[i]`.
 */
export function priceLines(
  lines: readonly ResolvedLine[],
  shippingMethod: ShippingMethod,
  code: DiscountCode | null,
): CheckoutBill {
  const inputs = lines.map(({ size, quantity }, i) => pricingLine(String(i), size, quantity));
  return checkoutBill(inputs, shippingMethod, code === null ? 0 : code.percent / 100);
}
