import type { AdminCustomerRow } from '@souq/shared/schemas/admin-customers';
import type { ReactTable } from '@tanstack/react-table';
import { formatDay } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { ordersLabel } from '../customer-labels';
import { CustomerLink, type customersTableFeatures } from './customers-columns';

type CustomersTable = ReactTable<typeof customersTableFeatures, AdminCustomerRow>;

/** The grid on a phone or a narrow window: the same rows as stacked cards (sorted with the form's select). */
export function CustomerCards({ table }: { table: CustomersTable }) {
  return (
    <ul className="flex flex-col gap-3 lg:hidden" aria-label="Customers">
      {table.getRowModel().rows.map((row) => {
        const customer = row.original;
        return (
          <li key={row.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <CustomerLink customer={customer} />
              <span className="font-bold whitespace-nowrap">{formatAedAmount(customer.lifetimeSpend)}</span>
            </div>
            <p className="mt-1 text-sm break-all">{customer.email}</p>
            <p className="text-sm">{customer.phone}</p>
            <p className="mt-2 text-sm text-navy-600">
              {ordersLabel(customer.orderCount)}
              {customer.lastOrder ? ` · last ${formatDay(customer.lastOrder)}` : ''} · joined{' '}
              {formatDay(customer.joined)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
