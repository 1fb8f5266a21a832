import {
  anyListingFilter,
  facetValuesOf,
  type ListingFilters,
  passesAll,
} from '@souq/shared/catalog/listing-facets';
import { bestOfKids, bestSellers, type SortOrder, sortProducts } from '@souq/shared/catalog/product-lists';
import {
  PRODUCT_PAGE_DEFAULT_LIMIT,
  type ProductCollection,
  productPageSearch,
} from '@souq/shared/catalog/product-page-params';
import type { Product } from '@souq/shared/schemas/product';
import type { ListingFacets, ProductPageResponse } from '@souq/shared/schemas/product-page';
import type { ProductPageQuery } from '@souq/shared/schemas/product-page-query';
import {
  type SearchSuggestions,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
} from '@souq/shared/schemas/search-suggestions';
import type { SizeStock } from '../../db/catalog-watch';
import { EncodedBody } from '../../lib/encoded-body';
import { NOTHING_FOUND, type Numbering, type SearchEngine, type SearchResult } from '../search/search-engine';
import { countFacets, FacetColumns, FacetListPool, type InternedFacetValues } from './facet-counts';

/** Distinct page queries kept encoded; past this the oldest is dropped. */
const MAX_CACHED_PAGES = 200;
/** Distinct filters (a query without its page) whose matching products are kept in order. */
const MAX_CACHED_MATCHES = 50;
/**
 * A search sorted by price that finds fewer than one product in this many sorts what it found by price; one
 * that finds more picks it out of the catalogue's price order, which costs a pass over the whole catalogue but
 * no sort.
 */
const FEW_FOUND = 16;
/** Distinct search texts whose results are kept. */
const MAX_CACHED_SEARCHES = 500;
/**
 * Products whose JSON is kept, made once for every page showing them (a page of 20 is 50 KB of JSON, most of
 * it the products, and new searches keep showing the same popular ones): a few MB.
 */
const MAX_CACHED_PRODUCT_JSON = 2000;
/** Products' facet values made per step of warm(), each step holding the event loop a few milliseconds. */
const WARM_STEP = 5000;
/** Where a page's products go in its JSON, made with an empty list. */
const PRODUCTS_SLOT = '"products":[';
const COMMA = Buffer.from(',');

const COLLECTIONS: Record<ProductCollection, (products: readonly Product[]) => Product[]> = {
  // The flash strip's lone-product repeat is a display rule; the page lists each product once.
  flash: (products) => products.filter((p) => p.flashsale),
  bestofkids: bestOfKids,
  bestseller: bestSellers,
};

interface EncodedPage {
  body: EncodedBody;
  query: ProductPageQuery;
  productIds: readonly string[];
}

/** Newest first, then by sku: the order the database lists the catalogue in. */
function listOrder(a: Product, b: Product): number {
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt ? -1 : 1;
  return a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0;
}

function samePlaceInList(a: Product, b: Product): boolean {
  return a.createdAt === b.createdAt && a.sku === b.sku;
}

function samePrice(a: Product, b: Product): boolean {
  return (
    a.price === b.price &&
    a.discount === b.discount &&
    a.flashsale === b.flashsale &&
    a.flashDiscount === b.flashDiscount
  );
}

function keepAtMost<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/**
 * The whole catalogue in memory, in list order (newest first, the store's list order), kept up to date by
 * changes that cost what they changed (docs/decisions/011-catalogue-patched-in-place.md):
 * - a stock movement changes those sizes' `stocks` in place and forgets only the encoded pages that show
 *   their products (and the whole list's body); orders, filters and every other page stay;
 * - a product read again replaces its object: the list order is patched (one splice), a price order keeps
 *   its place unless the price moved (then that order is sorted again on next use), and the filters and
 *   pages are made again on use.
 * Everything derived (sorted orders, matches per filter, encoded pages, the list's body) is made on first use.
 */
