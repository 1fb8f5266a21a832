import type { CheckoutBill } from '@souq/shared/pricing/checkout-bill';
import { billVat, VAT_PERCENT } from '@souq/shared/pricing/vat';
import type { IncludedVat } from '@/shared/orders/order-format';

/**
 * What the line under the checkout's bill says, "Includes VAT 5 %: AED 4.76": the VAT inside the Grand Total,
 * worked out line by line as the server will when it places the order (packages/shared/src/pricing/vat.ts).
 * Null while the store is not registered for VAT (or has not said yet), and for an empty bill. Prices already
 * include it, so no total changes.
 */
export function checkoutVat(bill: CheckoutBill, vatRegistered: boolean | undefined): IncludedVat | null {
  if (vatRegistered !== true || bill.grandTotalFils === 0) return null;
  return { percent: VAT_PERCENT, vatFils: billVat(bill, VAT_PERCENT).vatFils };
}
