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

/** A product's facet values with each facet's list shared with the products holding an equal one. */
export interface InternedFacetValues extends FacetValues {
  /** Per facet (LISTING_FACETS' order), the number of its list in the pool that interned it. */
  readonly listIds: Int32Array;
}

/**
 * The facet value lists a catalogue's products share: most products share their sizes, ages, colours and bands,
 * so the catalogue keeps a few hundred lists instead of one per product, each with a number, and countFacets
 * counts products per list number in a typed array (no map lookups per product), then each list's values once.
 */
export class FacetListPool {
  private readonly byKey = new Map<string, number>();
  private readonly lists: (readonly string[])[] = [];
  /** The facet (its index in LISTING_FACETS) each list belongs to. */
  private readonly facets: number[] = [];

  get size(): number {
    return this.lists.length;
  }

  intern(values: FacetValues): InternedFacetValues {
    const interned = { ...values, listIds: new Int32Array(LISTING_FACETS.length) };
    LISTING_FACETS.forEach((facet, facetIndex) => {
      const key = `${facet}\u0000${values[facet].join('\u0000')}`;
      let id = this.byKey.get(key);
      if (id === undefined) {
        id = this.lists.length;
        this.byKey.set(key, id);
        this.lists.push(values[facet]);
        this.facets.push(facetIndex);
      }
      interned[facet] = this.lists[id] as readonly string[];
      interned.listIds[facetIndex] = id;
    });
    return interned;
  }

  /** Each facet's values counted, from the number of products counted per list. */
  valueCounts(perList: Int32Array): Map<string, number>[] {
    const counts = LISTING_FACETS.map(() => new Map<string, number>());
    for (let id = 0; id < perList.length; id++) {
      const count = perList[id] as number;
      if (count === 0) continue;
      const facetCounts = counts[this.facets[id] as number] as Map<string, number>;
      for (const value of this.lists[id] as readonly string[]) {
        facetCounts.set(value, (facetCounts.get(value) ?? 0) + count);
      }
    }
    return counts;
  }
}

/**
 * Counts each facet's values over `products` (those the words, collection and ids already let through),
 * disjunctively: a facet's counts pass every other filter but not its own, so each count is what ticking
 * that value would show. One pass over the products, each tested once per filter.
 */
export function countFacets(
  products: readonly Product[],
  valuesOf: (product: Product) => InternedFacetValues,
  pool: FacetListPool,
  filters: ListingFilters,
  colorNameAr: (colorName: string) => string,
): ListingFacets {
  // Values first: making a product's values may intern a new list, and the counts are sized by the pool.
  const allValues = products.map(valuesOf);
  const perList = new Int32Array(pool.size);
  const narrowing = LISTING_FACETS.map((facet) => filters[facet].length > 0);
  const anyNarrowing = anyListingFilter(filters);
  let sale = 0;
  let inStock = 0;
  // A broad word finds tens of thousands of products: nothing is allocated per product, and with no filter
  // every product counts everywhere without being tested.
  for (const values of allValues) {
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
    const ids = values.listIds;
    for (let i = 0; i < ids.length; i++) {
      if (only === NONE || only === i) (perList[ids[i] as number] as number)++;
    }
    if ((only === NONE || only === SALE) && values.sale) sale++;
    if ((only === NONE || only === IN_STOCK) && values.inStock) inStock++;
  }
  const counts = pool.valueCounts(perList);
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
