import type { AdminProductRow } from '@souq/shared/schemas/admin-products';
import { type SortingState, type Updater, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRODUCTS_CSV_HREF } from '@/shared/api/csv-downloads';
import { buttonStyles } from '@/shared/ui/button-styles';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { Pagination } from '@/shared/ui/pagination';
import { useProducts } from '../api/get-products';
import {
  filtersFromSearch,
  isFiltered,
  type ProductFilters,
  searchFromFilters,
  sortingOf,
  withSorting,
} from '../product-filters';
import { ProductCards } from './product-cards';
import { ProductFiltersForm } from './product-filters-form';
import { productsColumns, productsTableFeatures } from './products-columns';
import { ProductsTable } from './products-table';

const NO_PRODUCTS: AdminProductRow[] = [];

/**
 * /admin/products: the catalogue. The filters, the order and the page live in the address, so a link shares a
 * view and Back returns to it.
 */
export function ProductsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromSearch(params);
  const go = (next: ProductFilters) => navigate(`/products${searchFromFilters(next)}`);

  return (
    <>
      <PageHeading title="Products">
        <a href={PRODUCTS_CSV_HREF} download className={buttonStyles.secondary}>
          Export CSV
        </a>
        <Link to="/import-export" className={buttonStyles.secondary}>
          Import CSV
        </Link>
        <Link to="/products/new" className={buttonStyles.primary}>
          Add product
        </Link>
      </PageHeading>
      {/* Keyed by the address: Back, a header's sort or Clear shows its own filters in the form. */}
      <ProductFiltersForm key={params.toString()} filters={filters} onApply={go} />
      <ProductsResults filters={filters} onChange={go} />
    </>
  );
}

function ProductsResults({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
}) {
  const products = useProducts(filters);
  const { sort, dir } = filters;
  // One sorting array per order, not per render: the table recomputes whatever its state's identity changes.
  const sorting = useMemo(() => sortingOf({ sort, dir }), [sort, dir]);
  const table = useTable({
    features: productsTableFeatures,
    columns: productsColumns,
    data: products.data?.products ?? NO_PRODUCTS,
    getRowId: (product) => product.id,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) =>
      onChange(withSorting(filters, typeof updater === 'function' ? updater(sorting) : updater)),
    manualSorting: true,
    enableSortingRemoval: false,
  });

  if (products.isPending) return <Loading label="Loading products…" />;
  if (products.error) return <LoadFailed error={products.error} onRetry={() => void products.refetch()} />;
  const { total, lowStockThreshold } = products.data;

  if (total === 0)
    return (
      <Notice
        title={isFiltered(filters) ? 'No products match these filters' : 'No products yet'}
        text={
          isFiltered(filters)
            ? 'Try another search, category or stock.'
            : 'Products you add appear here and in the store.'
        }
      />
    );
  return (
    <div aria-busy={products.isPlaceholderData}>
      <p className="mb-3 text-sm text-navy-600">
        Low stock: a size with {lowStockThreshold} {lowStockThreshold === 1 ? 'unit' : 'units'} or fewer left.
      </p>
      <ProductsTable table={table} />
      <ProductCards table={table} />
      <Pagination
        page={filters.page}
        pageSize={filters.limit}
        total={total}
        noun={total === 1 ? 'product' : 'products'}
        hrefFor={(page) => `/products${searchFromFilters({ ...filters, page })}`}
      />
    </div>
  );
}
