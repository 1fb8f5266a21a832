import { type CartTotals, FREE_DELIVERY_ABOVE_FILS } from '@souq/shared/pricing/cart-totals';
import { formatAed } from '@souq/shared/pricing/money';
import { buttonStyles } from '../../../shared/ui/button-styles';
import { SummaryRow, SummaryTotal } from '../../../shared/ui/summary-rows';

/** spec §2 Cart: the totals block and 'Proceed to Checkout'. */
export function CartSummary({ totals, onCheckout }: { totals: CartTotals; onCheckout: () => void }) {
  const savings = totals.subtotalFils - totals.discountedFils;
  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="text-lg font-extrabold text-navy-800">
        Order Summary
      </h2>
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
    </section>
  );
}
