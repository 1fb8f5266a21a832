import { ORDER_STATUSES } from '@souq/shared/schemas/order';
import { type FormEvent, useRef } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { filtersFromSearch, isFiltered, type OrderFilters } from '../order-filters';
import { paymentMethodLabel } from '../order-labels';

interface OrderFiltersFormProps {
  filters: OrderFilters;
  /** The filters chosen, back on the first page. */
  onApply: (filters: OrderFilters) => void;
}

/**
 * The list's filters. A choice in a select applies at once; the search and the dates apply with the button
 * (or Enter), so the list does not jump while a number is half typed. The values are read back through the
 * api's own query schema.
 */
export function OrderFiltersForm({ filters, onApply }: OrderFiltersFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') search.set(name, value);
    }
    onApply({ ...filtersFromSearch(search), page: 1 });
  };
  const applyNow = () => form.current?.requestSubmit();

  return (
    <search aria-label="Filter orders" className="mb-4 block">
      <form
        ref={form}
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 md:grid-cols-3 xl:grid-cols-7"
      >
        <TextField
          className="col-span-2 md:col-span-3 xl:col-span-2"
          label="Search"
          name="q"
          type="search"
          placeholder="Order number, email or phone"
          defaultValue={filters.q ?? ''}
        />
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ''} onChange={applyNow}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Payment"
          name="paymentMethod"
          defaultValue={filters.paymentMethod ?? ''}
          onChange={applyNow}
        >
          <option value="">Any method</option>
          <option value="cod">{paymentMethodLabel('cod')}</option>
          <option value="stripe">{paymentMethodLabel('stripe')}</option>
        </SelectField>
        <SelectField label="Paid" name="paid" defaultValue={filters.paid ?? ''} onChange={applyNow}>
          <option value="">Paid or not</option>
          <option value="true">Paid</option>
          <option value="false">Unpaid</option>
        </SelectField>
        <TextField label="From" name="from" type="date" defaultValue={filters.from ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={filters.to ?? ''} />
        <div className="col-span-2 flex flex-wrap items-end gap-2 md:col-span-3 xl:col-span-7">
          <button type="submit" className={buttonStyles.primary}>
            Apply filters
          </button>
          {isFiltered(filters) ? (
            <Link to="/orders" className={buttonStyles.ghost}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  );
}
