import {
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

/**
 * Counts each facet's values over `products` (those the words, collection and ids already let through),
 * disjunctively: a facet's counts pass every other filter but not its own, so each count is what ticking
 * that value would show. One pass over the products, each tested once per filter.
 */
export function countFacets(
  products: readonly Product[],
  valuesOf: (product: Product) => FacetValues,
  filters: ListingFilters,
): ListingFacets {
  const counts = new Map<ListingFacet, Map<string, number>>(LISTING_FACETS.map((f) => [f, new Map()]));
  const colorNamesAr = new Map<string, string>();
  let sale = 0;
  let inStock = 0;
  for (const product of products) {
    const values = valuesOf(product);
    const failed: string[] = [];
    for (const facet of LISTING_FACETS) if (!passesFacet(values, filters, facet)) failed.push(facet);
    if (filters.sale && !values.sale) failed.push('sale');
    if (filters.inStock && !values.inStock) failed.push('inStock');
    if (failed.length > 1) continue;
    const only = failed[0];
    for (const facet of LISTING_FACETS) {
      if (only !== undefined && only !== facet) continue;
      const facetCounts = counts.get(facet) as Map<string, number>;
      for (const value of values[facet]) facetCounts.set(value, (facetCounts.get(value) ?? 0) + 1);
    }
    if ((only === undefined || only === 'sale') && values.sale) sale++;
    if ((only === undefined || only === 'inStock') && values.inStock) inStock++;
    if (only === undefined || only === 'color') {
      for (const variant of product.variants) {
        if (variant.colorNameAr && !colorNamesAr.has(variant.colorName)) {
          colorNamesAr.set(variant.colorName, variant.colorNameAr);
        }
      }
    }
  }
  const listed = (facet: ListingFacet) => {
    const facetCounts = counts.get(facet) as Map<string, number>;
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
    color: listed('color').map((c) => ({ ...c, nameAr: colorNamesAr.get(c.value) ?? '' })),
    price: listed('price'),
    sale,
    inStock,
  };
}
