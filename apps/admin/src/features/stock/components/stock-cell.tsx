import { sizeLabel } from '@souq/shared/sizes/size-tables';
import type { StockLevel } from '../stock-grid';

const LEVEL_STYLES: Record<StockLevel, string> = {
  in_stock: 'border-navy-100 bg-white text-navy-800 hover:border-navy-300',
  low: 'border-sunny bg-sunny/30 text-navy-800 hover:border-navy-300',
  sold_out: 'border-dashed border-danger bg-coral-50 text-danger hover:bg-coral-100',
};

const LEVEL_WORDS: Record<StockLevel, string> = { in_stock: '', low: 'Low', sold_out: 'Sold out' };

interface StockCellProps {
  colorName: string;
  size: string;
  stock: number;
  level: StockLevel;
  onEdit: (button: HTMLButtonElement) => void;
}

/**
 * One colour and size: its count, marked low or sold out. A button, so Tab reaches it and Enter or Space
 * opens its editor; its name says which colour and size it is, as the column and row headers do on screen. `relative` keeps
 * that hidden name inside the grid's scrolling frame (an absolutely placed span would otherwise widen the page).
 */
export function StockCell({ colorName, size, stock, level, onEdit }: StockCellProps) {
  const word = LEVEL_WORDS[level];
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => onEdit(event.currentTarget)}
      className={`relative flex min-h-14 w-full min-w-16 cursor-pointer flex-col items-center justify-center rounded-xl border-2 px-2 py-1 leading-tight transition-colors ${LEVEL_STYLES[level]}`}
    >
      <span className="sr-only">
        {colorName}, size {sizeLabel(size)}:{' '}
      </span>
      <span className="text-lg font-extrabold tabular-nums">{stock}</span>{' '}
      {word ? <span className="text-xs font-bold whitespace-nowrap">{word}</span> : null}
    </button>
  );
}
