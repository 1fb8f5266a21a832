import { shownPrice } from '../pricing/displayed-price';
import type { Product } from '../schemas/product';
import type { Category } from './categories';

/** Which slice of the one product list each section shows. */
export const NEW_ARRIVALS_COUNT = 20;
export const RELATED_FIRST_INDEX = 4;
export const RELATED_LAST_INDEX = 23;
/** A single flash product repeats so the strip still fills. */
export const FLASH_SINGLE_REPEAT = 10;

export function newestFirst<T extends Pick<Product, 'createdAt'>>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function newArrivals<T extends Pick<Product, 'createdAt'>>(products: readonly T[]): T[] {
  return newestFirst(products).slice(0, NEW_ARRIVALS_COUNT);
}

/** Items 5 to 24 of the list, without the product being viewed. */
export function relatedProducts<T extends Pick<Product, '_id'>>(
  products: readonly T[],
  productId: string,
): T[] {
  return products.slice(RELATED_FIRST_INDEX, RELATED_LAST_INDEX + 1).filter((p) => p._id !== productId);
}

export function flashSaleProducts<T extends Pick<Product, 'flashsale'>>(products: readonly T[]): T[] {
  const flash = products.filter((p) => p.flashsale);
  return flash.length === 1 ? Array.from({ length: FLASH_SINGLE_REPEAT }, () => flash[0] as T) : flash;
}

export function bestOfKids<T extends Pick<Product, 'bestofkids'>>(products: readonly T[]): T[] {
  return products.filter((p) => p.bestofkids);
}

export function bestSellers<T extends Pick<Product, 'bestseller'>>(products: readonly T[]): T[] {
  return products.filter((p) => p.bestseller);
}

/** Listing page: 'Sort by : Relevant, Low to High, High to Low', by the price the shopper sees. */
export const SORT_OPTIONS = [
  { value: 'relevant', label: 'Relevant' },
  { value: 'low-high', label: 'Low to High' },
  { value: 'high-low', label: 'High to Low' },
] as const;
export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export function parseSortOrder(value: string | null): SortOrder {
  return SORT_OPTIONS.find((o) => o.value === value)?.value ?? 'relevant';
}

type Sortable = Pick<Product, 'price' | 'discount' | 'flashDiscount'>;

export function sortProducts<T extends Sortable>(products: readonly T[], order: SortOrder): T[] {
  if (order === 'relevant') return [...products];
  const direction = order === 'low-high' ? 1 : -1;
  // Each price is worked out once rather than once per comparison; equal prices keep the relevant order.
  const keyed = products.map((product, index) => ({ product, index, nowFils: shownPrice(product).nowFils }));
  keyed.sort((a, b) => direction * (a.nowFils - b.nowFils) || a.index - b.index);
  return keyed.map(({ product }) => product);
}

export interface ListingFilter {
  /** Gender groups ticked; none ticked shows every group. */
  categories: readonly Category[];
  search: string;
}

export function filterProducts<T extends Pick<Product, 'name' | 'nameAr' | 'category'>>(
  products: readonly T[],
  { categories, search }: ListingFilter,
): T[] {
  const needle = search.trim().toLocaleLowerCase('en');
  return products.filter(
    (p) =>
      (categories.length === 0 || categories.includes(p.category)) &&
      (needle === '' || p.name.toLocaleLowerCase('en').includes(needle) || p.nameAr.includes(needle)),
  );
}
