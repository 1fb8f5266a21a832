import type { ImportOutcome, ProductImportResponse } from '@souq/shared/schemas/admin-csv';
import { useState } from 'react';
import { SelectField } from '@/shared/ui/select-field';
import {
  firstFilter,
  ROW_FILTER_LABELS,
  ROW_FILTERS,
  type RowFilter,
  rowsToShow,
} from '../import-rows-filter';

const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  error: 'Error',
};

const BADGE: Record<ImportOutcome, string> = {
  created: 'bg-mint-100 text-mint-700',
  updated: 'bg-navy-50 text-navy-800',
  unchanged: 'bg-white text-navy-600 ring-1 ring-navy-100',
  error: 'bg-danger text-white',
};

/** What a dry run or an apply found: the rows by outcome, and each row the filter shows, errors first. */
export function ImportResults({ result }: { result: ProductImportResponse }) {
  const [filter, setFilter] = useState<RowFilter>(() => firstFilter(result.counts.error));
  const shown = rowsToShow(result.rows, filter);
  const verb = result.applied ? '' : ' would be';

  return (
    <div className="mt-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(['created', 'updated', 'unchanged', 'error'] as const).map((outcome) => (
          <div
            key={outcome}
            className={`rounded-xl p-3 ${outcome === 'error' && result.counts.error > 0 ? 'bg-coral-50 ring-2 ring-danger' : 'bg-navy-50'}`}
          >
            <dt className="text-sm font-bold text-navy-600">
              {outcome === 'error' ? 'Errors' : OUTCOME_LABELS[outcome]}
            </dt>
            <dd className="text-2xl font-extrabold text-navy-800">
              {result.counts[outcome].toLocaleString('en')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-navy-600">
        Products: {result.products.created} new, {result.products.updated}
        {verb} changed, {result.products.unchanged} unchanged.
      </p>

      <SelectField
        className="mt-4 sm:max-w-xs"
        label="Rows to show"
        value={filter}
        onChange={(event) => setFilter(ROW_FILTERS.find((f) => f === event.target.value) ?? 'all')}
      >
        {ROW_FILTERS.map((f) => (
          <option key={f} value={f}>
            {ROW_FILTER_LABELS[f]}
          </option>
        ))}
      </SelectField>

      {shown.total === 0 ? (
        <p className="mt-3 text-sm text-navy-600">No rows to show here.</p>
      ) : (
        <>
          <RowsTable rows={shown.rows} total={shown.total} />
          <RowCards rows={shown.rows} />
        </>
      )}
      {shown.total > shown.rows.length ? (
        <p className="mt-2 text-sm text-navy-600">
          Showing the first {shown.rows.length.toLocaleString('en')} of {shown.total.toLocaleString('en')}{' '}
          rows.
        </p>
      ) : null}
    </div>
  );
}

type Rows = ProductImportResponse['rows'];

function OutcomeBadge({ outcome }: { outcome: ImportOutcome }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${BADGE[outcome]}`}>
      {OUTCOME_LABELS[outcome]}
    </span>
  );
}

const reasonClass = (outcome: ImportOutcome) =>
  outcome === 'error' ? 'font-bold text-danger' : 'text-navy-600';

/** From a tablet up: one table row per file row. */
function RowsTable({ rows, total }: { rows: Rows; total: number }) {
  return (
    <div className="mt-3 hidden overflow-hidden rounded-xl ring-1 ring-navy-100 sm:block">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          Rows of the file: {rows.length} of {total} shown
        </caption>
        <thead className="bg-navy-50 text-navy-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            <th scope="col" className="px-3 py-2">
              SKU / sub-SKU
            </th>
            <th scope="col" className="px-3 py-2">
              Outcome
            </th>
            <th scope="col" className="px-3 py-2">
              Reason
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.row}
              className={`border-navy-100 border-t align-top ${row.outcome === 'error' ? 'bg-coral-50' : ''}`}
            >
              <th scope="row" className="px-3 py-2 font-bold text-navy-800">
                {row.row}
              </th>
              <td className="break-all px-3 py-2 text-navy-800">
                <span className="block font-bold">{row.sku || '—'}</span>
                <span className="block text-navy-600">{row.subSku || '—'}</span>
              </td>
              <td className="px-3 py-2">
                <OutcomeBadge outcome={row.outcome} />
              </td>
              <td className={`break-words px-3 py-2 ${reasonClass(row.outcome)}`}>{row.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: one card per file row, the reason under its SKUs. */
function RowCards({ rows }: { rows: Rows }) {
  return (
    <ul className="mt-3 flex flex-col gap-2 sm:hidden">
      {rows.map((row) => (
        <li
          key={row.row}
          className={`rounded-xl p-3 text-sm ring-1 ${row.outcome === 'error' ? 'bg-coral-50 ring-danger' : 'bg-white ring-navy-100'}`}
        >
          <p className="flex items-center justify-between gap-2">
            <span className="font-bold text-navy-800">Row {row.row}</span>
            <OutcomeBadge outcome={row.outcome} />
          </p>
          <p className="mt-1 break-all font-bold text-navy-800">{row.sku || '—'}</p>
          <p className="break-all text-navy-600">{row.subSku || '—'}</p>
          {row.reason ? <p className={`mt-1 break-words ${reasonClass(row.outcome)}`}>{row.reason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
