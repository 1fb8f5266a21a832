import type { ImportRowResult } from '@souq/shared/schemas/admin-csv';
import { describe, expect, it } from 'vitest';
import { firstFilter, ROWS_SHOWN_MAX, rowsToShow } from './import-rows-filter';

const row = (n: number, outcome: ImportRowResult['outcome']): ImportRowResult => ({
  row: n,
  sku: 'LS-1',
  subSku: `LS-1-${n}`,
  outcome,
  reason: null,
});

describe('the import results table', () => {
  const rows = [row(2, 'unchanged'), row(3, 'updated'), row(4, 'error'), row(5, 'created'), row(6, 'error')];

  it('shows errors first, then the rest in the file’s order', () => {
    expect(rowsToShow(rows, 'all').rows.map((r) => r.row)).toEqual([4, 6, 2, 3, 5]);
    expect(rowsToShow(rows, 'changes').rows.map((r) => r.row)).toEqual([4, 6, 3, 5]);
    expect(rowsToShow(rows, 'errors')).toEqual({ rows: [row(4, 'error'), row(6, 'error')], total: 2 });
  });

  it('draws at most a few hundred rows and says how many there are', () => {
    const many = Array.from({ length: 1200 }, (_, i) => row(i + 2, 'updated'));
    const shown = rowsToShow(many, 'changes');
    expect(shown.rows).toHaveLength(ROWS_SHOWN_MAX);
    expect(shown.total).toBe(1200);
  });

  it('opens on the errors when there are any', () => {
    expect(firstFilter(3)).toBe('errors');
    expect(firstFilter(0)).toBe('changes');
  });
});
