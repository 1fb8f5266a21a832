import type { DiscountOrder } from '@souq/shared/schemas/admin-discounts';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';

function OrderLink({ order }: { order: DiscountOrder }) {
  return (
    <Link
      to={`/orders/${order._id}`}
      className="font-extrabold text-coral-700 underline-offset-2 hover:underline"
    >
      {order.orderNumber}
    </Link>
  );
}

/**
 * The orders that used the code, newest first: a table on a wide screen, a list on a phone. A cancelled
 * order is shown (it used the code once) but no longer counts as a use.
 */
export function CodeOrders({ orders }: { orders: DiscountOrder[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Orders that used the code</caption>
          <thead className="text-xs uppercase tracking-wide text-navy-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-extrabold">
                Order
              </th>
              <th scope="col" className="px-3 py-2 font-extrabold">
                Date
              </th>
              <th scope="col" className="px-3 py-2 font-extrabold">
                Customer
              </th>
              <th scope="col" className="px-3 py-2 font-extrabold">
                Total
              </th>
              <th scope="col" className="px-3 py-2 font-extrabold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {orders.map((order) => (
              <tr key={order._id}>
                <td className="px-3 py-3">
                  <OrderLink order={order} />
                </td>
                <td className="whitespace-nowrap px-3 py-3">{formatDateTime(order.date)}</td>
                <td className="px-3 py-3">
                  <span className="block font-bold">{order.customer.name}</span>
                  <span className="block break-all text-navy-600">{order.customer.email}</span>
                </td>
                <td className="whitespace-nowrap px-3 py-3 font-bold">{formatAedAmount(order.total)}</td>
                <td className={`px-3 py-3 ${order.status === 'Cancelled' ? 'text-danger' : ''}`}>
                  {order.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col divide-y divide-navy-100 md:hidden" aria-label="Orders that used the code">
        {orders.map((order) => (
          <li key={order._id} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <OrderLink order={order} />
              <span className="font-bold">{formatAedAmount(order.total)}</span>
            </div>
            <p className="text-sm text-navy-600">{formatDateTime(order.date)}</p>
            <p className="mt-1 text-sm">
              <span className="font-bold">{order.customer.name}</span>{' '}
              <span className="break-all text-navy-600">{order.customer.email}</span>
            </p>
            <p className={`mt-1 text-sm font-bold ${order.status === 'Cancelled' ? 'text-danger' : ''}`}>
              {order.status}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
