import { type Product, productListResponseSchema } from '@souq/shared/schemas/product';
import { productPageResponseSchema } from '@souq/shared/schemas/product-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { SizeStock } from '../../db/catalog-watch';
import type { SearchResult } from '../search/search-engine';
import { CatalogSnapshot } from './catalog-snapshot';

/*
 * A search's order read by the search index's product numbers (SearchResult.numbered) against the same order
 * read by id, on the seeded catalogue, as stock comes and goes: the numbers' table and the facet values kept by
 * place must follow a product selling out as the lookups by id do.
 */

const t = useTestApp();
let catalogue: Product[];
let inStock: Product[];
beforeAll(async () => {
  catalogue = productListResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json(),
  ).products;
  inStock = catalogue.filter((p) => p.variants.some((v) => v.sizes.some((s) => s.stocks > 0)));
});

/** What a search found, equal scores for all, as an index in memory gives it: by number and by id. */
function foundAlike(ids: readonly string[]): { byNumber: SearchResult; byId: SearchResult } {
  // Numbers in another order than the list's, with a dead number among them, as the index's may be.
  const numbering = { version: 7, ids: ['', ...[...ids].reverse()] };
  const numbers = Int32Array.from(ids, (_, i) => i + 1);
  const scores = new Map(ids.map((id) => [id, 10]));
  const byId: SearchResult = { scores, correction: null, terms: [] };
  return {
    byId,
    byNumber: { ...byId, numbered: { numbering, version: 7, numbers, points: numbers.map(() => 10) } },
  };
}

async function order(snapshot: CatalogSnapshot, found: SearchResult): Promise<string[]> {
  const body = snapshot.page({ search: 'anything', facets: true, limit: 100 }, found);
  const page = productPageResponseSchema.parse(JSON.parse((await body.bytes('identity')).toString()));
  return page.products.map((p) => p.sku);
}

function stocksOf(product: Product, stock: number): SizeStock[] {
  return product.variants.flatMap((variant) =>
    variant.sizes.map((size) => ({
      sizeId: size.subSKU,
      productId: product._id,
      subSku: size.subSKU,
      size: size.size,
      stock,
    })),
  );
}

describe('a search read by the index numbers', () => {
  it('is ordered as when read by id: score, then in stock before sold out, as stock comes and goes', async () => {
    const found = inStock.slice(0, 6);
    const { byNumber, byId } = foundAlike(found.map((p) => p._id));
    const fast = new CatalogSnapshot(structuredClone(catalogue));
    const slow = new CatalogSnapshot(structuredClone(catalogue));
    const inListOrder = found.map((p) => p.sku);
    expect(await order(fast, byNumber)).toEqual(inListOrder);
    expect(await order(slow, byId)).toEqual(inListOrder);

    // The first product sells out: it goes last, on both.
    const [first] = found;
    if (!first) throw new Error('the seed has products');
    for (const snapshot of [fast, slow]) snapshot.setStocks(stocksOf(first, 0));
    const soldOutLast = [...inListOrder.slice(1), first.sku];
    expect(await order(fast, byNumber)).toEqual(soldOutLast);
    expect(await order(slow, byId)).toEqual(soldOutLast);

    // Back in stock: back first.
    for (const snapshot of [fast, slow]) snapshot.setStocks(stocksOf(first, 3));
    expect(await order(fast, byNumber)).toEqual(inListOrder);
    expect(await order(slow, byId)).toEqual(inListOrder);
  });

  it('reads the same order from a table made ahead by warm(), as stock comes and goes after it', async () => {
    const found = inStock.slice(0, 6);
    const { byNumber, byId } = foundAlike(found.map((p) => p._id));
    const warmed = new CatalogSnapshot(structuredClone(catalogue));
    const steps = [...warmed.warm(byNumber.numbered?.numbering ?? null)];
    expect(steps.length).toBeGreaterThan(0);
    const [first] = found;
    if (!first) throw new Error('the seed has products');
    warmed.setStocks(stocksOf(first, 0));
    expect(await order(warmed, byNumber)).toEqual([...found.slice(1).map((p) => p.sku), first.sku]);
    const renamed = { ...structuredClone(first), name: `${first.name} (renamed)` };
    warmed.putProducts(new Map([[first._id, renamed]]));
    expect(await order(warmed, byId)).toEqual(await order(warmed, byNumber));
  });

  it('falls back to the ids when the numbers have changed since the search', async () => {
    const found = inStock.slice(0, 4);
    const { byNumber } = foundAlike(found.map((p) => p._id));
    const stale: SearchResult = {
      ...byNumber,
      numbered: byNumber.numbered && {
        ...byNumber.numbered,
        // The index wrote products again since: its numbers name others now (here, none).
        numbering: { version: 8, ids: [] },
      },
    };
    expect(await order(new CatalogSnapshot(structuredClone(catalogue)), stale)).toEqual(
      found.map((p) => p.sku),
    );
  });
});

describe('a page made from the products’ kept JSON', () => {
  /** The page's JSON as sent. */
  async function pageJson(snapshot: CatalogSnapshot, query: { sort?: 'low-high'; page?: number } = {}) {
    return (await snapshot.page({ facets: true, limit: 12, ...query }).bytes('identity')).toString();
  }

  it('is one JSON text of the page: its fields in order, each product as the catalogue has it', async () => {
    const snapshot = new CatalogSnapshot(structuredClone(catalogue));
    const byId = new Map(catalogue.map((p) => [p._id, p]));
    for (const query of [{}, { sort: 'low-high' as const }, { page: 2 }, { page: 99 }]) {
      const json = await pageJson(snapshot, query);
      const page = JSON.parse(json);
      expect(JSON.stringify(page)).toBe(json);
      expect(Object.keys(page)).toEqual([
        'success',
        'products',
        'page',
        'limit',
        'total',
        'totalPages',
        'facets',
      ]);
      expect(page.total).toBe(catalogue.length);
      expect(page.products.length).toBe(query.page === 99 ? 0 : 12);
      for (const product of page.products) expect(product).toEqual(byId.get(product._id));
    }
  });

  it('shows a stock changed in place, and a product put again, on the next page made', async () => {
    const snapshot = new CatalogSnapshot(structuredClone(catalogue));
    const [first] = inStock;
    if (!first) throw new Error('the seed has products');
    const stocksShown = async (sort?: 'low-high') => {
      const json = await pageJson(snapshot, sort ? { sort } : {});
      const page = productPageResponseSchema.parse(JSON.parse(json));
      return page.products.find((p) => p._id === first._id)?.variants[0]?.sizes.map((s) => s.stocks);
    };
    const before = await stocksShown();
    expect(before).toBeDefined();
    // Another page (another sort) showing the product keeps its JSON; the stock change must reach both.
    await stocksShown('low-high');
    snapshot.setStocks(stocksOf(first, 41));
    expect(await stocksShown()).toEqual(before?.map(() => 41));

    const renamed = { ...structuredClone(first), name: `${first.name} (renamed)` };
    snapshot.putProducts(new Map([[first._id, renamed]]));
    expect(await pageJson(snapshot)).toContain(`"name":"${first.name} (renamed)"`);
  });
});
