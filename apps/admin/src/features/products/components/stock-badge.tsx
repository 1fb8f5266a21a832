import type { StockState } from '@souq/shared/schemas/admin-products';
import { STOCK_STATE_STYLES } from '../product-labels';

/** How much is left of a product in all: its units and whether that is plenty, low or none. */
export function StockBadge({ state, units }: { state: StockState; units: number }) {
  const style = STOCK_STATE_STYLES[state];
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="whitespace-nowrap">
        <span className="font-bold tabular-nums">{units}</span> {units === 1 ? 'unit' : 'units'}
      </span>
      <span
        className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold ${style.badge}`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
        {style.label}
      </span>
    </span>
  );
}
