import { CUSTOMER_SORTS } from '@souq/shared/schemas/admin-customers';
import { type FormEvent, useRef } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { type CustomerFilters, customerFiltersFromSearch } from '../customer-filters';
import { SORT_LABELS } from '../customer-labels';

interface CustomerSearchFormProps {
  filters: CustomerFilters;
  /** The search and sort chosen, back on the first page. */
  onApply: (filters: CustomerFilters) => void;
}

/**
 * The search box and the sort. The search applies with the button (or Enter), so the list does not jump while
 * a number is half typed; a sort applies at once. The values are read back through the api's own schema.
 */
export function CustomerSearchForm({ filters, onApply }: CustomerSearchFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') search.set(name, value);
    }
    onApply({ ...customerFiltersFromSearch(search), page: 1 });
  };

  return (
    <search aria-label="Find customers" className="mb-4 block">
      <form
        ref={form}
        onSubmit={submit}
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] sm:items-end"
      >
        <TextField
          label="Search"
          name="q"
          type="search"
          placeholder="Name, email or phone"
          hint="A phone number in any form: 050…, 971…, +971…"
          defaultValue={filters.q ?? ''}
        />
        <SelectField
          label="Sort by"
          name="sort"
          defaultValue={filters.sort}
          onChange={() => form.current?.requestSubmit()}
        >
          {CUSTOMER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonStyles.primary}>
            Search
          </button>
          {filters.q ? (
            <Link to="/customers" className={buttonStyles.ghost}>
              Clear
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  );
}
