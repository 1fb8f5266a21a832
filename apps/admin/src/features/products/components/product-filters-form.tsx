import { CATEGORIES } from '@souq/shared/catalog/categories';
import { PRODUCT_FLAGS, STOCK_STATES } from '@souq/shared/schemas/admin-products';
import { type FormEvent, useRef } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import {
  filtersFromForm,
  isFiltered,
  ORDER_OPTIONS,
  orderValue,
  type ProductFilters,
} from '../product-filters';
import { FLAG_LABELS, STOCK_STATE_STYLES } from '../product-labels';

interface ProductFiltersFormProps {
  filters: ProductFilters;
  /** The filters chosen, back on the first page. */
  onApply: (filters: ProductFilters) => void;
}

/**
 * The list's filters and order. A choice in a select applies at once; the search applies with the button (or
 * Enter), so the list does not jump while a SKU is half typed. The values are read back through the api's own
 * query schema.
 */
export function ProductFiltersForm({ filters, onApply }: ProductFiltersFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filtersFromForm(new FormData(event.currentTarget)));
  };
  const applyNow = () => form.current?.requestSubmit();

  return (
    <search aria-label="Filter products" className="mb-4 block">
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
          placeholder="Name, SKU or sub-SKU"
          defaultValue={filters.q ?? ''}
        />
        <SelectField
          label="Category"
          name="category"
          defaultValue={filters.category ?? ''}
          onChange={applyNow}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <SelectField label="Shown as" name="flag" defaultValue={filters.flag ?? ''} onChange={applyNow}>
          <option value="">Any</option>
          {PRODUCT_FLAGS.map((flag) => (
            <option key={flag} value={flag}>
              {FLAG_LABELS[flag]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Stock" name="stock" defaultValue={filters.stock ?? ''} onChange={applyNow}>
          <option value="">Any stock</option>
          {STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {STOCK_STATE_STYLES[state].label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" name="archived" defaultValue={filters.archived} onChange={applyNow}>
          <option value="false">On sale</option>
          <option value="true">Archived</option>
          <option value="all">On sale and archived</option>
        </SelectField>
        <SelectField
          className="col-span-2 md:col-span-1"
          label="Sort"
          name="order"
          defaultValue={orderValue(filters.sort, filters.dir)}
          onChange={applyNow}
        >
          {ORDER_OPTIONS.map((option) => (
            <option key={orderValue(option.sort, option.dir)} value={orderValue(option.sort, option.dir)}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <div className="col-span-2 flex flex-wrap items-end gap-2 md:col-span-3 xl:col-span-7">
          <button type="submit" className={buttonStyles.primary}>
            Apply filters
          </button>
          {isFiltered(filters) ? (
            <Link to="/products" className={buttonStyles.ghost}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  );
}
