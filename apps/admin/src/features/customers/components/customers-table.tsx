import type { AdminCustomerRow } from '@souq/shared/schemas/admin-customers';
import type { ReactTable } from '@tanstack/react-table';
import { DataTable } from '@/shared/ui/data-table';
import { ariaSort } from '@/shared/ui/sort-button';
import type { customersTableFeatures } from './customers-columns';

type CustomersTable = ReactTable<typeof customersTableFeatures, AdminCustomerRow>;

/** The grid on a wide screen: one row per customer, every column, sorted by its headers. */
export function CustomersTable({ table }: { table: CustomersTable }) {
  return (
    <DataTable
      table={table}
      caption="Customers"
      from="lg"
      ariaSortOf={(header) => ariaSort(header.column.getCanSort(), header.column.getIsSorted())}
    />
  );
}
