import type { AdminProductRow } from '@souq/shared/schemas/admin-products';
import { createColumnHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDay } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { SortButton } from '@/shared/ui/sort-button';
import { ProductFlags } from './product-flags';
import { ProductThumbnail } from './product-thumbnail';
import { StockBadge } from './stock-badge';

/**
 * The grid sorts by its headers, but the api does the sorting (and the filtering and paging): the order lives
 * in the address, and the grid only shows and changes it.
 */
export const productsTableFeatures = tableFeatures({ rowSortingFeature });

const column = createColumnHelper<typeof productsTableFeatures, AdminProductRow>();

export function ProductLink({ product }: { product: Pick<AdminProductRow, 'id' | 'name'> }) {
  return (
    <Link
      to={`/products/${product.id}`}
      className="font-extrabold text-coral-700 underline-offset-2 hover:underline"
    >
      {product.name}
    </Link>
  );
}

/** Kept at module scope: the table rebuilds its models whenever its columns change identity. */
export const productsColumns = column.columns([
  column.accessor('image', {
    header: () => <span className="sr-only">Picture</span>,
    enableSorting: false,
    cell: (info) => <ProductThumbnail url={info.getValue()} />,
  }),
  column.accessor('name', {
    sortDescFirst: false,
    header: ({ column: c }) => (
      <SortButton label="Name" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: ({ row }) => <ProductLink product={row.original} />,
  }),
  column.accessor('sku', {
    sortDescFirst: false,
    header: ({ column: c }) => (
      <SortButton label="SKU" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
  }),
  column.accessor((product) => `${product.category} · ${product.subCategory}`, {
    id: 'category',
    header: 'Category',
    enableSorting: false,
  }),
  column.accessor('price', {
    sortDescFirst: false,
    header: ({ column: c }) => (
      <SortButton label="Price" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: (info) => <span className="whitespace-nowrap font-bold">{formatAedAmount(info.getValue())}</span>,
  }),
  column.accessor('totalStock', {
    id: 'stock',
    sortDescFirst: false,
    header: ({ column: c }) => (
      <SortButton label="Stock" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: ({ row }) => <StockBadge state={row.original.stockState} units={row.original.totalStock} />,
  }),
  column.display({
    id: 'flags',
    header: 'Shown as',
    cell: ({ row }) => <ProductFlags product={row.original} />,
  }),
  column.accessor('createdAt', {
    id: 'created',
    sortDescFirst: true,
    header: ({ column: c }) => (
      <SortButton label="Added" sorted={c.getIsSorted()} onToggle={c.getToggleSortingHandler()} />
    ),
    cell: (info) => <span className="whitespace-nowrap">{formatDay(info.getValue())}</span>,
  }),
]);
