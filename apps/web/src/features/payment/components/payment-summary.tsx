import { SHIPPING_METHOD_DETAILS } from '@souq/shared/pricing/checkout-bill';
import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import type { ReactNode } from 'react';
import type { CheckoutHandoff } from '../../../shared/checkout/checkout-handoff';
import { SummaryRow, SummaryTotal } from '../../../shared/ui/summary-rows';

/** spec §2 Payment: 'Grand total' in AED with 2 decimals, and the action that pays it. */
export function PaymentSummary({ handoff, children }: { handoff: CheckoutHandoff; children: ReactNode }) {
  const shipping = SHIPPING_METHOD_DETAILS[handoff.shippingMethod];
  return (
    <section
      aria-labelledby="payment-summary"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:sticky lg:top-24"
    >
      <h2 id="payment-summary" className="text-lg font-extrabold text-navy-800">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <SummaryRow label="Shipping" value={`${handoff.shippingMethod} (${shipping.days})`} />
        {handoff.discountCode ? (
          <SummaryRow label="Discount code" value={handoff.discountCode} accent />
        ) : null}
        <SummaryTotal
          label="Grand total"
          value={formatAed(aedToFils(handoff.finalAmount))}
          testId="grand-total"
        />
      </dl>
      <div className="mt-5">{children}</div>
    </section>
  );
}
