import {
  type AdminProductsFilters,
  adminProductsQuerySchema,
  PRODUCT_SORTS,
} from '@souq/shared/schemas/admin-products';
import type { SortingState } from '@tanstack/react-table';

/** The product list's filters, order and page, as the admin api reads them and the address keeps them. */
export type ProductFilters = AdminProductsFilters;
export type ProductSort = ProductFilters['sort'];
export type SortDirection = ProductFilters['dir'];

const FIELDS = ['q', 'category', 'flag', 'stock', 'archived', 'sort', 'dir', 'page', 'limit'] as const;

/** On sale (not archived), newest first, the first page, the api's own page size. */
export const NO_FILTERS: ProductFilters = adminProductsQuerySchema.parse({});

/**
 * The filters in an address's query, checked with the api's own schema. A value the api would refuse (an
 * old link, a hand-edited address) is dropped by itself, so the rest of the link still works.
 */
export function filtersFromSearch(search: URLSearchParams): ProductFilters {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = search.get(field);
    if (value !== null && value.trim() !== '') raw[field] = value;
  }
  const parsed = adminProductsQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(raw).filter(([field]) => !refused.has(field)));
  return adminProductsQuerySchema.safeParse(kept).data ?? NO_FILTERS;
}

/** `?category=Girls&page=2`: the filters that are set, without the defaults, in a stable order. */
export function searchFromFilters(filters: ProductFilters): string {
  const search = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filters[field];
    if (value === undefined || value === '' || value === NO_FILTERS[field]) continue;
    search.set(field, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** True when anything narrows the list beyond the default "on sale" (the order and page aside). */
export function isFiltered(filters: ProductFilters): boolean {
  return Boolean(
    filters.q ||
      filters.category ||
      filters.flag ||
      filters.stock ||
      filters.archived !== NO_FILTERS.archived,
  );
}

/** The order select's value for a sort and direction: `price:asc`. */
export const orderValue = (sort: ProductSort, dir: SortDirection) => `${sort}:${dir}`;

/** The orders the filter form offers (the grid's headers sort by the same columns). */
export const ORDER_OPTIONS: readonly { sort: ProductSort; dir: SortDirection; label: string }[] = [
  { sort: 'created', dir: 'desc', label: 'Newest first' },
  { sort: 'created', dir: 'asc', label: 'Oldest first' },
  { sort: 'name', dir: 'asc', label: 'Name A–Z' },
  { sort: 'name', dir: 'desc', label: 'Name Z–A' },
  { sort: 'sku', dir: 'asc', label: 'SKU A–Z' },
  { sort: 'sku', dir: 'desc', label: 'SKU Z–A' },
  { sort: 'price', dir: 'asc', label: 'Price, low to high' },
  { sort: 'price', dir: 'desc', label: 'Price, high to low' },
  { sort: 'stock', dir: 'asc', label: 'Stock, fewest first' },
  { sort: 'stock', dir: 'desc', label: 'Stock, most first' },
];

/**
 * The filter form's fields as filters, back on the first page: the order select's `sort:dir` is split into
 * the two values the api reads.
 */
export function filtersFromForm(entries: Iterable<[string, FormDataEntryValue]>): ProductFilters {
  const search = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    if (name === 'order') {
      const [sort = '', dir = ''] = value.split(':');
      search.set('sort', sort);
      search.set('dir', dir);
    } else search.set(name, value);
  }
  return { ...filtersFromSearch(search), page: 1 };
}

/** The grid's sorting state for the filters: the api sorts by one column at a time. */
export function sortingOf({ sort, dir }: Pick<ProductFilters, 'sort' | 'dir'>): SortingState {
  return [{ id: sort, desc: dir === 'desc' }];
}

/**
 * The filters with the grid's new sorting, back on the first page; unchanged when the grid names a column the
 * api does not sort by.
 */
export function withSorting(filters: ProductFilters, sorting: SortingState): ProductFilters {
  const [first] = sorting;
  const sort = PRODUCT_SORTS.find((name) => name === first?.id);
  if (!first || !sort) return filters;
  return { ...filters, sort, dir: first.desc ? 'desc' : 'asc', page: 1 };
}
