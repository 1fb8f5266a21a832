import type { AdminOrder } from '@souq/shared/schemas/admin-orders';
import { createColumnHelper, rowSelectionFeature, tableFeatures } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { unitCount } from '../order-labels';
import { PaymentSummary } from './payment-summary';
import { SelectCheckbox } from './select-checkbox';
import { StatusBadge } from './status-badge';

/** The grid selects rows (for the bulk moves); filtering and paging are the server's. */
export const ordersTableFeatures = tableFeatures({ rowSelectionFeature });

const column = createColumnHelper<typeof ordersTableFeatures, AdminOrder>();

export function OrderLink({ order }: { order: AdminOrder }) {
  return (
    <Link
      to={`/orders/${order._id}`}
      className="font-extrabold text-coral-700 underline-offset-2 hover:underline"
    >
      {order.orderNumber}
    </Link>
  );
}

/** Kept at module scope: the table rebuilds its models whenever its columns change identity. */
export const ordersColumns = column.columns([
  column.display({
    id: 'select',
    header: ({ table }) => (
      <SelectCheckbox
        label="Select all orders on this page"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <SelectCheckbox
        label={`Select order ${row.original.orderNumber}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  column.accessor('orderNumber', { header: 'Order', cell: ({ row }) => <OrderLink order={row.original} /> }),
  column.accessor('date', { header: 'Date', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('customer', {
    header: 'Customer',
    cell: (info) => (
      <>
        <span className="block font-bold">{info.getValue().name}</span>
        <span className="block text-navy-600">{info.getValue().phone}</span>
      </>
    ),
  }),
  column.accessor((order) => unitCount(order.items), { id: 'items', header: 'Items' }),
  column.accessor((order) => order.bill.total, {
    id: 'total',
    header: 'Total',
    cell: (info) => <span className="whitespace-nowrap font-bold">{formatAedAmount(info.getValue())}</span>,
  }),
  column.display({
    id: 'payment',
    header: 'Payment',
    cell: ({ row }) => <PaymentSummary method={row.original.paymentMethod} paid={row.original.payment} />,
  }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
]);
