import type { AdminOrder } from '@souq/shared/schemas/admin-orders';
import type { ReactTable } from '@tanstack/react-table';
import type { ordersTableFeatures } from './orders-columns';

type OrdersTable = ReactTable<typeof ordersTableFeatures, AdminOrder>;

/** The grid on a wide screen: one row per order, every column. */
export function OrdersTable({ table }: { table: OrdersTable }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="bg-navy-50 text-xs uppercase tracking-wide text-navy-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-3 font-extrabold">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-navy-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'bg-coral-50' : 'hover:bg-cream'}>
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
