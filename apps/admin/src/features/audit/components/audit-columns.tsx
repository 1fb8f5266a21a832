import type { AuditEntry } from '@souq/shared/schemas/admin-audit';
import { createColumnHelper, rowExpandingFeature, tableFeatures } from '@tanstack/react-table';
import { formatDateTime } from '@/shared/format/dates';

/** Rows open to show what changed; filtering and paging are the server's. */
export const auditTableFeatures = tableFeatures({ rowExpandingFeature });

const column = createColumnHelper<typeof auditTableFeatures, AuditEntry>();

export const auditColumns = column.columns([
  column.display({
    id: 'expand',
    header: () => <span className="sr-only">Changes</span>,
    cell: ({ row }) => (
      <button
        type="button"
        aria-expanded={row.getIsExpanded()}
        aria-label={`${row.getIsExpanded() ? 'Hide' : 'Show'} the changes of entry ${row.original.id}`}
        onClick={row.getToggleExpandedHandler()}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full font-extrabold hover:bg-navy-50"
      >
        <span aria-hidden="true">{row.getIsExpanded() ? '−' : '+'}</span>
      </button>
    ),
  }),
  column.accessor('at', {
    header: 'Time',
    cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
  }),
  column.accessor('staffEmail', { header: 'Staff', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('action', {
    header: 'Action',
    cell: (info) => <span className="font-bold">{info.getValue()}</span>,
  }),
  column.accessor('entity', { header: 'Entity' }),
  column.accessor('entityId', {
    header: 'Entity id',
    cell: (info) => <span className="break-all font-mono text-xs">{info.getValue() ?? '—'}</span>,
  }),
  column.accessor('ip', {
    header: 'IP',
    cell: (info) => <span className="font-mono text-xs">{info.getValue() ?? '—'}</span>,
  }),
]);
