import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../client';
import { prepareDatabase } from '../prepare-database';
import { products, productVariants } from '../schema';
import { SEED_PRODUCTS } from './catalog-data';
import { SEED_COLOURS_AR, SEED_PRODUCTS_AR } from './catalog-data-ar';
import { fillDemoArabicCopy } from './demo-arabic-copy';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await prepareDatabase(database);
});
afterAll(() => database.close());

const productBySku = async (sku: string) => {
  const [row] = await database.db.select().from(products).where(eq(products.sku, sku));
  if (!row) throw new Error(`${sku} is seeded`);
  return row;
};

describe('the demo catalogue in Arabic', () => {
  it('has an Arabic name and description for every product and an Arabic name for every colour', async () => {
    expect(Object.keys(SEED_PRODUCTS_AR)).toEqual(SEED_PRODUCTS.map((product) => product.sku));
    const colourNames = new Set(
      SEED_PRODUCTS.flatMap((product) => product.colors.map((colour) => colour.name)),
    );
    expect(new Set(Object.keys(SEED_COLOURS_AR))).toEqual(colourNames);

    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(SEED_PRODUCTS.length);
    for (const row of rows) {
      expect(row.nameAr, row.sku).toBe(SEED_PRODUCTS_AR[row.sku]?.name);
      expect(row.descriptionAr, row.sku).toBe(SEED_PRODUCTS_AR[row.sku]?.description);
    }
    const colours = await database.db.select().from(productVariants);
    for (const colour of colours)
      expect(colour.colorNameAr, colour.colorName).toBe(SEED_COLOURS_AR[colour.colorName]);
  });

  it('fills in a store seeded before, leaving what its owner renamed or wrote alone, and then changes nothing', async () => {
    const [renamed, written, untouched] = SEED_PRODUCTS;
    if (!renamed || !written || !untouched) throw new Error('the demo has products');
    // As a store seeded before the catalogue was bilingual: no Arabic anywhere.
    await database.db.update(products).set({ nameAr: '', descriptionAr: '' });
    await database.db.update(productVariants).set({ colorNameAr: '' });
    // Its owner has since renamed one product, and written their own Arabic for another and one colour of it.
    await database.db.update(products).set({ name: 'Our Own Shorts' }).where(eq(products.sku, renamed.sku));
    await database.db.update(products).set({ nameAr: 'شورت خاص' }).where(eq(products.sku, written.sku));
    const writtenRow = await productBySku(written.sku);
    const firstColour = written.colors[0]?.name ?? '';
    await database.db
      .update(productVariants)
      .set({ colorNameAr: 'لوننا' })
      .where(and(eq(productVariants.productId, writtenRow.id), eq(productVariants.colorName, firstColour)));

    expect(await fillDemoArabicCopy(database.db)).toBe(SEED_PRODUCTS.length - 2);

    expect(await productBySku(renamed.sku)).toMatchObject({
      name: 'Our Own Shorts',
      nameAr: '',
      descriptionAr: '',
    });
    expect(await productBySku(written.sku)).toMatchObject({ nameAr: 'شورت خاص', descriptionAr: '' });
    expect(await productBySku(untouched.sku)).toMatchObject({
      nameAr: SEED_PRODUCTS_AR[untouched.sku]?.name,
      descriptionAr: SEED_PRODUCTS_AR[untouched.sku]?.description,
    });
    const writtenColours = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, writtenRow.id));
    for (const colour of writtenColours)
      expect(colour.colorNameAr).toBe(
        colour.colorName === firstColour ? 'لوننا' : SEED_COLOURS_AR[colour.colorName],
      );

    expect(await fillDemoArabicCopy(database.db)).toBe(0);
  });
});
