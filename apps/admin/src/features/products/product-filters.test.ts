import { describe, expect, it } from 'vitest';
import {
  filtersFromForm,
  filtersFromSearch,
  isFiltered,
  NO_FILTERS,
  ORDER_OPTIONS,
  orderValue,
  searchFromFilters,
  sortingOf,
  withSorting,
} from './product-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('product filters in the address', () => {
  it('reads an address with no query as the first page of the products on sale, newest first', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(NO_FILTERS).toMatchObject({ archived: 'false', sort: 'created', dir: 'desc', page: 1 });
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  it('reads every filter the api knows', () => {
    expect(
      read('q=tee&category=Girls&flag=bestseller&stock=low&archived=all&sort=price&dir=asc&page=3'),
    ).toEqual({
      q: 'tee',
      category: 'Girls',
      flag: 'bestseller',
      stock: 'low',
      archived: 'all',
      sort: 'price',
      dir: 'asc',
      page: 3,
      limit: NO_FILTERS.limit,
    });
  });

  it('drops only the values the api would refuse', () => {
    expect(read('category=Pets&flag=new&stock=some&archived=maybe&sort=colour&dir=up&page=0&q=LS-1')).toEqual(
      { ...NO_FILTERS, q: 'LS-1' },
    );
  });

  it('counts an archived view as filtered, but not an order or a page', () => {
    expect(isFiltered({ ...NO_FILTERS, archived: 'true' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, stock: 'sold_out' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, sort: 'name', dir: 'asc', page: 4 })).toBe(false);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(searchFromFilters(NO_FILTERS)).toBe('');
    const filters = {
      ...NO_FILTERS,
      category: 'Boys' as const,
      archived: 'true' as const,
      sort: 'sku' as const,
    };
    const search = searchFromFilters(filters);
    expect(search).toBe('?category=Boys&archived=true&sort=sku');
    expect(read(search.slice(1))).toEqual(filters);
  });
});

describe('the filter form', () => {
  it('splits the order into sort and direction and goes back to the first page', () => {
    expect(
      filtersFromForm([
        ['q', ' shorts '],
        ['category', ''],
        ['stock', 'sold_out'],
        ['archived', 'all'],
        ['order', 'stock:asc'],
      ]),
    ).toEqual({ ...NO_FILTERS, q: 'shorts', stock: 'sold_out', archived: 'all', sort: 'stock', dir: 'asc' });
  });

  it('offers every sort the api has in both directions, once each', () => {
    const values = ORDER_OPTIONS.map((option) => orderValue(option.sort, option.dir));
    expect(new Set(values).size).toBe(10);
    for (const value of values) {
      const [sort, dir] = value.split(':');
      expect(filtersFromForm([['order', value]])).toMatchObject({ sort, dir });
    }
  });
});

describe('sorting from the grid', () => {
  it('shows the filters’ order as the grid’s one sorted column', () => {
    expect(sortingOf(NO_FILTERS)).toEqual([{ id: 'created', desc: true }]);
  });

  it('takes a header’s new order back to the first page', () => {
    const onPage3 = { ...NO_FILTERS, page: 3 };
    expect(withSorting(onPage3, [{ id: 'price', desc: false }])).toEqual({
      ...NO_FILTERS,
      sort: 'price',
      dir: 'asc',
    });
  });

  it('ignores a column the api cannot sort by, and an empty sorting', () => {
    expect(withSorting(NO_FILTERS, [{ id: 'category', desc: true }])).toBe(NO_FILTERS);
    expect(withSorting(NO_FILTERS, [])).toBe(NO_FILTERS);
  });
});
