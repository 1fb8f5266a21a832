import { parseSortOrder, SORT_OPTIONS, type SortOrder } from '@souq/shared/catalog/product-lists';
import { useId } from 'react';
import { ChevronDownIcon } from '../../../shared/ui/icons';

interface SortSelectProps {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
}

/** spec §2 Listing: 'Sort by : Relevant, Low to High, High to Low', ordered by the price shown (§9). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-bold whitespace-nowrap text-navy-800">
        Sort by :
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(parseSortOrder(e.target.value))}
          className="min-h-11 cursor-pointer appearance-none rounded-full border-2 border-navy-100 bg-white py-2 pr-9 pl-3.5 text-sm font-semibold text-navy-800 hover:border-navy-300 focus:border-coral-500"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 text-navy-600" />
      </div>
    </div>
  );
}
