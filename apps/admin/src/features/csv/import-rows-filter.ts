import type { ImportOutcome, ImportRowResult } from '@souq/shared/schemas/admin-csv';

/** Which rows the results table shows: the errors, everything that changes, or every row. */
export const ROW_FILTERS = ['errors', 'changes', 'all'] as const;
export type RowFilter = (typeof ROW_FILTERS)[number];

export const ROW_FILTER_LABELS: Record<RowFilter, string> = {
  errors: 'Errors',
  changes: 'Errors and changes',
  all: 'Every row',
};

/** The most rows drawn at once: a 5,000-row file's table would take the page seconds to lay out. */
export const ROWS_SHOWN_MAX = 500;

const SHOWN: Record<RowFilter, readonly ImportOutcome[]> = {
  errors: ['error'],
  changes: ['error', 'created', 'updated'],
  all: ['error', 'created', 'updated', 'unchanged'],
};

/** The rows the filter shows, errors first, then in the file's order; and how many there are in all. */
export function rowsToShow(rows: readonly ImportRowResult[], filter: RowFilter) {
  const matching = rows.filter((row) => SHOWN[filter].includes(row.outcome));
  const ordered = [
    ...matching.filter((row) => row.outcome === 'error'),
    ...matching.filter((row) => row.outcome !== 'error'),
  ];
  return { rows: ordered.slice(0, ROWS_SHOWN_MAX), total: matching.length };
}

/** The first view of a dry run: its errors when it has any, else what would change. */
export const firstFilter = (errors: number): RowFilter => (errors > 0 ? 'errors' : 'changes');
