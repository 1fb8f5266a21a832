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
  it('forgives a typo within the allowance and offers the correction when only it finds something', async () => {
    expect(await top('dinosuar')).toMatchObject({ skus: ['LS-BE-004:4'], correction: 'dinosaur' });
    expect((await top('hoddie')).correction).toBe('hoodie');
    expect((await top('فستن')).correction).toBe('فستان');
    expect(await top('qqqq')).toEqual({ skus: [], correction: null, total: 0 });
  });

  it('takes the last word as a prefix, and a name before the other fields', async () => {
    expect((await top('dino')).skus).toEqual(['LS-BT-001:16', 'LS-BE-004:15']);
    expect((await top('ls-bb')).total).toBe(5);
  });

  it('meets t-shirt, t shirt, tshirt and the tee synonym', async () => {
    const tshirt = (await top('tshirt', 20)).skus;
    expect((await top('t-shirt', 20)).skus).toEqual(tshirt);
    expect((await top('t shirt', 20)).skus).toEqual(tshirt);
    expect((await top('tee', 20)).skus).toEqual(expect.arrayContaining(tshirt));
  });

  it('finds Arabic with or without the article, and English plurals', async () => {
    expect((await top('الفستان', 20)).skus).toEqual((await top('فستان', 20)).skus);
    expect((await top('dresses', 20)).total).toBeGreaterThan(5);
    expect((await top('pyjamas')).skus).toEqual(expect.arrayContaining(['LS-BE-004:16', 'LS-GE-004:16']));
  });

  it('finds a product by its sku', async () => {
    expect((await top('LS-BB-001')).skus).toEqual(['LS-BB-001:14']);
  });
});
