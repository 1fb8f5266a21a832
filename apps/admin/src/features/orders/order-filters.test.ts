import { describe, expect, it } from 'vitest';
import { filtersFromSearch, isFiltered, NO_FILTERS, searchFromFilters } from './order-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('order filters in the address', () => {
  it('reads an address with no query as the first page of everything', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(NO_FILTERS.page).toBe(1);
    expect(isFiltered(read(''))).toBe(false);
  });

  it('reads every filter the api knows', () => {
    expect(
      read(
        'status=Out%20for%20delivery&paymentMethod=COD&paid=false&q=LS-100231&from=2026-01-01&to=2026-01-31&page=3',
      ),
    ).toEqual({
      status: 'Out for delivery',
      paymentMethod: 'cod',
      paid: 'false',
      q: 'LS-100231',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
      limit: NO_FILTERS.limit,
    });
  });

  it('drops only the values the api would refuse', () => {
    expect(read('status=Lost&paid=maybe&page=0&q=0501234567&from=yesterday')).toEqual({
      ...NO_FILTERS,
      q: '0501234567',
    });
  });

  it('ignores blank values and unknown names', () => {
    expect(read('status=&q=%20%20&colour=red')).toEqual(NO_FILTERS);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(searchFromFilters(NO_FILTERS)).toBe('');
    const filters = { ...NO_FILTERS, status: 'Packing' as const, paymentMethod: 'cod' as const, page: 2 };
    const search = searchFromFilters(filters);
    expect(search).toBe('?status=Packing&paymentMethod=cod&page=2');
    expect(read(search.slice(1))).toEqual(filters);
  });
});
