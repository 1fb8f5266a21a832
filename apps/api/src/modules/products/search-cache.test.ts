import { productPageResponseSchema } from '@souq/shared/schemas/product-page';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { products } from '../../db/schema';

const t = useTestApp();

async function found(search: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(search)}&limit=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return productPageResponseSchema.parse(res.json()).products.map((p) => p.sku);
}

describe('what a search found is kept until it may have changed', () => {
  it('is asked again once the synonyms change, without any product changing', async () => {
    expect(await found('zorblefrock')).toEqual([]);
    const sandals = await found('sandals');
    expect(sandals.length).toBeGreaterThan(0);
    await t.database.db.execute(
      sql`insert into search_synonyms (terms) values (array['zorblefrock', 'sandals'])`,
    );
    expect((await found('zorblefrock')).sort()).toEqual([...sandals].sort());
    await t.database.db.execute(sql`delete from search_synonyms where 'zorblefrock' = any(terms)`);
    expect(await found('zorblefrock')).toEqual([]);
  });

  it('is asked again once a product is renamed, and finds it by its new name in the same transaction', async () => {
    const [sku] = await found('sandals');
    expect(await found('quetzalcoatlus')).toEqual([]);
    await t.database.db
      .update(products)
      .set({ name: 'Quetzalcoatlus Pyjama Set' })
      .where(eq(products.sku, sku as string));
    expect(await found('quetzalcoatlus')).toEqual([sku]);
    expect(await found('quetzalcoatls')).toEqual([sku]);
  });
});
