import { CATEGORIES, type Category } from '@souq/shared/catalog/categories';
import {
  type ListingFacet,
  PRICE_RANGES,
  PRODUCT_TYPES,
  type PriceRange,
  type ProductType,
} from '@souq/shared/catalog/listing-facets';
import { parseSortOrder, type SortOrder } from '@souq/shared/catalog/product-lists';
import { AGE_BANDS, type AgeBand, ALL_SIZES } from '@souq/shared/sizes/size-tables';

/** The facets beside the gender boxes, as the URL carries them (`?type=shoes&size=28&sale=true`). */
export interface ListingFacetFilters {
  type: ProductType[];
  size: string[];
  age: AgeBand[];
  color: string[];
  price: PriceRange[];
  sale: boolean;
  inStock: boolean;
}

/** The facets whose values are listed as boxes, gender aside (it keeps the spec's own boxes). */
export type ValueFacet = Exclude<ListingFacet, 'category'>;
export type FlagFacet = 'sale' | 'inStock';

export interface ListingState {
  /** Ticked gender boxes, in the order the boxes are shown. */
  categories: Category[];
  sort: SortOrder;
  /** Trimmed search text; '' when the shopper is not searching. */
  search: string;
  filters: ListingFacetFilters;
}

/** Known values only, each once, in the facet's own order; colours are the products' own names. */
function known<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T[] {
  const given = new Set(params.getAll(name));
  return values.filter((v) => given.has(v));
}

export function readFacetFilters(params: URLSearchParams): ListingFacetFilters {
  return {
    type: known(params, 'type', PRODUCT_TYPES),
    size: known(params, 'size', ALL_SIZES),
    age: known(params, 'age', AGE_BANDS),
    color: [...new Set(params.getAll('color').filter((c) => c.trim() !== ''))],
    price: known(params, 'price', PRICE_RANGES),
    sale: params.get('sale') === 'true',
    inStock: params.get('inStock') === 'true',
  };
}

/** Whether any facet beside gender narrows the list. */
export function anyFacetFilter(filters: ListingFacetFilters): boolean {
  return (
    filters.sale ||
    filters.inStock ||
    (['type', 'size', 'age', 'color', 'price'] as const).some((f) => filters[f].length > 0)
  );
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
    filters: readFacetFilters(params),
  };
}

/** The same params with one facet's values set (none drops it); the rest kept. */
export function withFacet(
  params: URLSearchParams,
  facet: ValueFacet,
  values: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(facet);
  for (const value of values) next.append(facet, value);
  return next;
}

/** The same params with a yes-or-no filter on (`=true`) or dropped. */
export function withFlag(params: URLSearchParams, flag: FlagFacet, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set(flag, 'true');
  else next.delete(flag);
  return next;
}

/** The same params without any filter: the words and the order stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['category', 'type', 'size', 'age', 'color', 'price', 'sale', 'inStock'])
    next.delete(name);
  return next;
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
