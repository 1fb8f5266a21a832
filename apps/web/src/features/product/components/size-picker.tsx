import type { SizeOption } from '@souq/shared/cart/stock-availability';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SizeAgeLabel, SizeLabel } from '@/shared/catalog/size-labels';
import { SizeChartDialog } from './size-chart-dialog';

interface SizePickerProps {
  options: SizeOption[];
  selected: string | null;
  onSelect(size: string): void;
}

function sizeButtonStyles(isSelected: boolean) {
  const base =
    'flex min-h-14 min-w-16 flex-col items-center justify-center rounded-xl border-2 px-3 py-1.5 text-sm transition-colors disabled:cursor-not-allowed disabled:border-dashed disabled:border-navy-100 disabled:bg-navy-50 disabled:text-navy-300 disabled:line-through';
  return isSelected
    ? `${base} border-coral-600 bg-coral-50 text-coral-700`
    : `${base} border-navy-100 bg-white text-navy-800 hover:border-navy-300`;
}

/** Size buttons with their age labels; a size is offered only while units are left to add. */
export function SizePicker({ options, selected, onSelect }: SizePickerProps) {
  const { formatMessage: t } = useIntl();
  const [chartOpen, setChartOpen] = useState(false);
  const soldOut = options.every((option) => option.available === 0);
  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => setChartOpen(true)}
        aria-haspopup="dialog"
        className="absolute end-0 -top-3 min-h-11 rounded-full px-2 text-sm font-bold text-coral-700 underline underline-offset-4 hover:text-coral-600"
      >
        {t({ id: 'product.viewChart' })}
      </button>
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-navy-800">{t({ id: 'product.size' })}</legend>
        <div className="flex flex-wrap gap-2">
          {options.map((option) => (
            <button
              key={option.size}
              type="button"
              disabled={option.available === 0}
              aria-pressed={option.size === selected}
              onClick={() => onSelect(option.size)}
              className={sizeButtonStyles(option.size === selected)}
            >
              <span className="font-extrabold">
                <SizeLabel size={option.size} />
              </span>
              {option.ageLabel ? (
                <span className="text-xs">
                  <SizeAgeLabel size={option.size} />
                </span>
              ) : null}
            </button>
          ))}
        </div>
      </fieldset>
      {soldOut ? <p className="mt-3 font-bold text-danger">{t({ id: 'product.outOfStock' })}</p> : null}
      <SizeChartDialog open={chartOpen} onClose={() => setChartOpen(false)} />
    </div>
  );
}
