import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { SHIPPING_METHOD_TEXT } from '@/shared/checkout/shipping-method-text';
import { CardSection } from '@/shared/ui/card-section';
import { SummaryRow, SummaryTotal } from '@/shared/ui/summary-rows';

/** Payment page: 'Grand total' in AED with 2 decimals, and the action that pays it. */
export function PaymentSummary({ handoff, children }: { handoff: CheckoutHandoff; children: ReactNode }) {
  const { formatMessage: t } = useIntl();
  const shipping = SHIPPING_METHOD_TEXT[handoff.shippingMethod];
  return (
    <CardSection title={t({ id: 'cart.orderSummary' })} className="p-5 lg:sticky lg:top-24">
      <dl className="mt-4 space-y-2 text-sm">
        <SummaryRow
          label={t({ id: 'payment.shipping' })}
          value={t(
            { id: 'payment.shippingValue' },
            { method: t({ id: shipping.name }), days: t({ id: shipping.days }) },
          )}
        />
        {handoff.discountCode ? (
          <SummaryRow label={t({ id: 'payment.discountCode' })} value={handoff.discountCode} accent />
        ) : null}
        <SummaryTotal
          label={t({ id: 'payment.grandTotal' })}
          value={formatAed(aedToFils(handoff.finalAmount))}
          testId="grand-total"
        />
      </dl>
      <div className="mt-5">{children}</div>
    </CardSection>
  );
}
