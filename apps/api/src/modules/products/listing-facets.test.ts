import { shownPrice } from '@souq/shared/pricing/displayed-price';
import { type Product, productListResponseSchema } from '@souq/shared/schemas/product';
import { type ListingFacets, productPageResponseSchema } from '@souq/shared/schemas/product-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { GOLDEN_QUERIES } from '../search/golden-queries';
import { PostgresSearch } from '../search/postgres-search';

/*
 * The listing's facets, checked against a brute-force count: every product of the catalogue is read from
 * `/api/product/list` and tested by the rules written out again here, independently of the api's own
 * (packages/shared/src/catalog/listing-facets.ts), and a search's products are every page of its results.
 */

const t = useTestApp();
let all: Product[];
beforeAll(async () => {
  all = productListResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json(),
  ).products;
});

async function page(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productPageResponseSchema.parse(res.json());
}

/** Every product a search finds, over all its pages. */
async function searched(search: string): Promise<Product[]> {
  const found: Product[] = [];
  for (let n = 1; ; n++) {
    const answer = await page(`?search=${encodeURIComponent(search)}&limit=100&page=${n}`);
    found.push(...answer.products);
    if (n >= answer.totalPages) return found;
  }
}

type Filters = Record<'category' | 'type' | 'size' | 'age' | 'color' | 'price', string[]> & {
  sale?: boolean;
  inStock?: boolean;
};

function paid(p: Product): number {
  return Math.round((p.price * (100 - Math.max(p.discount, p.flashDiscount))) / 100);
}

