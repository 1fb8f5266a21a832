import { parseSortOrder, SORT_OPTIONS, type SortOrder } from '@souq/shared/catalog/product-lists';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SORT_LABEL } from '@/shared/catalog/catalog-labels';
import { ChevronSelect } from '@/shared/ui/chevron-select';

interface SortSelectProps {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
}

/**
 * Listing page: 'Sort by : Relevant, Low to High, High to Low', ordered by the price shown
 * (docs/product/prices.md).
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { formatMessage: t } = useIntl();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-bold whitespace-nowrap text-navy-800">
        {t({ id: 'listing.sortBy' })}
      </label>
      <ChevronSelect
        id={id}
        value={value}
        onChange={(e) => onChange(parseSortOrder(e.target.value))}
        className="rounded-full py-2 ps-3.5 text-sm font-semibold"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t({ id: SORT_LABEL[option.value] })}
          </option>
        ))}
      </ChevronSelect>
    </div>
  );
}
