import type { DiscountState } from '@souq/shared/schemas/admin-discounts';
import { STATE_LABELS, STATE_STYLES } from '../discount-labels';

/** Where a code stands, in words and colour (the words alone carry it). */
export function StateBadge({ state }: { state: DiscountState }) {
  const style = STATE_STYLES[state];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold ${style.badge}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
      {STATE_LABELS[state]}
    </span>
  );
}
