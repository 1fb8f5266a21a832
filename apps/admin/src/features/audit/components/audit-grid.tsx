import type { AuditEntry } from '@souq/shared/schemas/admin-audit';
import { type ExpandedState, useTable } from '@tanstack/react-table';
import { Fragment, useState } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { auditColumns, auditTableFeatures } from './audit-columns';
import { EntryChanges } from './entry-changes';

/** The log's entries: a table on a wide screen, stacked cards on a phone, each opening to its changes. */
export function AuditGrid({ entries }: { entries: AuditEntry[] }) {
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const table = useTable({
    features: auditTableFeatures,
    columns: auditColumns,
    data: entries,
    getRowId: (entry) => String(entry.id),
    getRowCanExpand: () => true,
    state: { expanded },
    onExpandedChange: setExpanded,
  });
  const rows = table.getRowModel().rows;

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit log</caption>
          <thead className="bg-navy-50 text-xs uppercase tracking-wide text-navy-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-3 py-3 font-extrabold">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-navy-100">
            {rows.map((row) => (
              <Fragment key={row.id}>
                <tr className={row.getIsExpanded() ? 'bg-cream' : undefined}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-middle">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
                {row.getIsExpanded() ? (
                  <tr className="bg-cream">
                    <td colSpan={row.getAllCells().length} className="px-3 pb-4">
                      <EntryChanges entry={row.original} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Audit log">
        {rows.map((row) => {
          const entry = row.original;
          return (
            <li key={row.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
              <p className="font-bold">{entry.action}</p>
              <p className="text-sm text-navy-600">{formatDateTime(entry.at)}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-navy-600">Staff</dt>
                <dd className="break-all">{entry.staffEmail ?? '—'}</dd>
                <dt className="text-navy-600">Entity</dt>
                <dd className="break-all">
                  {entry.entity} <span className="font-mono text-xs">{entry.entityId ?? ''}</span>
                </dd>
                <dt className="text-navy-600">IP</dt>
                <dd className="font-mono text-xs">{entry.ip ?? '—'}</dd>
              </dl>
              <button
                type="button"
                aria-expanded={row.getIsExpanded()}
                onClick={row.getToggleExpandedHandler()}
                className="mt-2 inline-flex min-h-11 items-center font-bold text-coral-700"
              >
                {row.getIsExpanded() ? 'Hide changes' : 'Show changes'}
              </button>
              {row.getIsExpanded() ? <EntryChanges entry={entry} /> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
