import { aedToFils } from '@souq/shared/pricing/money';
import { vatIncludedText } from '@souq/shared/pricing/vat';
import type { AdminOrderDetail } from '@souq/shared/schemas/admin-orders';
import { formatAedAmount } from '@/shared/format/money';

/**
 * The bill as it was charged: items after their discounts, the code's share, delivery, total, and the VAT the
 * total includes (none is said when the store charged none).
 */
export function OrderBill({ order }: { order: AdminOrderDetail }) {
  const { bill } = order;
  return (
    <div className="mt-4 border-t border-navy-100 pt-4 text-sm">
      <dl className="flex flex-col gap-1">
        <Line label="Items" value={formatAedAmount(bill.items)} />
        {bill.coupon > 0 ? (
          <Line
            label={`Discount code${order.discountCode ? ` ${order.discountCode}` : ''} (${order.discountPercent}%)`}
            value={`− ${formatAedAmount(bill.coupon)}`}
          />
        ) : null}
        <Line label="Delivery" value={bill.delivery === 0 ? 'Free' : formatAedAmount(bill.delivery)} />
        <div className="mt-1 flex justify-between border-t border-navy-100 pt-2 text-base font-extrabold">
          <dt>Total</dt>
          <dd>{formatAedAmount(bill.total)}</dd>
        </div>
      </dl>
      {order.vatPercent > 0 ? (
        <p className="mt-1 text-right text-navy-600">
          {vatIncludedText(aedToFils(bill.vat), order.vatPercent)}
        </p>
      ) : null}
    </div>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-navy-600">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
