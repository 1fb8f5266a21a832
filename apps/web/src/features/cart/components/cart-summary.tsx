import { type CartTotals, FREE_DELIVERY_ABOVE_FILS } from '@souq/shared/pricing/cart-totals';
import { formatAed } from '@souq/shared/pricing/money';
import { buttonStyles } from '@/shared/ui/button-styles';
import { CardSection } from '@/shared/ui/card-section';
import { SummaryRow, SummaryTotal } from '@/shared/ui/summary-rows';

/** Cart page: the totals block and 'Proceed to Checkout'. */
export function CartSummary({ totals, onCheckout }: { totals: CartTotals; onCheckout: () => void }) {
  const savings = totals.subtotalFils - totals.discountedFils;
  return (
    <CardSection title="Order Summary" className="p-5 lg:sticky lg:top-24">
      <dl className="mt-4 space-y-2 text-sm">
        <SummaryRow label="Subtotal" value={formatAed(totals.subtotalFils)} />
        {savings > 0 ? <SummaryRow label="You save" value={`− ${formatAed(savings)}`} accent /> : null}
        <SummaryRow label="Discounted price" value={formatAed(totals.discountedFils)} />
        <SummaryRow
          label="Delivery Fee"
          value={totals.deliveryFils === 0 ? 'Free' : formatAed(totals.deliveryFils)}
        />
        <SummaryTotal label="Total" value={formatAed(totals.totalFils)} testId="cart-total" />
      </dl>
      <p className="mt-3 text-xs text-navy-600">
        Free delivery on orders above {formatAed(FREE_DELIVERY_ABOVE_FILS)}.
      </p>
      <button type="button" onClick={onCheckout} className={`${buttonStyles.primary} mt-5 w-full`}>
        Proceed to Checkout
      </button>
    </CardSection>
  );
}
