import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { products, productVariants } from '../schema';

const t = useTestApp();
const MIGRATION = path.join(import.meta.dirname, '0009_catalog_pictures_webp.sql');

describe('migration 0009: the demo pictures become WebP', () => {
  it("points a store seeded with SVG pictures at the WebP files, and leaves a shop's own pictures alone", async () => {
    const { db } = t.database;
    const [product] = await db.select().from(products).limit(1);
    if (!product) throw new Error('the test store has no products');
    const webp = product.images;
    const svg = webp.map((url) => url.replace(/\.webp$/, '.svg'));
    const own = ['/uploads/shop/photo.svg', 'https://cdn.example.com/catalog/a.svg'];
    await db
      .update(products)
      .set({ images: [...svg, ...own] })
      .where(eq(products.id, product.id));
    await db.update(productVariants).set({ images: svg }).where(eq(productVariants.productId, product.id));

    await db.execute(sql.raw(await readFile(MIGRATION, 'utf8')));

    const [after] = await db.select().from(products).where(eq(products.id, product.id));
    expect(after?.images).toEqual([...webp, ...own]);
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    for (const variant of variants) expect(variant.images).toEqual(webp);
  });
});
