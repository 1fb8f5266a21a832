import type { AdminProductRow } from '@souq/shared/schemas/admin-products';
import type { ReactTable } from '@tanstack/react-table';
import { DataTable } from '@/shared/ui/data-table';
import { ariaSort } from '@/shared/ui/sort-button';
import type { productsTableFeatures } from './products-columns';

type ProductsTable = ReactTable<typeof productsTableFeatures, AdminProductRow>;

/** The grid on a wide screen: one row per product, every column; archived ones shaded. */
export function ProductsTable({ table }: { table: ProductsTable }) {
  return (
    <DataTable
      table={table}
      caption="Products"
      from="md"
      ariaSortOf={(header) => ariaSort(header.column.getCanSort(), header.column.getIsSorted())}
      rowClassName={(row) => (row.original.archived ? 'bg-navy-50/60' : 'hover:bg-cream')}
      cellPadding="py-2"
    />
  );
}
