import {
  anyListingFilter,
  FACET_VALUE_ORDER,
  type FacetValues,
  LISTING_FACETS,
  type ListingFacet,
  type ListingFilters,
  passesFacet,
  sizeOrder,
} from '@souq/shared/catalog/listing-facets';
import type { Product } from '@souq/shared/schemas/product';
import type { ListingFacets } from '@souq/shared/schemas/product-page';

const NONE = -1;
const SALE = LISTING_FACETS.length;
const IN_STOCK = LISTING_FACETS.length + 1;

/**
 * Counts each facet's values over `products` (those the words, collection and ids already let through),
 * disjunctively: a facet's counts pass every other filter but not its own, so each count is what ticking
 * that value would show. One pass over the products, each tested once per filter.
 */
export function countFacets(
  products: readonly Product[],
  valuesOf: (product: Product) => FacetValues,
  filters: ListingFilters,
  colorNameAr: (colorName: string) => string,
): ListingFacets {
  // Counted per list of values first: products share their lists (internFacetValues), so a product costs one
  // step per facet however many sizes it has; each list's count goes to its values at the end.
  const byList = LISTING_FACETS.map(() => new Map<readonly string[], number>());
  const narrowing = LISTING_FACETS.map((facet) => filters[facet].length > 0);
  const anyNarrowing = anyListingFilter(filters);
  let sale = 0;
  let inStock = 0;
  // A broad word finds tens of thousands of products: nothing is allocated per product, and with no filter
  // every product counts everywhere without being tested.
  for (const product of products) {
    const values = valuesOf(product);
    let failures = 0;
    /** The one facet a product fails (its index, or SALE / IN_STOCK), when it fails exactly one. */
    let only = NONE;
    if (anyNarrowing) {
      for (let i = 0; i < LISTING_FACETS.length && failures < 2; i++) {
        if (narrowing[i] && !passesFacet(values, filters, LISTING_FACETS[i] as ListingFacet)) {
          failures++;
          only = i;
        }
      }
      if (filters.sale && !values.sale) {
        failures++;
        only = SALE;
      }
      if (filters.inStock && !values.inStock) {
        failures++;
        only = IN_STOCK;
      }
      if (failures > 1) continue;
    }
    for (let i = 0; i < LISTING_FACETS.length; i++) {
      if (only !== NONE && only !== i) continue;
      const lists = byList[i] as Map<readonly string[], number>;
      const list = values[LISTING_FACETS[i] as ListingFacet];
      lists.set(list, (lists.get(list) ?? 0) + 1);
    }
    if ((only === NONE || only === SALE) && values.sale) sale++;
    if ((only === NONE || only === IN_STOCK) && values.inStock) inStock++;
  }
  const counts = byList.map((lists) => {
    const facetCounts = new Map<string, number>();
    for (const [list, count] of lists) {
      for (const value of list) facetCounts.set(value, (facetCounts.get(value) ?? 0) + count);
    }
    return facetCounts;
  });
  const listed = (facet: ListingFacet) => {
    const facetCounts = counts[LISTING_FACETS.indexOf(facet)] as Map<string, number>;
    // Ticked values stay listed at 0, so a shopper can always untick them.
    for (const value of filters[facet]) if (!facetCounts.has(value)) facetCounts.set(value, 0);
    const order = FACET_VALUE_ORDER[facet];
    if (order) {
      return order.map((value) => ({ value, count: facetCounts.get(value) ?? 0 }));
    }
    const entries = [...facetCounts].map(([value, count]) => ({ value, count }));
    if (facet === 'size') return entries.sort((a, b) => sizeOrder(a.value, b.value));
    return entries.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en'));
  };
  return {
    category: listed('category'),
    type: listed('type'),
    size: listed('size'),
    age: listed('age'),
    color: listed('color').map((c) => ({ ...c, nameAr: colorNameAr(c.value) })),
    price: listed('price'),
    sale,
    inStock,
  };
}

/**
 * `values` with each facet's list replaced by an equal one already in `pool`, where there is one: most products
 * share their sizes, ages, colours and bands, so the catalogue keeps a few hundred lists instead of one per
 * product, and countFacets counts each shared list once.
 */
export function internFacetValues(values: FacetValues, pool: Map<string, readonly string[]>): FacetValues {
  const interned = { ...values };
  for (const facet of LISTING_FACETS) {
    const key = `${facet}\u0000${values[facet].join('\u0000')}`;
    const known = pool.get(key);
    if (known) interned[facet] = known;
    else pool.set(key, values[facet]);
  }
  return interned;
}
