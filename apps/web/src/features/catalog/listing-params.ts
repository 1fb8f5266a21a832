import { CATEGORIES, type Category } from '@souq/shared/catalog/categories';
import { parseSortOrder, type SortOrder } from '@souq/shared/catalog/product-lists';

export interface ListingState {
  /** Ticked gender boxes, in the order the boxes are shown. */
  categories: Category[];
  sort: SortOrder;
  /** Trimmed search text; '' when the shopper is not searching. */
  search: string;
}

/**
 * Listing page: the URL is the source of truth, so a shared or reloaded link shows the same list.
 * `/products/{text}` (the route param) wins over `?search=`; unknown categories are ignored.
 */
export function readListing(params: URLSearchParams, routeText: string | undefined): ListingState {
  const ticked = new Set(params.getAll('category'));
  return {
    categories: CATEGORIES.filter((c) => ticked.has(c)),
    sort: parseSortOrder(params.get('sort')),
    search: (routeText ?? params.get('search') ?? '').trim(),
  };
}

/** The same params with `category` repeated once per ticked box; search, sort and the rest are kept. */
export function withCategories(params: URLSearchParams, categories: readonly Category[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('category');
  for (const category of CATEGORIES) if (categories.includes(category)) next.append('category', category);
  return next;
}

/** The same params with `sort` set, or dropped for the default 'relevant' order so plain links stay plain. */
export function withSort(params: URLSearchParams, sort: SortOrder): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === 'relevant') next.delete('sort');
  else next.set('sort', sort);
  return next;
}