export class CatalogSnapshot {
  private readonly inListOrder: Product[];
  private readonly byId: Map<string, Product>;
  private readonly sorted = new Map<SortOrder, Product[]>();
  private readonly matches = new Map<string, readonly Product[]>();
  /** Per filter, before the facets narrow it: what the facet counts are counted over. */
  private readonly bases = new Map<string, readonly Product[]>();
  private readonly facetCounts = new Map<string, ListingFacets>();
  private readonly pages = new Map<string, EncodedPage>();
  private readonly facetValues = new Map<string, InternedFacetValues>();
  /** The facet value lists products share. */
  private readonly facetLists = new FacetListPool();
  /** Each product's place in the list order, made on first use after the order changes. */
  private places: Map<string, number> | undefined;
  /**
   * Facet values by place in the list order, filled as asked for (an array read instead of a lookup by id), and
   * the same as numbers for counting.
   */
  private byPlace: { values: (InternedFacetValues | undefined)[]; columns: FacetColumns } | undefined;
  /** From the search index's product numbers to places in the list order (placesOfNumbers). */
  private numberTable:
    | { numbering: Numbering; version: number; places: Map<string, number>; placeOf: Int32Array }
    | undefined;
  /** The places of a search's products in the list order, beside the products (what byRelevance made). */
  private readonly placesOfBase = new WeakMap<readonly Product[], Int32Array>();
  private readonly searches = new Map<string, Promise<SearchResult>>();
  /** Products' JSON (UTF-8), by the product: forgotten when its stock changes in place or it is replaced. */
  private readonly productJson = new Map<Product, Buffer>();
  /** Moves on whenever what a search finds may have changed, so a search begun before is not kept. */
  private searchGeneration = 0;
  private listBody: EncodedBody | undefined;
  /** Each colour's Arabic name (colorNameAr), made on first use after a product changes. */
  private colorNamesAr: Map<string, string> | undefined;

  /** `products` in list order; the snapshot owns them from now on and changes their stock in place. */
  constructor(products: Product[]) {
    this.inListOrder = products;
    this.byId = new Map(products.map((p) => [p._id, p]));
  }

  /** Every product, in list order. */
  get products(): readonly Product[] {
    return this.inListOrder;
  }

  product(id: string): Product | undefined {
    return this.byId.get(id);
  }

  /** `GET /api/product/list`: every product, serialised once per version of the catalogue. */
  list(): EncodedBody {
    this.listBody ??= EncodedBody.of({ success: true, products: this.inListOrder });
    return this.listBody;
  }

  /**
   * What `engine` finds for a shopper's words, asked once per distinct text and kept until a product changes
   * (its words may have) or the synonyms do.
   */
  found(text: string, engine: SearchEngine): Promise<SearchResult> {
    const cached = this.searches.get(text);
    if (cached) return cached;
    const generation = this.searchGeneration;
    const result = engine.find(text);
    keepAtMost(this.searches, text, result, MAX_CACHED_SEARCHES);
    result.then(
      () => {
        if (generation !== this.searchGeneration) this.searches.delete(text);
      },
      () => this.searches.delete(text),
    );
    return result;
  }

  /** The synonyms changed: every search is asked again, and what was made from one is made again. */
  forgetSearches(): void {
    this.searchGeneration += 1;
    this.searches.clear();
    this.forgetMatches();
  }

  /**
   * `GET /api/products`: one page, encoded once per distinct query until one of its products changes. A query
   * with words needs what they `found` (found() above).
   */
  page(query: ProductPageQuery, found?: SearchResult): EncodedBody {
    const key = productPageSearch(query);
    const cached = this.pages.get(key);
    if (cached) return cached.body;
    const page = this.pageOf(query, found);
    const body = new EncodedBody(this.pageJson(page));
    keepAtMost(
      this.pages,
      key,
      { body, query, productIds: page.products.map((p) => p._id) },
      MAX_CACHED_PAGES,
    );
    return body;
  }

