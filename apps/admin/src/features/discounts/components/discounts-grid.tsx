import type { AdminDiscount } from '@souq/shared/schemas/admin-discounts';
import { useTable } from '@tanstack/react-table';
import { formatAedAmount } from '@/shared/format/money';
import { DataTable } from '@/shared/ui/data-table';
import { periodText, usesText } from '../discount-labels';
import {
  CodeLink,
  discountsColumns,
  discountsTableFeatures,
  ownerDiscountsColumns,
} from './discounts-columns';
import { PauseButton } from './pause-button';
import { StateBadge } from './state-badge';

/** The codes: a table on a wide screen, stacked cards on a phone. Owners pause and resume from either. */
export function DiscountsGrid({ discounts, canEdit }: { discounts: AdminDiscount[]; canEdit: boolean }) {
  const table = useTable({
    features: discountsTableFeatures,
    columns: canEdit ? ownerDiscountsColumns : discountsColumns,
    data: discounts,
    getRowId: (discount) => discount.code,
  });
  const rows = table.getRowModel().rows;

  return (
    <>
      <DataTable table={table} caption="Discount codes" from="md" />
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Discount codes">
        {rows.map(({ id, original: discount }) => (
          <li key={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CodeLink discount={discount} />
              <StateBadge state={discount.state} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-navy-600">Off</dt>
              <dd className="font-bold">{discount.percent}%</dd>
              <dt className="text-navy-600">Uses</dt>
              <dd>{usesText(discount)}</dd>
              <dt className="text-navy-600">When</dt>
              <dd>{periodText(discount)}</dd>
              <dt className="text-navy-600">Minimum</dt>
              <dd>{discount.minOrder > 0 ? formatAedAmount(discount.minOrder) : 'None'}</dd>
              <dt className="text-navy-600">Per shopper</dt>
              <dd>{discount.oncePerShopper ? 'Once' : 'Any number'}</dd>
            </dl>
            {canEdit ? <PauseButton discount={discount} className="mt-3" /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
