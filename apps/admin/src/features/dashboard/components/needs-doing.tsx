import type { DashboardResponse } from '@souq/shared/schemas/admin-dashboard';
import type { OrderStatus } from '@souq/shared/schemas/order';
import { Link } from 'react-router';
import { Card } from '@/shared/ui/card';

/** The statuses where an order waits for someone (Delivered and Cancelled are done), in the path's order. */
const WAITING: readonly { status: OrderStatus; todo: string }[] = [
  { status: 'Order Placed', todo: 'to pack' },
  { status: 'Packing', todo: 'to ship' },
  { status: 'Shipped', todo: 'with the courier' },
  { status: 'Out for delivery', todo: 'to deliver' },
  { status: 'Payment Pending', todo: 'awaiting card payment' },
];

/** How many orders wait in each status now, each a link to the orders list filtered by it. */
export function NeedsDoing({ waiting }: { waiting: DashboardResponse['waiting'] }) {
  return (
    <Card as="section" aria-labelledby="needs-doing" className="p-5">
      <h2 id="needs-doing" className="text-lg font-extrabold">
        Needs doing now
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {WAITING.map(({ status, todo }) => {
          const count = waiting[status] ?? 0;
          return (
            <li key={status}>
              <Link
                to={`/orders?${new URLSearchParams({ status })}`}
                className={`flex min-h-11 items-center justify-between gap-2 rounded-xl px-4 py-3 ring-1 ${
                  count > 0
                    ? 'bg-coral-50 ring-coral-100 hover:bg-coral-100'
                    : 'bg-cream ring-navy-100 hover:bg-navy-50'
                }`}
              >
                <span>
                  <span className="block font-bold">{status}</span>
                  <span className="block text-sm text-navy-600">{todo}</span>
                </span>
                <span className="text-2xl font-extrabold">{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
