import { type CartTotals, FREE_DELIVERY_ABOVE_FILS } from '@souq/shared/pricing/cart-totals';
import { formatAed } from '@souq/shared/pricing/money';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import { CardSection } from '@/shared/ui/card-section';
import { Ltr } from '@/shared/ui/ltr';
import { SummaryRow, SummaryTotal } from '@/shared/ui/summary-rows';

/** Cart page: the totals block and 'Proceed to Checkout'. */
export function CartSummary({ totals, onCheckout }: { totals: CartTotals; onCheckout: () => void }) {
  const { formatMessage: t } = useIntl();
  const savings = totals.subtotalFils - totals.discountedFils;
  return (
    <CardSection title={t({ id: 'cart.orderSummary' })} className="p-5 lg:sticky lg:top-24">
      <dl className="mt-4 space-y-2 text-sm">
        <SummaryRow label={t({ id: 'cart.subtotal' })} value={formatAed(totals.subtotalFils)} />
        {savings > 0 ? (
          <SummaryRow label={t({ id: 'cart.youSave' })} value={`− ${formatAed(savings)}`} accent />
        ) : null}
        <SummaryRow label={t({ id: 'cart.discountedPrice' })} value={formatAed(totals.discountedFils)} />
        <SummaryRow
          label={t({ id: 'cart.deliveryFee' })}
          value={totals.deliveryFils === 0 ? t({ id: 'cart.free' }) : formatAed(totals.deliveryFils)}
        />
        <SummaryTotal
          label={t({ id: 'cart.total' })}
          value={formatAed(totals.totalFils)}
          testId="cart-total"
        />
      </dl>
      <p className="mt-3 text-xs text-navy-600">
        <FormattedMessage
          id="cart.freeDeliveryAbove"
          values={{ amount: <Ltr>{formatAed(FREE_DELIVERY_ABOVE_FILS)}</Ltr> }}
        />
      </p>
      <button type="button" onClick={onCheckout} className={`${buttonStyles.primary} mt-5 w-full`}>
        {t({ id: 'cart.proceedToCheckout' })}
      </button>
    </CardSection>
  );
}
