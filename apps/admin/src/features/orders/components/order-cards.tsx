import type { AdminOrder } from '@souq/shared/schemas/admin-orders';
import type { ReactTable } from '@tanstack/react-table';
import { useId } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { unitCount } from '../order-labels';
import { OrderLink, type ordersTableFeatures } from './orders-columns';
import { PaymentSummary } from './payment-summary';
import { SelectCheckbox } from './select-checkbox';
import { StatusBadge } from './status-badge';

type OrdersTable = ReactTable<typeof ordersTableFeatures, AdminOrder>;

/** The grid on a phone: the same rows (and the same selection) as stacked cards. */
export function OrderCards({ table }: { table: OrdersTable }) {
  const rows = table.getRowModel().rows;
  const selectAllId = useId();
  return (
    <div className="md:hidden">
      <div className="mb-2 flex min-h-11 items-center gap-3 px-1 text-sm font-bold">
        <SelectCheckbox
          id={selectAllId}
          label="Select all orders on this page"
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
        {/* The box's own name is the longer one; this makes the words a bigger target for a thumb. */}
        <label htmlFor={selectAllId} aria-hidden="true">
          Select all
        </label>
      </div>
      <ul className="flex flex-col gap-3" aria-label="Orders">
        {rows.map((row) => {
          const order = row.original;
          return (
            <li
              key={row.id}
              className={`rounded-2xl p-4 shadow-sm ring-1 ${row.getIsSelected() ? 'bg-coral-50 ring-coral-300' : 'bg-white ring-navy-100'}`}
            >
              <div className="flex items-start gap-3">
                <div className="flex min-h-11 items-center">
                  <SelectCheckbox
                    label={`Select order ${order.orderNumber}`}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <OrderLink order={order} />
                    <StatusBadge status={order.status} />
                  </div>
                  <p className="mt-1 text-sm text-navy-600">{formatDateTime(order.date)}</p>
                  <p className="mt-2 text-sm">
                    <span className="font-bold">{order.customer.name}</span>{' '}
                    <span className="text-navy-600">{order.customer.phone}</span>
                  </p>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>
                      {unitCount(order.items)} {unitCount(order.items) === 1 ? 'item' : 'items'} ·{' '}
                      <span className="font-bold">{formatAedAmount(order.bill.total)}</span>
                    </span>
                    <PaymentSummary method={order.paymentMethod} paid={order.payment} />
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
