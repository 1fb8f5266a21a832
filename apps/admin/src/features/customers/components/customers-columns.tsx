import type { AdminCustomerRow } from '@souq/shared/schemas/admin-customers';
import { createColumnHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDay } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { SortButton } from '@/shared/ui/sort-button';

/**
 * The grid sorts by its headers, but the api does the sorting (and the search and paging): the order lives in
 * the address, and the grid only shows and changes it. Column ids are the api's sort fields.
 */
export const customersTableFeatures = tableFeatures({ rowSortingFeature });

const column = createColumnHelper<typeof customersTableFeatures, AdminCustomerRow>();

export function CustomerLink({ customer }: { customer: Pick<AdminCustomerRow, 'id' | 'name'> }) {
  return (
    <Link
      to={`/customers/${customer.id}`}
      className="font-extrabold break-words text-coral-700 underline-offset-2 hover:underline"
    >
      {customer.name}
    </Link>
  );
}

/** Kept at module scope: the table rebuilds its models whenever its columns change identity. */
export const customersColumns = column.columns([
  column.accessor('name', {
    sortDescFirst: false,
    header: ({ column: c }) => (
      <SortButton label="Name" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: ({ row }) => <CustomerLink customer={row.original} />,
  }),
  column.accessor('email', {
    sortDescFirst: false,
    header: ({ column: c }) => (
      <SortButton label="Email" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  column.accessor('phone', {
    header: 'Phone',
    enableSorting: false,
    cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
  }),
  column.accessor('joined', {
    sortDescFirst: true,
    header: ({ column: c }) => (
      <SortButton label="Joined" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: (info) => <span className="whitespace-nowrap">{formatDay(info.getValue())}</span>,
  }),
  column.accessor('orderCount', {
    id: 'orders',
    sortDescFirst: true,
    header: ({ column: c }) => (
      <SortButton label="Orders" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
  }),
  column.accessor('lifetimeSpend', {
    id: 'spend',
    sortDescFirst: true,
    header: ({ column: c }) => (
      <SortButton label="Spend" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: (info) => <span className="whitespace-nowrap font-bold">{formatAedAmount(info.getValue())}</span>,
  }),
  column.accessor('lastOrder', {
    sortDescFirst: true,
    header: ({ column: c }) => (
      <SortButton label="Last order" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: (info) => {
      const last = info.getValue();
      return <span className="whitespace-nowrap">{last ? formatDay(last) : 'None yet'}</span>;
    },
  }),
]);
