import { SHIPPING_METHOD_DETAILS } from '@souq/shared/pricing/checkout-bill';
import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import type { ReactNode } from 'react';
import type { CheckoutHandoff } from '../../../shared/checkout/checkout-handoff';

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
        <div className="flex justify-between gap-4">
          <dt className="text-navy-600">Shipping</dt>
          <dd className="text-right font-bold text-navy-800">
            {handoff.shippingMethod} ({shipping.days})
          </dd>
        </div>
        {handoff.discountCode ? (
          <div className="flex justify-between gap-4">
            <dt className="text-navy-600">Discount code</dt>
            <dd className="font-bold text-mint-700">{handoff.discountCode}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-navy-100 pt-3 text-base font-extrabold text-navy-800">
          <dt>Grand total</dt>
          <dd data-testid="grand-total">{formatAed(aedToFils(handoff.finalAmount))}</dd>
        </div>
      </dl>
      <div className="mt-5">{children}</div>
    </section>
  );
}
