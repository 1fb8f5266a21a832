import { shownPrice } from '../pricing/displayed-price';
import type { Product } from '../schemas/product';
import { AGE_BANDS, type AgeBand, ALL_SIZES, SHOE_SIZE_MAX, SHOE_SIZE_MIN } from '../sizes/size-tables';
import { CATEGORIES, type Category, type SubCategory } from './categories';

/**
 * The listing's facets: what a shopper narrows the catalogue by, beside the words. Each facet's values come
 * from the products themselves by the rules here, which the api (counts and filters) and the storefront
 * (labels, the URL) share.
 */

/** The kind of product, from its sub-category: the store sells clothing, shoes and toys. */
export const PRODUCT_TYPES = ['clothing', 'shoes', 'toys'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function productTypeOf(subCategory: SubCategory): ProductType {
  if (subCategory === 'Shoes') return 'shoes';
  if (subCategory === 'Toys') return 'toys';
  return 'clothing';
}

/** Price bands by the price the shopper pays, in whole AED; the last has no upper end. */
export const PRICE_RANGES = ['0-50', '50-100', '100-200', '200-'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** The band a price in fils falls in: each band holds its lower end, not its upper one. */
export function priceRangeOf(nowFils: number): PriceRange {
  const aed = nowFils / 100;
  if (aed < 50) return '0-50';
  if (aed < 100) return '50-100';
  if (aed < 200) return '100-200';
  return '200-';
}

/**
 * The ages (in whole years, from and to) a size fits. Clothes from the size chart's Age column; 170, past the
 * chart's last row (around 13), fits 13 to 14. Shoes by the usual EU children's lengths. Free-size fits none.
 */
const CLOTHES_AGES: Readonly<Record<string, readonly [number, number]>> = {
  '80': [0, 1],
  '90': [1, 2],
  '100': [2, 3],
  '110': [3, 4],
  '120': [5, 6],
  '130': [6, 7],
  '140': [7, 10],
  '150': [10, 12],
  '160': [13, 13],
  '170': [13, 14],
};
const SHOE_AGES: readonly { upTo: number; ages: readonly [number, number] }[] = [
  { upTo: 23, ages: [1, 2] },
  { upTo: 26, ages: [2, 4] },
  { upTo: 29, ages: [4, 6] },
  { upTo: 32, ages: [6, 8] },
  { upTo: 35, ages: [8, 11] },
  { upTo: 38, ages: [11, 13] },
  { upTo: SHOE_SIZE_MAX, ages: [13, 14] },
];

function agesOfSize(size: string): readonly [number, number] | undefined {
  const clothes = CLOTHES_AGES[size];
  if (clothes) return clothes;
  const eu = Number(size);
  if (!Number.isInteger(eu) || eu < SHOE_SIZE_MIN || eu > SHOE_SIZE_MAX) return undefined;
  return SHOE_AGES.find((s) => eu <= s.upTo)?.ages;
}

/** The home page's age bands ('1-3' … '12-14' years) a size fits: every band its ages touch. */
export function ageBandsOfSize(size: string): AgeBand[] {
  const ages = agesOfSize(size);
  if (!ages) return [];
  return AGE_BANDS.filter((band) => {
    const [from, to] = band.split('-').map(Number) as [number, number];
    return ages[0] <= to && ages[1] >= from;
  });
}

/** The facets with several values; `sale` and `inStock` are yes-or-no filters. */
export const LISTING_FACETS = ['category', 'type', 'size', 'age', 'color', 'price'] as const;
export type ListingFacet = (typeof LISTING_FACETS)[number];

/** What a listing is narrowed to: no value in a facet means the facet does not narrow. */
export interface ListingFilters {
  category: readonly Category[];
  type: readonly ProductType[];
  size: readonly string[];
  age: readonly AgeBand[];
  color: readonly string[];
  price: readonly PriceRange[];
  sale: boolean;
  inStock: boolean;
}

/** A product's value(s) in each facet, worked out once per product. */
export interface FacetValues {
  category: readonly string[];
  type: readonly string[];
  size: readonly string[];
  age: readonly string[];
  color: readonly string[];
  price: readonly string[];
  sale: boolean;
  inStock: boolean;
}

/** Sizes in the store's order (children's, shoes, free size), so the size facet lists them so. */
const SIZE_ORDER = new Map(ALL_SIZES.map((size, i) => [size, i]));

export function sizeOrder(a: string, b: string): number {
  return (SIZE_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER) - (SIZE_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER);
}

export function facetValuesOf(product: Product): FacetValues {
  const sizes = new Set<string>();
  let stock = 0;
  for (const variant of product.variants) {
    for (const size of variant.sizes) {
      sizes.add(size.size);
      stock += size.stocks;
    }
  }
  const price = shownPrice(product);
  return {
    category: [product.category],
    type: [productTypeOf(product.subCategory)],
    size: [...sizes].sort(sizeOrder),
    age: AGE_BANDS.filter((band) => [...sizes].some((s) => ageBandsOfSize(s).includes(band))),
    color: [...new Set(product.variants.map((v) => v.colorName))],
    price: [priceRangeOf(price.nowFils)],
    sale: price.nowFils < price.wasFils,
    inStock: stock > 0,
  };
}

/** Whether a product's values pass one facet's filter. */
export function passesFacet(values: FacetValues, filters: ListingFilters, facet: ListingFacet): boolean {
  const wanted: readonly string[] = filters[facet];
  return wanted.length === 0 || values[facet].some((v) => wanted.includes(v));
}

/** Whether any facet or yes-or-no filter narrows the list at all. */
export function anyListingFilter(filters: ListingFilters): boolean {
  return filters.sale || filters.inStock || LISTING_FACETS.some((facet) => filters[facet].length > 0);
}

export function passesAll(values: FacetValues, filters: ListingFilters): boolean {
  return (
    (!filters.sale || values.sale) &&
    (!filters.inStock || values.inStock) &&
    LISTING_FACETS.every((facet) => passesFacet(values, filters, facet))
  );
}

export const NO_FILTERS: ListingFilters = {
  category: [],
  type: [],
  size: [],
  age: [],
  color: [],
  price: [],
  sale: false,
  inStock: false,
};

/** The order a facet's values are listed in, where the facet has a natural one. */
export const FACET_VALUE_ORDER: Partial<Record<ListingFacet, readonly string[]>> = {
  category: CATEGORIES,
  type: PRODUCT_TYPES,
  age: AGE_BANDS,
  price: PRICE_RANGES,
};
