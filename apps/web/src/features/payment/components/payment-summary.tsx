import { SHIPPING_METHOD_DETAILS } from '@souq/shared/pricing/checkout-bill';
import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import type { ReactNode } from 'react';
import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { CardSection } from '@/shared/ui/card-section';
import { SummaryRow, SummaryTotal } from '@/shared/ui/summary-rows';

/** Payment page: 'Grand total' in AED with 2 decimals, and the action that pays it. */
export function PaymentSummary({ handoff, children }: { handoff: CheckoutHandoff; children: ReactNode }) {
  const shipping = SHIPPING_METHOD_DETAILS[handoff.shippingMethod];
  return (
    <CardSection title="Order Summary" className="p-5 lg:sticky lg:top-24">
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
    </CardSection>
  );
}
