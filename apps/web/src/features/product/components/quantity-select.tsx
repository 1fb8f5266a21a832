import { quantityOptions } from '@souq/shared/cart/stock-availability';
import { ChevronDownIcon } from '../../../shared/ui/icons';

interface QuantitySelectProps {
  /** Units of the chosen size still addable; null until a size is chosen. */
  available: number | null;
  value: number;
  onChange(quantity: number): void;
}

/** spec §4 and §5: 1 up to min(stock, 10), disabled (showing 0) until a size is chosen. */
export function QuantitySelect({ available, value, onChange }: QuantitySelectProps) {
  return (
    <div>
      <label htmlFor="product-quantity" className="mb-2 block text-sm font-bold text-navy-800">
        Quantity
      </label>
      <div className="relative w-28">
        <select
          id="product-quantity"
          value={value}
          disabled={available === null}
          onChange={(e) => onChange(Number(e.target.value))}
          className="min-h-11 w-full cursor-pointer appearance-none rounded-xl border-2 border-navy-100 bg-white py-2 pr-9 pl-3 font-bold text-navy-800 hover:border-navy-300 disabled:cursor-not-allowed disabled:bg-navy-50 disabled:text-navy-300"
        >
          {quantityOptions(available).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-navy-600" />
      </div>
    </div>
  );
}
