import { gunzipSync } from 'node:zlib';
import { bestOfKids, bestSellers, filterProducts, sortProducts } from '@souq/shared/catalog/product-lists';
import { type Product, productListResponseSchema } from '@souq/shared/schemas/product';
import { productPageResponseSchema } from '@souq/shared/schemas/product-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

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

const ids = (products: readonly Product[]) => products.map((p) => p._id);

describe('GET /api/products', () => {
  it('gives the first 20 of the catalogue, newest first, with the count of everything', async () => {
    const first = await page('');
    expect(ids(first.products)).toEqual(ids(all.slice(0, 20)));
    expect(first).toMatchObject({ page: 1, limit: 20, total: all.length });
    expect(first.totalPages).toBe(Math.ceil(all.length / 20));
  });

  it('pages through the whole catalogue without repeating or skipping a product', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= Math.ceil(all.length / 7); n += 1)
      seen.push(...ids((await page(`?page=${n}&limit=7`)).products));
    expect(seen).toEqual(ids(all));
    expect((await page(`?page=${Math.ceil(all.length / 7) + 1}&limit=7`)).products).toEqual([]);
  });

  it('filters by gender group, repeated or comma-separated, like the listing', async () => {
    const girlsAndBoys = filterProducts(all, { categories: ['Girls', 'Boys'], search: '' });
    const repeated = await page('?category=Girls&category=Boys&limit=100');
    expect(ids(repeated.products)).toEqual(ids(girlsAndBoys));
    expect(repeated.total).toBe(girlsAndBoys.length);
    expect(ids((await page('?category=Girls,Boys&limit=100')).products)).toEqual(ids(girlsAndBoys));
  });

  it('searches names without regard to case, names before other words', async () => {
    const word = all[3]?.name.split(' ')[0] ?? '';
    const expected = filterProducts(all, { categories: [], search: word });
    const found = await page(`?search=${encodeURIComponent(word.toUpperCase())}&limit=100`);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(found.products).slice(0, expected.length).sort()).toEqual(ids(expected).sort());
    expect((await page('?search=zzzz-no-such-thing')).total).toBe(0);
  });

  it('finds products by their Arabic names, for Arabic pages', async () => {
    const found = await page(`?search=${encodeURIComponent('فستان')}&limit=100`);
    const named = all.filter((p) => p.nameAr.includes('فستان'));
    expect(named.length).toBeGreaterThan(0);
    expect(ids(found.products).slice(0, named.length).sort()).toEqual(ids(named).sort());
  });

  it('sorts by the price the shopper sees, both ways, before paging', async () => {
    for (const sort of ['low-high', 'high-low'] as const) {
      const expected = sortProducts(all, sort);
      expect(ids((await page(`?sort=${sort}&limit=10&page=2`)).products)).toEqual(
        ids(expected.slice(10, 20)),
      );
    }
  });

  it('gives each home section only its own products', async () => {
    expect(ids((await page('?collection=bestofkids&limit=100')).products)).toEqual(ids(bestOfKids(all)));
    expect(ids((await page('?collection=bestseller&limit=100')).products)).toEqual(ids(bestSellers(all)));
    const flash = await page('?collection=flash&limit=100');
    expect(flash.products.length).toBeGreaterThan(0);
    expect(flash.products.every((p) => p.flashsale)).toBe(true);
    expect(flash.total).toBe(all.filter((p) => p.flashsale).length);
  });

  it('gives exactly the products asked for by id, in catalogue order', async () => {
    const wanted = [all[9], all[2], all[30]].map((p) => p?._id ?? '');
    const found = await page(`?ids=${wanted.join(',')}`);
    expect(ids(found.products)).toEqual([all[2], all[9], all[30]].map((p) => p?._id));
    const unknown = await page('?ids=00000000-0000-4000-8000-000000000000');
    expect(unknown.products).toEqual([]);
  });

  it('is compressed and carries an ETag the client can revalidate with', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=Girls',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(productPageResponseSchema.parse(JSON.parse(gunzipSync(res.rawPayload).toString())).total).toBe(
      filterProducts(all, { categories: ['Girls'], search: '' }).length,
    );
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=Girls',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['?category=Aliens', 'Category is not valid.'],
    ['?sort=cheapest', 'Sort must be relevant, low-high or high-low.'],
    ['?collection=everything', 'Collection is not valid.'],
    ['?page=0', 'Page must be a whole number from 1.'],
    ['?page=abc', 'Page must be a whole number from 1.'],
    ['?page=1.5', 'Page must be a whole number from 1.'],
    ['?limit=101', 'Limit must be a whole number from 1 to 100.'],
    ['?limit=-3', 'Limit must be a whole number from 1 to 100.'],
    ['?ids=not-a-uuid', 'Product id is not valid.'],
    [`?search=${'a'.repeat(101)}`, 'Search must be at most 100 characters.'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});
