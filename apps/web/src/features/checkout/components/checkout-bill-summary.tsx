import type { CheckoutBill } from '@souq/shared/pricing/checkout-bill';
import { formatAed } from '@souq/shared/pricing/money';
import { useIntl } from 'react-intl';
import type { IncludedVat } from '@/shared/orders/order-format';
import { VatIncluded } from '@/shared/orders/vat-included';
import { buttonStyles } from '@/shared/ui/button-styles';
import { CardSection } from '@/shared/ui/card-section';
import { SummaryRow, SummaryTotal } from '@/shared/ui/summary-rows';

interface CheckoutBillSummaryProps {
  bill: CheckoutBill;
  /** The address form the button submits (submission stops on any error). */
  formId: string;
  /** "Includes VAT 5 %: AED 4.76" under the bill (checkout-vat.ts), or null when the store charges no VAT. */
  vat: IncludedVat | null;
}

/** Checkout: every bill line from the shared pricing module, and 'Continue to Payment'. */
export function CheckoutBillSummary({ bill, formId, vat }: CheckoutBillSummaryProps) {
  const { formatMessage: t } = useIntl();
  return (
    <CardSection title={t({ id: 'cart.orderSummary' })} className="p-4 sm:p-6 lg:sticky lg:top-24">
      <dl className="mt-4 space-y-2 text-sm">
        <SummaryRow label={t({ id: 'cart.subtotal' })} value={formatAed(bill.subtotalFils)} />
        <SummaryRow label={t({ id: 'cart.discountedPrice' })} value={formatAed(bill.discountedFils)} />
        <SummaryRow
          label={t({ id: 'checkout.shippingCharges' })}
          value={bill.deliveryFils === 0 ? t({ id: 'cart.free' }) : formatAed(bill.deliveryFils)}
        />
        {bill.shippingMethod === 'Express' ? (
          <SummaryRow label={t({ id: 'checkout.expressCost' })} value={formatAed(bill.expressFils)} />
        ) : null}
        {bill.discountValue > 0 ? (
          <SummaryRow
            label={t({ id: 'checkout.coupon' }, { percent: bill.couponPercent })}
            value={`− ${formatAed(bill.couponFils)}`}
            accent
          />
        ) : null}
        <SummaryTotal
          label={t({ id: 'checkout.grandTotal' })}
          value={formatAed(bill.grandTotalFils)}
          testId="grand-total"
        />
      </dl>
      {vat ? (
        <p data-testid="vat-included" className="mt-1 text-end text-xs text-navy-600">
          <VatIncluded vat={vat} />
        </p>
      ) : null}
      <button type="submit" form={formId} className={`${buttonStyles.primary} mt-5 w-full`}>
        {t({ id: 'checkout.continueToPayment' })}
      </button>
    </CardSection>
  );
}
