import type { CheckoutBill } from '@souq/shared/pricing/checkout-bill';
import { FILS_PER_AED } from '@souq/shared/pricing/money';
import { ORDER_TOTAL_CHANGED } from '@souq/shared/schemas/order';
import { badRequest } from '../../../lib/app-error';

/** The shopper may be charged at most 0.01 AED away from what they were shown. */
export const AMOUNT_TOLERANCE_FILS = 1;
const FLOAT_SLACK = 1e-6;

/**
 * Step 4: the client's `amount` and `discountValue` are what the shopper saw; when either is not what the
 * server computed (a price changed, a tampered request), the order is refused rather than silently charged.
 */
export function checkClientTotal(
  bill: CheckoutBill,
  client: { amount: number; discountValue: number },
): void {
  const amountOff = Math.abs(client.amount * FILS_PER_AED - bill.grandTotalFils);
  const discountOff = Math.abs(client.discountValue - bill.discountValue);
  if (amountOff > AMOUNT_TOLERANCE_FILS + FLOAT_SLACK || discountOff > FLOAT_SLACK) {
    throw badRequest(ORDER_TOTAL_CHANGED);
  }
}
