import { describe, expect, it } from 'vitest';
import {
  customerFiltersFromSearch,
  NO_CUSTOMER_FILTERS,
  searchFromCustomerFilters,
} from './customer-filters';

const read = (query: string) => customerFiltersFromSearch(new URLSearchParams(query));

describe('customer filters in the address', () => {
  it('reads an address with no query as the newest accounts, first page', () => {
    expect(read('')).toEqual({ sort: '-joined', page: 1, limit: 20 });
    expect(NO_CUSTOMER_FILTERS).toEqual(read(''));
  });

  it('reads the search, sort and page', () => {
    expect(read('q=050%20123%204567&sort=-spend&page=2')).toEqual({
      q: '050 123 4567',
      sort: '-spend',
      page: 2,
      limit: 20,
    });
  });

  it('drops only the values the api would refuse', () => {
    expect(read('q=layla&sort=password&page=0')).toEqual({ ...NO_CUSTOMER_FILTERS, q: 'layla' });
  });

  it('writes back only what differs from the defaults, in a stable order', () => {
    expect(searchFromCustomerFilters(NO_CUSTOMER_FILTERS)).toBe('');
    expect(searchFromCustomerFilters({ ...NO_CUSTOMER_FILTERS, page: 3, sort: 'name', q: '+971' })).toBe(
      '?q=%2B971&sort=name&page=3',
    );
  });

  it('round-trips through the address', () => {
    const filters = { q: 'Layla Hassan', sort: 'lastOrder' as const, page: 4, limit: 20 };
    expect(read(searchFromCustomerFilters(filters).slice(1))).toEqual(filters);
  });
});
