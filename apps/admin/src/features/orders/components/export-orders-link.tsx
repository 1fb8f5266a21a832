import { ordersCsvHref } from '@/shared/api/csv-downloads';
import { formatDay } from '@/shared/format/dates';
import { dayRange } from '@/shared/format/store-days';
import { buttonStyles } from '@/shared/ui/button-styles';

/**
 * The orders placed on the filters' days as a CSV file, one row per item: every status and payment, as the
 * file is for the books. With no days chosen, the last 30.
 */
export function ExportOrdersLink({ from, to }: { from?: string | undefined; to?: string | undefined }) {
  const range = dayRange(from, to);
  return (
    <a href={ordersCsvHref(range)} download className={buttonStyles.secondary}>
      Export CSV
      <span className="font-normal">
        {formatDay(range.from)} – {formatDay(range.to)}
      </span>
    </a>
  );
}
