import { describe, expect, it } from 'vitest';
import {
  periodOf,
  quickPeriod,
  searchFromTaxDocumentFilters,
  taxDocumentFiltersFromSearch,
} from './tax-document-filters';

const read = (query: string) => taxDocumentFiltersFromSearch(new URLSearchParams(query));

describe('tax document filters', () => {
  it('reads the period, kind and page from the address', () => {
    expect(read('from=2026-10-01&to=2026-10-31&kind=credit_note&page=2')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      kind: 'credit_note',
      page: 2,
    });
    expect(read('')).toEqual({ page: 1 });
  });

  it('drops what the api would refuse and keeps the rest', () => {
    expect(read('from=2026-13-45&to=2026-10-31&kind=receipt&page=0')).toEqual({ to: '2026-10-31', page: 1 });
    // A From after the To: the To stands, and its month is shown.
    expect(read('from=2026-11-05&to=2026-11-01')).toEqual({ to: '2026-11-01', page: 1 });
  });

  it('writes only what is set, the first page left out', () => {
    expect(searchFromTaxDocumentFilters({ from: '2026-10-01', to: '2026-10-31', page: 1 })).toBe(
      '?from=2026-10-01&to=2026-10-31',
    );
    expect(searchFromTaxDocumentFilters({ kind: 'invoice', page: 3 })).toBe('?kind=invoice&page=3');
    expect(searchFromTaxDocumentFilters({ page: 1 })).toBe('');
  });

  it.each([
    [{}, { from: '2026-11-01', to: '2026-11-27' }],
    [{ from: '2026-09-15' }, { from: '2026-09-15', to: '2026-11-27' }],
    [{ from: '2026-12-05' }, { from: '2026-12-05', to: '2026-12-05' }],
    [{ to: '2026-06-30' }, { from: '2026-06-01', to: '2026-06-30' }],
    [
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-01-01', to: '2026-03-31' },
    ],
  ])('the period of %o is %o', (filters, period) => {
    expect(periodOf(filters, '2026-11-27')).toEqual(period);
  });

  it('knows this month, last month and this quarter', () => {
    expect(quickPeriod('This month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(quickPeriod('Last month', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(quickPeriod('Last month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickPeriod('Last month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(quickPeriod('This quarter', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-11-27' });
    expect(quickPeriod('This quarter', '2026-03-01')).toEqual({ from: '2026-01-01', to: '2026-03-01' });
    expect(quickPeriod('This quarter', '2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
  });
});
