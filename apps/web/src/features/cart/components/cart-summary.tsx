import { type CartTotals, FREE_DELIVERY_ABOVE_FILS } from '@souq/shared/pricing/cart-totals';
import { formatAed } from '@souq/shared/pricing/money';
import { buttonStyles } from '../../../shared/ui/button-styles';

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
        <Row label="Subtotal" value={formatAed(totals.subtotalFils)} />
        {savings > 0 ? <Row label="You save" value={`− ${formatAed(savings)}`} accent /> : null}
        <Row label="Discounted price" value={formatAed(totals.discountedFils)} />
        <Row
          label="Delivery Fee"
          value={totals.deliveryFils === 0 ? 'Free' : formatAed(totals.deliveryFils)}
        />
        <div className="flex justify-between border-t border-navy-100 pt-3 text-base font-extrabold text-navy-800">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatAed(totals.totalFils)}</dd>
        </div>
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

function Row({ label, value, accent = false }: { label: string; value: string; accent?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-navy-600">{label}</dt>
      <dd className={`font-bold ${accent ? 'text-mint-700' : 'text-navy-800'}`}>{value}</dd>
    </div>
  );
}