/** The rules, written out by hand: kinds by sub-category, age bands by the sizes' ages, bands by the price paid. */
const AGES: Record<string, [number, number]> = {
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
function sizeAges(size: string): [number, number] | null {
  if (AGES[size]) return AGES[size];
  const eu = Number(size);
  if (!Number.isInteger(eu) || eu < 21 || eu > 42) return null;
  if (eu <= 23) return [1, 2];
  if (eu <= 26) return [2, 4];
  if (eu <= 29) return [4, 6];
  if (eu <= 32) return [6, 8];
  if (eu <= 35) return [8, 11];
  if (eu <= 38) return [11, 13];
  return [13, 14];
}
function valuesIn(p: Product, facet: keyof Filters): string[] {
  const sizes = [...new Set(p.variants.flatMap((v) => v.sizes.map((s) => s.size)))];
  switch (facet) {
    case 'category':
      return [p.category];
    case 'type':
      return [p.subCategory === 'Shoes' ? 'shoes' : p.subCategory === 'Toys' ? 'toys' : 'clothing'];
    case 'size':
      return sizes;
    case 'age':
      return ['1-3', '4-6', '7-8', '9-11', '12-14'].filter((band) => {
        const [from, to] = band.split('-').map(Number) as [number, number];
        return sizes.some((s) => {
          const ages = sizeAges(s);
          return ages !== null && ages[0] <= to && ages[1] >= from;
        });
      });
    case 'color':
      return p.variants.map((v) => v.colorName);
    case 'price': {
      const aed = paid(p);
      return [aed < 50 ? '0-50' : aed < 100 ? '50-100' : aed < 200 ? '100-200' : '200-'];
    }
    default:
      return [];
  }
}
const FACETS = ['category', 'type', 'size', 'age', 'color', 'price'] as const;
function passes(p: Product, filters: Filters, except?: string): boolean {
  if (except !== 'sale' && filters.sale && !(paid(p) < p.price)) return false;
  const stock = p.variants.flatMap((v) => v.sizes).reduce((sum, s) => sum + s.stocks, 0);
  if (except !== 'inStock' && filters.inStock && stock === 0) return false;
  return FACETS.every(
    (f) => f === except || filters[f].length === 0 || valuesIn(p, f).some((v) => filters[f].includes(v)),
  );
}

function bruteCounts(products: readonly Product[], filters: Filters): ListingFacets {
  const counted = (facet: (typeof FACETS)[number]) => {
    const counts = new Map<string, number>();
    for (const p of products) {
      if (!passes(p, filters, facet)) continue;
      for (const v of valuesIn(p, facet)) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    return counts;
  };
  const entries = (facet: (typeof FACETS)[number]) =>
    [...counted(facet)].filter(([, n]) => n > 0).sort(([a], [b]) => a.localeCompare(b));
  return {
    category: entries('category').map(([value, count]) => ({ value, count })),
    type: entries('type').map(([value, count]) => ({ value, count })),
    size: entries('size').map(([value, count]) => ({ value, count })),
    age: entries('age').map(([value, count]) => ({ value, count })),
    color: entries('color').map(([value, count]) => ({ value, count, nameAr: '' })),
    price: entries('price').map(([value, count]) => ({ value, count })),
    sale: products.filter((p) => passes(p, filters, 'sale') && paid(p) < p.price).length,
    inStock: products.filter(
      (p) => passes(p, filters, 'inStock') && p.variants.some((v) => v.sizes.some((s) => s.stocks > 0)),
    ).length,
  };
}

/** The api's counts in the same shape: values with a count, sorted, Arabic colour names aside. */
function comparable(facets: ListingFacets): ListingFacets {
  const nonZero = (list: { value: string; count: number }[]) =>
    list
      .filter((e) => e.count > 0)
      .map(({ value, count }) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value));
  return {
    category: nonZero(facets.category),
    type: nonZero(facets.type),
    size: nonZero(facets.size),
    age: nonZero(facets.age),
    color: nonZero(facets.color).map((c) => ({ ...c, nameAr: '' })),
    price: nonZero(facets.price),
    sale: facets.sale,
    inStock: facets.inStock,
  };
}

function queryOf(filters: Filters): string {
  const params = new URLSearchParams();
  for (const f of FACETS) for (const v of filters[f]) params.append(f, v);
  if (filters.sale) params.set('sale', 'true');
  if (filters.inStock) params.set('inStock', 'true');
  return params.toString();
}

const NONE: Filters = { category: [], type: [], size: [], age: [], color: [], price: [] };
const FILTER_SETS: Filters[] = [
  NONE,
  { ...NONE, category: ['Girls'] },
  { ...NONE, category: ['Boys', 'Unisex'], price: ['50-100'] },
  { ...NONE, type: ['shoes'], size: ['28', '30'] },
  { ...NONE, age: ['4-6'], sale: true },
  { ...NONE, color: ['Navy', 'White'], inStock: true },
  { ...NONE, type: ['clothing'], age: ['1-3', '12-14'], price: ['0-50', '100-200'] },
];
/** No words, then every query of the golden relevance set (typos, prefixes, Arabic, skus, synonyms). */
const SEARCHES = ['', ...GOLDEN_QUERIES.map((g) => g.q)];

describe('listing facets', () => {
  it('count what ticking each value would show, over every golden query, as a brute-force count does', async () => {
    for (const [i, search] of SEARCHES.entries()) {
      const base = search ? await searched(search) : all;
      // No filter, and one of the sets in turn (every set for the whole catalogue).
      const sets = i === 0 ? FILTER_SETS : [NONE, FILTER_SETS[1 + (i % (FILTER_SETS.length - 1))] as Filters];
      for (const filters of sets) {
        const query = `?${queryOf(filters)}&facets=true&limit=100${search ? `&search=${encodeURIComponent(search)}` : ''}`;
        const answer = await page(query);
        expect(comparable(answer.facets as ListingFacets), `${search} ${query}`).toEqual(
          bruteCounts(base, filters),
        );
        const shown = base.filter((p) => passes(p, filters));
        expect(answer.total, query).toBe(shown.length);
        expect(answer.products.map((p) => p._id).sort()).toEqual(
          shown
            .slice(0, 100)
            .map((p) => p._id)
            .sort(),
        );
      }
    }
  });

  it('keeps a ticked value listed at 0 so it can be unticked, and lists the fixed facets in their order', async () => {
    const answer = await page('?search=dress&type=toys&color=NoSuchColour&facets=true');
    expect(answer.total).toBe(0);
    expect(answer.facets?.color).toContainEqual({ value: 'NoSuchColour', nameAr: '', count: 0 });
    expect(answer.facets?.type.map((e) => e.value)).toEqual(['clothing', 'shoes', 'toys']);
    expect(answer.facets?.age.map((e) => e.value)).toEqual(['1-3', '4-6', '7-8', '9-11', '12-14']);
  });

  it('refuses values no facet has, with a message that says why', async () => {
    for (const [query, message] of [
      ['?type=hats', 'Type must be clothing, shoes or toys.'],
      ['?size=XXL', 'Size is not valid.'],
      ['?age=2-5', 'Age must be 1-3, 4-6, 7-8, 9-11 or 12-14.'],
      ['?price=1-2', 'Price must be 0-50, 50-100, 100-200 or 200-.'],
      ['?sale=yes', 'Sale must be true or false.'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('ranks a search by relevance: a name match before a description match, then in stock before sold out', async () => {
    const answer = await page('?search=dinosaur&limit=100');
    expect(answer.products[0]?.name.toLowerCase()).toContain('dinosaur');
    expect(answer.correction).toBeNull();
    const typo = await page('?search=dinosuar');
    expect(typo.correction).toBe('dinosaur');
    expect(typo.products.map((p) => p._id)).toEqual(
      answer.products.slice(0, typo.products.length).map((p) => p._id),
    );
  });

  it("orders a search by score, then in stock before sold out, then the catalogue's order; by price when asked", async () => {
    // The scores as the database itself gives them, and the order worked out again here from the whole list.
    const engine = new PostgresSearch(t.database.db);
    // The store's search index has loaded: what it found is read by its product numbers, checked here.
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().search)
      .toBe('index');
    const place = new Map(all.map((p, i) => [p._id, i]));
    const inStock = (p: Product) => p.variants.some((v) => v.sizes.some((s) => s.stocks > 0));
    let soldOutFound = 0;
    for (const q of [...new Set(GOLDEN_QUERIES.map((g) => g.q))]) {
      const { scores } = await engine.find(q);
      const expected = all
        .filter((p) => scores.has(p._id))
        .sort(
          (a, b) =>
            (scores.get(b._id) ?? 0) - (scores.get(a._id) ?? 0) ||
            Number(inStock(b)) - Number(inStock(a)) ||
            (place.get(a._id) ?? 0) - (place.get(b._id) ?? 0),
        );
      soldOutFound += expected.filter((p) => !inStock(p)).length;
      expect(
        (await searched(q)).map((p) => p.sku),
        q,
      ).toEqual(expected.map((p) => p.sku));
      const cheapest = await page(`?search=${encodeURIComponent(q)}&sort=low-high&limit=100`);
      const byPrice = all
        .filter((p) => scores.has(p._id))
        .map((p) => ({ sku: p.sku, fils: shownPrice(p).nowFils }))
        .sort((a, b) => a.fils - b.fils)
        .slice(0, 100);
      expect(cheapest.total, q).toBe(expected.length);
      expect(
        cheapest.products.map((p) => shownPrice(p).nowFils),
        q,
      ).toEqual(byPrice.map((p) => p.fils));
    }
    // The rule between in stock and sold out was exercised, not only the scores'.
    expect(soldOutFound).toBeGreaterThan(0);
  });
});
