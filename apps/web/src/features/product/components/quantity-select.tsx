import { quantityOptions } from '@souq/shared/cart/stock-availability';
import { useIntl } from 'react-intl';
import { ChevronSelect } from '@/shared/ui/chevron-select';

interface QuantitySelectProps {
  /** Units of the chosen size still addable; null until a size is chosen. */
  available: number | null;
  value: number;
  onChange(quantity: number): void;
}

/** 1 up to min(stock, 10), disabled (showing 0) until a size is chosen. */
export function QuantitySelect({ available, value, onChange }: QuantitySelectProps) {
  const { formatMessage: t } = useIntl();
  return (
    <div>
      <label htmlFor="product-quantity" className="mb-2 block text-sm font-bold text-navy-800">
        {t({ id: 'product.quantity' })}
      </label>
      <ChevronSelect
        id="product-quantity"
        value={value}
        disabled={available === null}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full rounded-xl py-2 ps-3 font-bold disabled:bg-navy-50 disabled:text-navy-300"
        wrapperClassName="w-28"
      >
        {quantityOptions(available).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </ChevronSelect>
    </div>
  );
}
