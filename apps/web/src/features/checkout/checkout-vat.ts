import type { CheckoutBill } from '@souq/shared/pricing/checkout-bill';
import { billVat, VAT_PERCENT, vatIncludedText } from '@souq/shared/pricing/vat';

/**
 * The line under the checkout's bill, "Includes VAT 5 %: AED 4.76": the VAT inside the Grand Total, worked out
 * line by line as the server will when it places the order (packages/shared/src/pricing/vat.ts). Null while
 * the store is not registered for VAT (or has not said yet), and for an empty bill. Prices already include
 * it, so no total changes.
 */
export function checkoutVatText(bill: CheckoutBill, vatRegistered: boolean | undefined): string | null {
  if (vatRegistered !== true || bill.grandTotalFils === 0) return null;
  return vatIncludedText(billVat(bill, VAT_PERCENT).vatFils, VAT_PERCENT);
}
