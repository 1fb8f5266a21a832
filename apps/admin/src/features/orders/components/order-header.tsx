import type { AdminOrderDetail } from '@souq/shared/schemas/admin-orders';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/dates';
import { buttonStyles } from '@/shared/ui/button-styles';
import { StatusBadge } from './status-badge';

/** The order's number, where it stands and when it was placed, with the way back and the packing slip. */
export function OrderHeader({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="mb-5">
      <Link to="/orders" className="text-sm font-bold text-coral-700 underline-offset-2 hover:underline">
        ← All orders
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold">Order {order.orderNumber}</h1>
          <StatusBadge status={order.status} />
        </div>
        <Link to={`/orders/${order._id}/packing-slip`} className={buttonStyles.secondary}>
          Packing slip
        </Link>
      </div>
      <p className="mt-1 text-navy-600">Placed {formatDateTime(order.date)}</p>
    </div>
  );
}
