import {
  type AdminCustomerRow,
  CUSTOMER_SORT_FIELDS,
  customerSortOf,
  readCustomerSort,
} from '@souq/shared/schemas/admin-customers';
import { type SortingState, type Updater, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { Pagination } from '@/shared/ui/pagination';
import { useCustomers } from '../api/get-customers';
import {
  type CustomerFilters,
  customerFiltersFromSearch,
  searchFromCustomerFilters,
} from '../customer-filters';
import { CustomerCards } from './customer-cards';
import { CustomerSearchForm } from './customer-search-form';
import { customersColumns, customersTableFeatures } from './customers-columns';
import { CustomersTable } from './customers-table';

const NO_CUSTOMERS: AdminCustomerRow[] = [];

/**
 * /admin/customers: shoppers' accounts, found by name, email or phone. The search, sort and page live in the
 * address, so a link or Back shows the same list.
 */
export function CustomersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = customerFiltersFromSearch(params);
  const go = (next: CustomerFilters) => navigate(`/customers${searchFromCustomerFilters(next)}`);

  return (
    <>
      <PageHeading title="Customers" />
      {/* Keyed by the address: Back or Clear shows its own search in the form. */}
      <CustomerSearchForm key={params.toString()} filters={filters} onApply={go} />
      <CustomersResults filters={filters} onChange={go} />
    </>
  );
}

/** The sort as the table's state: the one column the api sorts by. */
function sortingOf(sort: CustomerFilters['sort']): SortingState {
  const { field, desc } = readCustomerSort(sort);
  return [{ id: field, desc }];
}

function CustomersResults({
  filters,
  onChange,
}: {
  filters: CustomerFilters;
  onChange: (filters: CustomerFilters) => void;
}) {
  const customers = useCustomers(filters);
  // One sorting array per sort, not per render: the table recomputes whenever its state's identity changes.
  const sorting = useMemo(() => sortingOf(filters.sort), [filters.sort]);
  const table = useTable({
    features: customersTableFeatures,
    columns: customersColumns,
    data: customers.data?.customers ?? NO_CUSTOMERS,
    getRowId: (customer) => customer.id,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      const field = CUSTOMER_SORT_FIELDS.find((name) => name === next?.id);
      if (next && field) onChange({ ...filters, sort: customerSortOf(field, next.desc), page: 1 });
    },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  if (customers.isPending) return <Loading label="Loading customers…" />;
  if (customers.error) return <LoadFailed error={customers.error} onRetry={() => void customers.refetch()} />;
  const { total } = customers.data;
  if (total === 0)
    return (
      <Notice
        title={filters.q ? 'No customers match this search' : 'No customers yet'}
        text={
          filters.q
            ? 'Try part of the name, the email, or the phone number in another form.'
            : 'Shoppers appear here once they make an account.'
        }
      />
    );

  return (
    <div aria-busy={customers.isPlaceholderData}>
      <CustomersTable table={table} />
      <CustomerCards table={table} />
      <Pagination
        page={filters.page}
        pageSize={filters.limit}
        total={total}
        noun={total === 1 ? 'customer' : 'customers'}
        hrefFor={(page) => `/customers${searchFromCustomerFilters({ ...filters, page })}`}
      />
    </div>
  );
}
