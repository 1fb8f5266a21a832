import { STORE_NAME } from '@souq/shared/config/store';
import type { AdminOrderDetail } from '@souq/shared/schemas/admin-orders';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { Link, useParams } from 'react-router';
import { formatDay } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { buttonStyles } from '@/shared/ui/button-styles';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { useOrder } from '../api/get-order';
import { unitCount } from '../order-labels';

/** What the courier needs to know of the payment: the cash to collect, if any. */
function paymentLine(order: AdminOrderDetail): string {
  if (order.paymentMethod === 'cod') {
    return order.payment
      ? 'Cash on delivery: paid'
      : `Cash on delivery: collect ${formatAedAmount(order.bill.total)}`;
  }
  return order.payment ? 'Paid by card' : 'Card payment not yet confirmed';
}

/**
 * /admin/orders/:id/packing-slip: one printable page for the parcel. No prices but the cash to collect (it
 * lists the parcel's contents, not its bill), no navigation; the buttons are left off the paper.
 */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  if (order.isPending) return <Loading label="Loading the packing slip…" />;
  if (order.error) return <LoadFailed error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const { address } = o;

  return (
    <main className="mx-auto max-w-3xl bg-white p-6 text-navy-900 sm:my-6 sm:rounded-2xl sm:p-10 sm:shadow-sm print:m-0 print:max-w-none print:p-0 print:shadow-none">
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <button type="button" className={buttonStyles.primary} onClick={() => window.print()}>
          Print
        </button>
        <Link to={`/orders/${o._id}`} className={buttonStyles.ghost}>
          Back to the order
        </Link>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-navy-800 pb-4">
        <div>
          <p className="text-2xl font-extrabold">{STORE_NAME}</p>
          <h1 className="text-lg font-bold">Packing slip</h1>
        </div>
        <dl className="text-right">
          <dt className="sr-only">Order</dt>
          <dd className="text-2xl font-extrabold">{o.orderNumber}</dd>
          <dt className="sr-only">Date</dt>
          <dd>{formatDay(o.date)}</dd>
        </dl>
      </header>
      <section aria-label="Ship to" className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="text-xs font-extrabold uppercase tracking-wide">Ship to</h2>
          <address className="mt-1 not-italic leading-relaxed">
            <span className="block text-lg font-bold">{address.fullname}</span>
            <span className="block">{address.street}</span>
            <span className="block">
              {address.city}, {address.region} {address.zipcode}
            </span>
            <span className="block">{address.phone}</span>
          </address>
        </div>
        <div>
          <h2 className="text-xs font-extrabold uppercase tracking-wide">Shipping method</h2>
          <p className="mt-1 text-lg font-bold">{o.shippingMethod}</p>
          <h2 className="mt-3 text-xs font-extrabold uppercase tracking-wide">Payment</h2>
          <p className="mt-1 font-bold">{paymentLine(o)}</p>
        </div>
      </section>
      <table className="mt-8 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Items in the parcel</caption>
        <thead>
          <tr className="border-b-2 border-navy-800">
            <th scope="col" className="py-2 pr-2">
              Item
            </th>
            <th scope="col" className="py-2 pr-2">
              Colour
            </th>
            <th scope="col" className="py-2 pr-2">
              Size
            </th>
            <th scope="col" className="py-2 pr-2">
              SKU
            </th>
            <th scope="col" className="py-2 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {o.items.map((item) => (
            <tr
              key={`${item.itemId}/${item.colorName}/${item.size}`}
              className="border-b border-navy-100 break-inside-avoid"
            >
              <td className="py-2 pr-2 font-bold">{item.name}</td>
              <td className="py-2 pr-2">{item.colorName}</td>
              <td className="py-2 pr-2">{sizeLabel(item.size)}</td>
              <td className="py-2 pr-2 font-mono text-xs">{item.subSKU}</td>
              <td className="py-2 text-right text-base font-extrabold">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className="pt-3 text-right">
              Units
            </th>
            <td className="pt-3 text-right text-base font-extrabold">{unitCount(o.items)}</td>
          </tr>
        </tfoot>
      </table>
    </main>
  );
}