  /**
   * The header search's suggestions for words already searched: the best products, and the groups and kinds
   * holding most of what was found.
   */
  suggestions(text: string, found: SearchResult): SearchSuggestions {
    const query = { search: text };
    const products = this.base(query, found).slice(0, SUGGESTED_PRODUCTS);
    const facets = this.facetsOf(query, found);
    const categories = [
      ...facets.category.map((c) => ({ facet: 'category' as const, ...c })),
      ...facets.type.map((c) => ({ facet: 'type' as const, ...c })),
    ]
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, SUGGESTED_CATEGORIES);
    return { success: true, products, categories, terms: [...found.terms], correction: found.correction };
  }

  /**
   * The pages `other` has encoded, one at a time (each step holds the event loop only briefly): a snapshot
   * made by a whole reload does this before it is served, so no request pays for making them again.
   */
  *prepareLike(other: CatalogSnapshot): Generator<void> {
    for (const order of other.sorted.keys()) {
      this.inOrder(order);
      yield;
    }
    for (const { query } of other.pages.values()) {
      // A search's pages wait for their words to be searched again, on first use.
      if (query.search?.trim()) continue;
      this.page(query);
      yield;
    }
  }

  /**
   * Builds, a step at a time, what the first search after a product change would otherwise build while a
   * shopper waits (20-30 ms at 10,000 products, ten times that at 100,000): each product's place, the facet
   * values and columns by place, and, given the search index's numbering as it is now, the table from its
   * numbers to places. Anything changed meanwhile is only built again on demand, as it would have been.
   */
  *warm(numbering: Numbering | null): Generator<void> {
    this.placesInList();
    yield;
    for (let place = 0; place < this.inListOrder.length; place++) {
      this.valueAt(place);
      if (place % WARM_STEP === WARM_STEP - 1) yield;
    }
    if (numbering) this.placesOfNumbers(numbering, numbering.version);
  }

  /** Every size's stock added up, per product: compared with the database's to find a change never heard. */
  stockByProduct(): Map<string, number> {
    const totals = new Map<string, number>();
    for (const product of this.inListOrder) {
      let total = 0;
      for (const variant of product.variants) for (const size of variant.sizes) total += size.stocks;
      totals.set(product._id, total);
    }
    return totals;
  }

  /**
   * Sets the stock of sizes read again. Answers the products a size could not be placed in (its size or
   * colour changed, or it is new to this snapshot): the caller reads those products again.
   */
  setStocks(stocks: readonly SizeStock[]): Set<string> {
    const unplaced = new Set<string>();
    const changed = new Set<string>();
    for (const row of stocks) {
      const product = this.byId.get(row.productId);
      const size = product?.variants.flatMap((v) => v.sizes).find((s) => s.subSKU === row.subSku);
      if (!size || size.size !== row.size) {
        unplaced.add(row.productId);
      } else if (size.stocks !== row.stock) {
        size.stocks = row.stock;
        changed.add(row.productId);
        if (product) this.productJson.delete(product);
      }
    }
    if (changed.size === 0) return unplaced;
    // A product sold out or back in stock moves in the in-stock filter and in a search's order.
    let stockFlipped = false;
    for (const id of changed) {
      const before = this.facetValues.get(id);
      this.facetValues.delete(id);
      if (this.byPlace) {
        // Only when values by place were made: a stock change after a product change builds no places for it.
        const place = this.placesInList().get(id);
        if (place !== undefined) this.byPlace.values[place] = undefined;
      }
      const product = this.byId.get(id);
      if (before && product && before.inStock !== this.valuesOf(product).inStock) stockFlipped = true;
    }
    if (stockFlipped) this.forgetMatches();
    else this.forgetPagesShowing(changed);
    return unplaced;
  }

  /** Puts products read again in place: `null` for one that no longer exists. */
  putProducts(products: ReadonlyMap<string, Product | null>): void {
    for (const [id, product] of products) {
      this.putProduct(id, product);
      this.facetValues.delete(id);
    }
    this.byPlace = undefined;
    this.colorNamesAr = undefined;
    // A product's words may have changed, and with them what every search finds.
    this.searchGeneration += 1;
    this.searches.clear();
    this.forgetMatches();
  }

  private forgetMatches(): void {
    this.matches.clear();
    this.bases.clear();
    this.facetCounts.clear();
    this.pages.clear();
    this.listBody = undefined;
  }

  /** The facet values of the product at `place` in the list order (in `byPlace` from then on). */
  private valueAt(place: number): InternedFacetValues {
    const byPlace = this.tablesByPlace();
    let values = byPlace.values[place];
    if (!values) {
      values = this.valuesOf(this.inListOrder[place] as Product);
      byPlace.values[place] = values;
      byPlace.columns.set(place, values);
    }
    return values;
  }

  private tablesByPlace(): { values: (InternedFacetValues | undefined)[]; columns: FacetColumns } {
    const length = this.inListOrder.length;
    this.byPlace ??= {
      values: new Array<InternedFacetValues | undefined>(length).fill(undefined),
      columns: new FacetColumns(length),
    };
    return this.byPlace;
  }

  private valuesOf(product: Product): InternedFacetValues {
    let values = this.facetValues.get(product._id);
    if (!values) {
      values = this.facetLists.intern(facetValuesOf(product));
      this.facetValues.set(product._id, values);
    }
    return values;
  }

  private putProduct(id: string, product: Product | null): void {
    const old = this.byId.get(id);
    if (old && product && samePlaceInList(old, product)) {
      this.inListOrder[this.inListOrder.indexOf(old)] = product;
    } else {
      if (old) this.inListOrder.splice(this.inListOrder.indexOf(old), 1);
      if (product) this.inListOrder.splice(this.insertionPoint(product), 0, product);
      this.places = undefined;
    }
    for (const [order, products] of this.sorted) {
      if (old && product && samePlaceInList(old, product) && samePrice(old, product)) {
        products[products.indexOf(old)] = product;
      } else {
        this.sorted.delete(order);
      }
    }
    if (old) this.productJson.delete(old);
    if (product) this.byId.set(id, product);
    else this.byId.delete(id);
  }

  private insertionPoint(product: Product): number {
    let low = 0;
    let high = this.inListOrder.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (listOrder(this.inListOrder[mid] as Product, product) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private forgetPagesShowing(productIds: ReadonlySet<string>): void {
    this.listBody = undefined;
    for (const [key, page] of this.pages) {
      if (page.productIds.some((id) => productIds.has(id))) this.pages.delete(key);
    }
  }

  /** A page's JSON: the page around its products, each product's JSON as kept (productJson). */
  private pageJson(page: ProductPageResponse): Buffer {
    const around = JSON.stringify({ ...page, products: [] });
    const slot = around.indexOf(PRODUCTS_SLOT) + PRODUCTS_SLOT.length;
    const parts: Buffer[] = [Buffer.from(around.slice(0, slot))];
    page.products.forEach((product, i) => {
      if (i > 0) parts.push(COMMA);
      let json = this.productJson.get(product);
      if (!json) {
        json = Buffer.from(JSON.stringify(product));
        keepAtMost(this.productJson, product, json, MAX_CACHED_PRODUCT_JSON);
      }
      parts.push(json);
    });
    parts.push(Buffer.from(around.slice(slot)));
    return Buffer.concat(parts);
  }

  private pageOf(query: ProductPageQuery, found: SearchResult | undefined): ProductPageResponse {
    const limit = query.limit ?? PRODUCT_PAGE_DEFAULT_LIMIT;
    const page = query.page ?? 1;
    const matches = this.matching(query, found);
    const start = (page - 1) * limit;
    return {
      success: true,
      products: matches.slice(start, start + limit),
      page,
      limit,
      total: matches.length,
      totalPages: Math.ceil(matches.length / limit),
      ...(query.facets ? { facets: this.facetsOf(query, found) } : {}),
      ...(query.search?.trim()
        ? { correction: found?.correction ?? null, terms: [...(found?.terms ?? [])] }
        : {}),
    };
  }

  /** The products a query's filters let through, in its order: kept per filter, so its pages share them. */
  private matching(query: ProductPageQuery, found: SearchResult | undefined): readonly Product[] {
    const key = productPageSearch({ ...query, page: undefined, limit: undefined, facets: undefined });
    const cached = this.matches.get(key);
    if (cached) return cached;
    const filters = listingFilters(query);
    const base = this.base(query, found);
    const matches = anyListingFilter(filters)
      ? base.filter((p) => passesAll(this.valuesOf(p), filters))
      : base;
    keepAtMost(this.matches, key, matches, MAX_CACHED_MATCHES);
    return matches;
  }

  private facetsOf(query: ProductPageQuery, found: SearchResult | undefined): ListingFacets {
    const key = productPageSearch({ ...query, page: undefined, limit: undefined, facets: undefined });
    const cached = this.facetCounts.get(key);
    if (cached) return cached;
    const base = this.base(query, found);
    const inList = this.placesInList();
    const places = this.placesOfBase.get(base) ?? Int32Array.from(base, (p) => inList.get(p._id) as number);
    for (const place of places) this.valueAt(place);
    const counts = countFacets(
      places,
      this.tablesByPlace().columns,
      this.facetLists,
      listingFilters(query),
      (colorName) => this.colorNameAr(colorName),
    );
    keepAtMost(this.facetCounts, key, counts, MAX_CACHED_MATCHES);
    return counts;
  }

  /**
   * What the words, the collection and the ids let through, in the query's order, before the facets narrow
   * it. A search's own order ('relevant') is the best match first, then products in stock before sold-out
   * ones, then the catalogue's order.
   */
  private base(query: ProductPageQuery, found: SearchResult | undefined): readonly Product[] {
    const key = productPageSearch({
      search: query.search,
      sort: query.sort,
      collection: query.collection,
      ids: query.ids,
    });
    const cached = this.bases.get(key);
    if (cached) return cached;
    const sort = query.sort ?? 'relevant';
    const searched = query.search?.trim() ? (found ?? NOTHING_FOUND) : undefined;
    let base: readonly Product[];
    if (!searched) base = this.inOrder(sort);
    else if (sort === 'relevant') base = this.byRelevance(searched);
    else base = this.sortedFound(searched.scores, sort);
    // Both keep the order they are given, so they may come after the words' order is made.
    if (query.collection) base = COLLECTIONS[query.collection](base);
    if (query.ids) {
      const wanted = new Set(query.ids);
      base = base.filter((p) => wanted.has(p._id));
    }
    keepAtMost(this.bases, key, base, MAX_CACHED_MATCHES);
    return base;
  }

  /** What a search found, in a price or name order. */
  private sortedFound(scores: ReadonlyMap<string, number>, sort: SortOrder): readonly Product[] {
    if (scores.size * FEW_FOUND < this.inListOrder.length) {
      return sortProducts(this.inPlaceOrder(scores.keys()), sort);
    }
    return this.inOrder(sort).filter((p) => scores.has(p._id));
  }

  /** A colour's Arabic name: the first the catalogue gives it, in list order. */
  private colorNameAr(colorName: string): string {
    if (!this.colorNamesAr) {
      this.colorNamesAr = new Map();
      for (const product of this.inListOrder) {
        for (const variant of product.variants) {
          if (variant.colorNameAr && !this.colorNamesAr.has(variant.colorName)) {
            this.colorNamesAr.set(variant.colorName, variant.colorNameAr);
          }
        }
      }
    }
    return this.colorNamesAr.get(colorName) ?? '';
  }

  /** Each product's place in the list order. */
  private placesInList(): Map<string, number> {
    this.places ??= new Map(this.inListOrder.map((p, place) => [p._id, place]));
    return this.places;
  }

  /** These products in list order, by sorting their places: no product is compared with another. */
  private inPlaceOrder(ids: Iterable<string>): Product[] {
    const places = this.placesInList();
    const found: number[] = [];
    for (const id of ids) {
      const place = places.get(id);
      if (place !== undefined) found.push(place);
    }
    const sorted = Int32Array.from(found).sort();
    const products = new Array<Product>(sorted.length);
    for (let i = 0; i < sorted.length; i++) products[i] = this.inListOrder[sorted[i] as number] as Product;
    return products;
  }

  /**
   * The products the words found, best score first, then in stock before sold out, then in list order. Each is
   * one number, its rank (score and stock, as its place among the ranks found) above its place in the list, and
   * the numbers are sorted as numbers: only what was found is visited, and no product is compared with another
   * (sorting a broad word's 37,000 products of 100,000 with a comparator took longer than its search). Found by
   * the search index's numbers, no product is looked up by id.
   */
  private byRelevance(found: SearchResult): Product[] {
    const foundPlaces: number[] = [];
    const ranks: number[] = [];
    const add = (place: number, score: number) => {
      foundPlaces.push(place);
      ranks.push(score * 2 + (this.valueAt(place).inStock ? 1 : 0));
    };
    const placeOf = found.numbered
      ? this.placesOfNumbers(found.numbered.numbering, found.numbered.version)
      : null;
    if (found.numbered && placeOf) {
      const { numbers, points } = found.numbered;
      for (let i = 0; i < numbers.length; i++) {
        const place = placeOf[numbers[i] as number] as number;
        if (place >= 0) add(place, points[i] as number);
      }
    } else {
      const places = this.placesInList();
      // forEach, not for…of: no entry array is made per product found.
      found.scores.forEach((score, id) => {
        const place = places.get(id);
        if (place !== undefined) add(place, score);
      });
    }
    const rankOrder = new Map([...new Set(ranks)].sort((a, b) => b - a).map((rank, i) => [rank, i]));
    const span = this.inListOrder.length;
    const keys = new Float64Array(foundPlaces.length);
    for (let i = 0; i < keys.length; i++) {
      keys[i] = (rankOrder.get(ranks[i] as number) as number) * span + (foundPlaces[i] as number);
    }
    keys.sort();
    const products = new Array<Product>(keys.length);
    const places = new Int32Array(keys.length);
    for (let i = 0; i < keys.length; i++) {
      const place = (keys[i] as number) % span;
      places[i] = place;
      products[i] = this.inListOrder[place] as Product;
    }
    this.placesOfBase.set(products, places);
    return products;
  }

  /**
   * Each of the search index's product numbers as a place in the list order (-1 for a product not listed), made
   * again when the index numbers its products differently or the list order changes. Null when the index has
   * changed since `version`, when what was found was found: its numbers may name other products now.
   */
  private placesOfNumbers(numbering: Numbering, version: number): Int32Array | null {
    if (numbering.version !== version) return null;
    const places = this.placesInList();
    const table = this.numberTable;
    if (table && table.numbering === numbering && table.version === version && table.places === places) {
      return table.placeOf;
    }
    const placeOf = new Int32Array(numbering.ids.length);
    numbering.ids.forEach((id, n) => {
      placeOf[n] = places.get(id) ?? -1;
    });
    this.numberTable = { numbering, version, places, placeOf };
    return placeOf;
  }

  private inOrder(order: SortOrder): readonly Product[] {
    if (order === 'relevant') return this.inListOrder;
    let sorted = this.sorted.get(order);
    if (!sorted) {
      sorted = sortProducts(this.inListOrder, order);
      this.sorted.set(order, sorted);
    }
    return sorted;
  }
}

function listingFilters(query: ProductPageQuery): ListingFilters {
  return {
    category: query.category ?? [],
    type: query.type ?? [],
    size: query.size ?? [],
    age: query.age ?? [],
    color: query.color ?? [],
    price: query.price ?? [],
    sale: query.sale ?? false,
    inStock: query.inStock ?? false,
  };
}
