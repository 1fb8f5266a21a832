import type { AdminOrder } from '@souq/shared/schemas/admin-orders';
import { type RowSelectionState, useTable } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { Pagination } from '@/shared/ui/pagination';
import { useOrders } from '../api/get-orders';
import { filtersFromSearch, isFiltered, type OrderFilters, searchFromFilters } from '../order-filters';
import { BulkActions, type BulkOutcome, BulkResults } from './bulk-actions';
import { ExportOrdersLink } from './export-orders-link';
import { OrderCards } from './order-cards';
import { OrderFiltersForm } from './order-filters-form';
import { ordersColumns, ordersTableFeatures } from './orders-columns';
import { OrdersTable } from './orders-table';

const NO_ORDERS: AdminOrder[] = [];

/** /admin/orders: the orders desk. The filters and the page live in the address, so a link shares a view. */
export function OrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromSearch(params);
  const go = (next: OrderFilters) => navigate(`/orders${searchFromFilters(next)}`);

  return (
    <>
      <PageHeading title="Orders">
        <ExportOrdersLink from={filters.from} to={filters.to} />
      </PageHeading>
      {/* Keyed by the address: Back, a dashboard link or Clear shows its own filters in the form. */}
      <OrderFiltersForm key={params.toString()} filters={filters} onApply={go} />
      <OrdersResults key={`results-${params.toString()}`} filters={filters} />
    </>
  );
}

function OrdersResults({ filters }: { filters: OrderFilters }) {
  const orders = useOrders(filters);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const table = useTable({
    features: ordersTableFeatures,
    columns: ordersColumns,
    data: orders.data?.orders ?? NO_ORDERS,
    getRowId: (order) => order._id,
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
  });

  if (orders.isPending) return <Loading label="Loading orders…" />;
  if (orders.error) return <LoadFailed error={orders.error} onRetry={() => void orders.refetch()} />;
  const { total } = orders.data;
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);

  return (
    <>
      {outcome ? <BulkResults outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      <BulkActions
        selected={selected}
        onClear={() => setRowSelection({})}
        onDone={(done) => {
          setOutcome(done);
          setRowSelection({});
        }}
      />
      {total === 0 ? (
        <Notice
          title={isFiltered(filters) ? 'No orders match these filters' : 'No orders yet'}
          text={
            isFiltered(filters)
              ? 'Try another status, date or search.'
              : 'Orders appear here as shoppers place them.'
          }
        />
      ) : (
        <div aria-busy={orders.isPlaceholderData}>
          <OrdersTable table={table} />
          <OrderCards table={table} />
          <Pagination
            page={filters.page}
            pageSize={filters.limit}
            total={total}
            noun={total === 1 ? 'order' : 'orders'}
            hrefFor={(page) => `/orders${searchFromFilters({ ...filters, page })}`}
          />
        </div>
      )}
    </>
  );
}
