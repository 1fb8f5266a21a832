import {
  anyListingFilter,
  FACET_VALUE_ORDER,
  type FacetValues,
  LISTING_FACETS,
  type ListingFacet,
  type ListingFilters,
  sizeOrder,
} from '@souq/shared/catalog/listing-facets';
import type { ListingFacets } from '@souq/shared/schemas/product-page';

const NONE = -1;
const FACETS = LISTING_FACETS.length;
const SALE = FACETS;
const IN_STOCK = FACETS + 1;
const SALE_FLAG = 1;
const IN_STOCK_FLAG = 2;

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

  /** Per list number, 1 for the lists of the facet (its index in LISTING_FACETS) holding a `wanted` value. */
  passing(facet: number, wanted: readonly string[]): Uint8Array {
    const passes = new Uint8Array(this.lists.length);
    this.lists.forEach((list, id) => {
      if (this.facets[id] === facet && list.some((value) => wanted.includes(value))) passes[id] = 1;
    });
    return passes;
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
 * Products' facet values as numbers, by their place in the catalogue's list order: each facet's list number
 * (FacetListPool) and whether it is on sale and in stock. Counting reads these few bytes per product, in order,
 * instead of following each product's values object.
 */
export class FacetColumns {
  readonly lists: Int32Array;
  readonly flags: Uint8Array;

  constructor(products: number) {
    this.lists = new Int32Array(products * FACETS);
    this.flags = new Uint8Array(products);
  }

  set(place: number, values: InternedFacetValues): void {
    this.lists.set(values.listIds, place * FACETS);
    this.flags[place] = (values.sale ? SALE_FLAG : 0) | (values.inStock ? IN_STOCK_FLAG : 0);
  }
}

/**
 * Counts each facet's values over the products at `places` in `columns` (those the words, collection and ids
 * already let through), disjunctively: a facet's counts pass every other filter but not its own, so each count
 * is what ticking that value would show. One pass over the products, each tested once per filter, by list:
 * whether a list passes a facet's filter is worked out once per list (`passing`), not per product.
 */
export function countFacets(
  places: Int32Array,
  columns: FacetColumns,
  pool: FacetListPool,
  filters: ListingFilters,
  colorNameAr: (colorName: string) => string,
): ListingFacets {
  // The columns are filled before (making a product's values may intern a new list): counts are sized by the pool.
  const perList = new Int32Array(pool.size);
  const passing = LISTING_FACETS.map((facet, i) =>
    filters[facet].length > 0 ? pool.passing(i, filters[facet]) : null,
  );
  const anyNarrowing = anyListingFilter(filters);
  const { lists, flags } = columns;
  let sale = 0;
  let inStock = 0;
  // A broad word finds tens of thousands of products: nothing is allocated per product, and with no filter
  // every product counts everywhere without being tested.
  for (let k = 0; k < places.length; k++) {
    const place = places[k] as number;
    const at = place * FACETS;
    const flag = flags[place] as number;
    let failures = 0;
    /** The one facet a product fails (its index, or SALE / IN_STOCK), when it fails exactly one. */
    let only = NONE;
    if (anyNarrowing) {
      for (let i = 0; i < FACETS && failures < 2; i++) {
        const passes = passing[i];
        if (passes && passes[lists[at + i] as number] === 0) {
          failures++;
          only = i;
        }
      }
      if (filters.sale && !(flag & SALE_FLAG)) {
        failures++;
        only = SALE;
      }
      if (filters.inStock && !(flag & IN_STOCK_FLAG)) {
        failures++;
        only = IN_STOCK;
      }
      if (failures > 1) continue;
    }
    for (let i = 0; i < FACETS; i++) {
      if (only === NONE || only === i) (perList[lists[at + i] as number] as number)++;
    }
    if ((only === NONE || only === SALE) && flag & SALE_FLAG) sale++;
    if ((only === NONE || only === IN_STOCK) && flag & IN_STOCK_FLAG) inStock++;
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
