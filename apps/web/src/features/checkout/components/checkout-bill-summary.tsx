import type { CheckoutBill } from '@souq/shared/pricing/checkout-bill';
import { formatAed } from '@souq/shared/pricing/money';
import { buttonStyles } from '@/shared/ui/button-styles';
import { CardSection } from '@/shared/ui/card-section';
import { SummaryRow, SummaryTotal } from '@/shared/ui/summary-rows';

interface CheckoutBillSummaryProps {
  bill: CheckoutBill;
  /** The address form the button submits (submission stops on any error). */
  formId: string;
  /** "Includes VAT 5 %: AED 4.76" under the bill (checkout-vat.ts), or null when the store charges no VAT. */
  vatText: string | null;
}

/** Checkout: every bill line from the shared pricing module, and 'Continue to Payment'. */
export function CheckoutBillSummary({ bill, formId, vatText }: CheckoutBillSummaryProps) {
  return (
    <CardSection title="Order Summary" className="p-4 sm:p-6 lg:sticky lg:top-24">
      <dl className="mt-4 space-y-2 text-sm">
        <SummaryRow label="Subtotal" value={formatAed(bill.subtotalFils)} />
        <SummaryRow label="Discounted price" value={formatAed(bill.discountedFils)} />
        <SummaryRow
          label="Shipping Charges"
          value={bill.deliveryFils === 0 ? 'Free' : formatAed(bill.deliveryFils)}
        />
        {bill.shippingMethod === 'Express' ? (
          <SummaryRow label="Express Delivery Cost" value={formatAed(bill.expressFils)} />
        ) : null}
        {bill.discountValue > 0 ? (
          <SummaryRow
            label={`Coupon (${bill.couponPercent}%)`}
            value={`− ${formatAed(bill.couponFils)}`}
            accent
          />
        ) : null}
        <SummaryTotal label="Grand Total" value={formatAed(bill.grandTotalFils)} testId="grand-total" />
      </dl>
      {vatText ? (
        <p data-testid="vat-included" className="mt-1 text-right text-xs text-navy-600">
          {vatText}
        </p>
      ) : null}
      <button type="submit" form={formId} className={`${buttonStyles.primary} mt-5 w-full`}>
        Continue to Payment
      </button>
    </CardSection>
  );
}
