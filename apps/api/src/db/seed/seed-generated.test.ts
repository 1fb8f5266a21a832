import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../client';
import { prepareDatabase } from '../prepare-database';
import { products, productVariants, variantSizes } from '../schema';
import { SEED_PRODUCTS } from './catalog-data';
import { colorImageUrls } from './catalog-images';
import { generatedProduct } from './generated-catalog';
import { seedGeneratedProducts } from './seed-generated';

const TARGET = SEED_PRODUCTS.length + 120;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await prepareDatabase(database);
});
afterAll(() => database.close());

async function productCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

describe('seedGeneratedProducts', () => {
  it('grows the demo catalogue to the target, then adds nothing on a rerun', async () => {
    expect(await seedGeneratedProducts(database.db, TARGET)).toBe(TARGET - SEED_PRODUCTS.length);
    expect(await productCount()).toBe(TARGET);
    expect(await seedGeneratedProducts(database.db, TARGET)).toBe(0);
    expect(await seedGeneratedProducts(database.db, 10)).toBe(0);
    expect(await productCount()).toBe(TARGET);
  });

  it('gives every generated product its colours, sizes and the demo images of its colours', async () => {
    const sample = generatedProduct(SEED_PRODUCTS.length + 1);
    const product = await database.db.query.products.findFirst({
      where: eq(products.sku, sample.sku),
      with: { variants: { with: { sizes: true } } },
    });
    expect(product?.name).toBe(sample.name);
    // In Arabic too: the demo product's Arabic name and the Arabic of the English name's first words.
    expect(product?.nameAr).toBe(sample.nameAr);
    expect(product?.nameAr.length).toBeGreaterThan(0);
    expect(product?.descriptionAr.length).toBeGreaterThan(0);
    const arabicColours = new Map(sample.colors.map((c, i) => [c.name, sample.colorNamesAr[i]]));
    for (const variant of product?.variants ?? []) {
      expect(variant.colorNameAr).toBe(arabicColours.get(variant.colorName));
    }
    expect(product?.variants.map((v) => v.colorName).sort()).toEqual(sample.colors.map((c) => c.name).sort());
    const demoImages = new Set(SEED_PRODUCTS.flatMap((p) => p.colors.flatMap((c) => colorImageUrls(p, c))));
    for (const variant of product?.variants ?? []) {
      expect(variant.images.length).toBeGreaterThan(0);
      for (const url of variant.images) expect(demoImages.has(url)).toBe(true);
      expect(variant.sizes.map((s) => s.size).sort()).toEqual([...sample.sizes].sort());
    }
    const generated = await database.db
      .select({ n: count() })
      .from(variantSizes)
      .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(like(products.sku, '%-00___'));
    expect(generated[0]?.n).toBeGreaterThan(TARGET - SEED_PRODUCTS.length);
  });

  it('makes the same product for the same number', () => {
    expect(generatedProduct(5000)).toEqual(generatedProduct(5000));
    expect(generatedProduct(5000).sku).not.toBe(generatedProduct(5001).sku);
  });
});
