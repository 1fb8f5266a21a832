import type { AdminDiscount } from '@souq/shared/schemas/admin-discounts';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDay } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { periodText, usesText } from '../discount-labels';
import { PauseButton } from './pause-button';
import { StateBadge } from './state-badge';

/** Every code is on one page, newest first as the server lists them. */
export const discountsTableFeatures = tableFeatures({});

const column = createColumnHelper<typeof discountsTableFeatures, AdminDiscount>();

export function CodeLink({ discount }: { discount: AdminDiscount }) {
  return (
    <Link
      to={`/discounts/${encodeURIComponent(discount.code)}`}
      className="font-mono font-extrabold text-coral-700 underline-offset-2 hover:underline"
    >
      {discount.code}
    </Link>
  );
}

const readColumns = [
  column.accessor('code', { header: 'Code', cell: ({ row }) => <CodeLink discount={row.original} /> }),
  column.accessor('percent', { header: 'Off', cell: (info) => `${info.getValue()}%` }),
  column.accessor('state', { header: 'State', cell: (info) => <StateBadge state={info.getValue()} /> }),
  column.accessor((discount) => usesText(discount), { id: 'uses', header: 'Uses' }),
  column.accessor((discount) => periodText(discount), { id: 'period', header: 'When' }),
  column.accessor('minOrder', {
    header: 'Minimum order',
    cell: (info) => (info.getValue() > 0 ? formatAedAmount(info.getValue()) : 'None'),
  }),
  column.accessor('oncePerShopper', {
    header: 'Per shopper',
    cell: (info) => (info.getValue() ? 'Once' : 'Any number'),
  }),
  column.accessor('createdAt', {
    header: 'Created',
    cell: (info) => <span className="whitespace-nowrap">{formatDay(info.getValue())}</span>,
  }),
];

/** Kept at module scope: the table rebuilds its models whenever its columns change identity. */
export const discountsColumns = column.columns(readColumns);

/** An owner's list also pauses and resumes each code. */
export const ownerDiscountsColumns = column.columns([
  ...readColumns,
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <PauseButton discount={row.original} />,
  }),
]);
