import type { CheckoutBill } from '@souq/shared/pricing/checkout-bill';
import { formatAed } from '@souq/shared/pricing/money';
import { buttonStyles } from '../../../shared/ui/button-styles';

interface CheckoutBillSummaryProps {
  bill: CheckoutBill;
  /** The address form the button submits (spec §5: submission stops on any error). */
  formId: string;
}

/** spec §2 Checkout: every bill line from the shared pricing module, and 'Continue to Payment'. */
export function CheckoutBillSummary({ bill, formId }: CheckoutBillSummaryProps) {
  return (
    <section
      aria-labelledby="checkout-bill"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-bill" className="text-lg font-extrabold text-navy-800">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <Row label="Subtotal" value={formatAed(bill.subtotalFils)} />
        <Row label="Discounted price" value={formatAed(bill.discountedFils)} />
        <Row
          label="Shipping Charges"
          value={bill.deliveryFils === 0 ? 'Free' : formatAed(bill.deliveryFils)}
        />
        {bill.shippingMethod === 'Express' ? (
          <Row label="Express Delivery Cost" value={formatAed(bill.expressFils)} />
        ) : null}
        {bill.discountValue > 0 ? (
          <Row label={`Coupon (${bill.couponPercent}%)`} value={`− ${formatAed(bill.couponFils)}`} accent />
        ) : null}
        <div className="flex justify-between gap-4 border-t border-navy-100 pt-3 text-base font-extrabold text-navy-800">
          <dt>Grand Total</dt>
          <dd data-testid="grand-total">{formatAed(bill.grandTotalFils)}</dd>
        </div>
      </dl>
      <button type="submit" form={formId} className={`${buttonStyles.primary} mt-5 w-full`}>
        Continue to Payment
      </button>
    </section>
  );
}

function Row({ label, value, accent = false }: { label: string; value: string; accent?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-navy-600">{label}</dt>
      <dd className={`font-bold ${accent ? 'text-mint-700' : 'text-navy-800'}`}>{value}</dd>
    </div>
  );
}
