import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { PostgresSearch } from './postgres-search';

let database: Database;
let search: PostgresSearch;
let skuOf: Map<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  search = new PostgresSearch(database.db);
  const rows = await queryRows<{ id: string; sku: string }>(
    database.db,
    sql`select id::text, sku from products`,
  );
  skuOf = new Map(rows.map((r) => [r.id, r.sku]));
});
afterAll(() => database.close());

async function top(text: string, n = 5) {
  const result = await search.find(text);
  const ranked = [...result.scores].sort((a, b) => b[1] - a[1]).slice(0, n);
  return {
    skus: ranked.map(([id, score]) => `${skuOf.get(id)}:${score}`),
    correction: result.correction,
    total: result.scores.size,
  };
}

describe('search on the database', () => {
  it('normalises every letter form and digit the same way', async () => {
    const [row] = await queryRows<{ norm: string }>(
      database.db,
      sql`select search_norm(${'Café أإآٱ ؤ ئ ة ى ی ک ٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ kid’s فُسْتَانٌ ـمـ'}) as norm`,
    );
    expect(row?.norm).toBe('cafe اااا و ي ه ي ي ك 0123456789 0123456789 kids فستان م');
  });

  it('forgives a typo within the allowance and offers the correction when only it finds something', async () => {
    const dinosuar = await top('dinosuar');
    expect(dinosuar).toMatchObject({ correction: 'dinosaur' });
    expect(dinosuar.skus[0]).toBe('LS-BE-004:6');
    expect((await top('hoddie')).correction).toBe('hoodie');
    expect((await top('فستن')).correction).toBe('فستان');
    expect(await top('qqqq')).toEqual({ skus: [], correction: null, total: 0 });
    expect(await top('\u0000')).toEqual({ skus: [], correction: null, total: 0 });
    expect((await top('dinosaur\u0000')).skus[0]).toMatch(/^LS-BE-004:/);
  });

  it('takes the last word as a prefix, and a name before the other fields', async () => {
    expect((await top('dino')).skus).toEqual(['LS-BT-001:24', 'LS-BE-004:23']);
    expect((await top('ls-bb')).total).toBe(5);
  });

  it('meets t-shirt, t shirt, tshirt and the tee synonym', async () => {
    const skus = async (q: string) => (await top(q, 20)).skus.map((s) => s.split(':')[0]).sort();
    const tshirt = await skus('tshirt');
    expect(await skus('t-shirt')).toEqual(tshirt);
    expect(await skus('t shirt')).toEqual(tshirt);
    expect(await skus('tee')).toEqual(expect.arrayContaining(tshirt));
  });

  it('finds Arabic with or without the article, and English plurals', async () => {
    expect((await top('الفستان', 20)).skus.sort()).toEqual((await top('فستان', 20)).skus.sort());
    expect((await top('dresses', 20)).total).toBeGreaterThan(5);
    expect((await top('pyjamas')).skus).toEqual(expect.arrayContaining(['LS-BE-004:24', 'LS-GE-004:24']));
  });

  it('reads a word typed without its space as two, and falls back to most words when none holds all', async () => {
    expect((await top('teddybear')).skus[0]).toMatch(/^LS-UT-001:/);
    const partly = await top('qqqq dinosaur');
    expect(partly.skus[0]).toMatch(/^LS-BE-004:/);
    expect(partly.correction).toBeNull();
  });

  it('keeps only the products holding the most words when none holds all, however common the others are', async () => {
    // No product holds "dinosaur" and "sandals" and "qqqq"; two of them are held together by none either, so
    // each product holding one of them is found, each word found worth 100 and more.
    const [dinosaur, sandals, neither] = await Promise.all([
      top('dinosaur', 1000),
      top('sandals', 1000),
      top('dinosaur sandals qqqq', 1000),
    ]);
    expect(neither.total).toBe(dinosaur.total + sandals.total);
    // "dinosaur" and "boys" are held together: only the products holding both are found, not every boys' one.
    const [together, boys] = await Promise.all([top('dinosaur boys', 1000), top('boys', 1000)]);
    const both = await top('dinosaur boys qqqq', 1000);
    expect(together.total).toBeGreaterThan(0);
    expect(boys.total).toBeGreaterThan(together.total);
    expect(both.total).toBe(together.total);
    for (const entry of both.skus) expect(Number(entry.split(':')[1])).toBeGreaterThanOrEqual(200);
  });

  it('finds a product by its sku, whole or in part', async () => {
    expect((await top('LS-BB-001')).skus).toEqual(['LS-BB-001:20']);
    expect((await top('BB-001')).skus).toEqual(['LS-BB-001:20']);
  });
});
