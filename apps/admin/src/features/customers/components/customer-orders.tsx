import type { CustomerOrder } from '@souq/shared/schemas/admin-customers';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import type { OrderBadges } from './order-badges';

function OrderLink({ order }: { order: CustomerOrder }) {
  return (
    <Link
      to={`/orders/${order.id}`}
      className="font-extrabold whitespace-nowrap text-coral-700 underline-offset-2 hover:underline"
    >
      {order.orderNumber}
    </Link>
  );
}

/** What the order adds to the lifetime spend: its amount, or a dash when it adds nothing. */
const spendText = (order: CustomerOrder) => (order.spend > 0 ? formatAedAmount(order.spend) : '—');

interface CustomerOrdersProps {
  orders: CustomerOrder[];
  badges: OrderBadges;
}

/** The customer's orders, newest first: a table on a wide screen, cards on a phone; each opens its order. */
export function CustomerOrders({ orders, badges }: CustomerOrdersProps) {
  if (orders.length === 0) return <p className="text-navy-600">No orders yet.</p>;
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Orders</caption>
          <thead className="text-xs uppercase tracking-wide text-navy-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-extrabold">
                Order
              </th>
              <th scope="col" className="px-3 py-2 font-extrabold">
                Date
              </th>
              <th scope="col" className="px-3 py-2 font-extrabold">
                Status
              </th>
              <th scope="col" className="px-3 py-2 font-extrabold">
                Payment
              </th>
              <th scope="col" className="px-3 py-2 text-right font-extrabold">
                Total
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-extrabold">
                Adds to spend
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {orders.map((order) => (
              <tr key={order.id}>
                <td className="py-3 pr-3">
                  <OrderLink order={order} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(order.date)}</td>
                <td className="px-3 py-3">{badges.status(order.status)}</td>
                <td className="px-3 py-3">{badges.payment(order.paymentMethod, order.paid)}</td>
                <td className="px-3 py-3 text-right font-bold whitespace-nowrap">
                  {formatAedAmount(order.total)}
                </td>
                <td className="py-3 pl-3 text-right whitespace-nowrap">{spendText(order)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col divide-y divide-navy-100 md:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <OrderLink order={order} />
              {badges.status(order.status)}
            </div>
            <p className="mt-1 text-sm text-navy-600">{formatDateTime(order.date)}</p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
              {badges.payment(order.paymentMethod, order.paid)}
              <span className="font-bold">{formatAedAmount(order.total)}</span>
            </div>
            <p className="mt-1 text-sm text-navy-600">Adds to spend: {spendText(order)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
