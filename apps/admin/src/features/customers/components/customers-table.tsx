import type { AdminCustomerRow } from '@souq/shared/schemas/admin-customers';
import type { ReactTable } from '@tanstack/react-table';
import { ariaSort } from '@/shared/ui/sort-button';
import type { customersTableFeatures } from './customers-columns';

type CustomersTable = ReactTable<typeof customersTableFeatures, AdminCustomerRow>;

/** The grid on a wide screen: one row per customer, every column, sorted by its headers. */
export function CustomersTable({ table }: { table: CustomersTable }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Customers</caption>
        <thead className="bg-navy-50 text-xs uppercase tracking-wide text-navy-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSort(header.column.getCanSort(), header.column.getIsSorted())}
                  className="px-3 py-2 font-extrabold"
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-navy-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-cream">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-3 align-middle">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
