import type { AdminOrder } from '@souq/shared/schemas/admin-orders';
import type { ReactTable } from '@tanstack/react-table';
import { DataTable } from '@/shared/ui/data-table';
import type { ordersTableFeatures } from './orders-columns';

type OrdersTable = ReactTable<typeof ordersTableFeatures, AdminOrder>;

/** The grid on a wide screen: one row per order, every column; selected ones highlighted. */
export function OrdersTable({ table }: { table: OrdersTable }) {
  return (
    <DataTable
      table={table}
      caption="Orders"
      from="md"
      rowClassName={(row) => (row.getIsSelected() ? 'bg-coral-50' : 'hover:bg-cream')}
    />
  );
}
