import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query-rows';
import { SEED_PRODUCTS } from './catalog-data';
import { SEED_COLOURS_AR, SEED_PRODUCTS_AR } from './catalog-data-ar';

/**
 * Gives a store seeded before the catalogue was bilingual the demo's Arabic copy, never overwriting an
 * owner's own words: a demo product (by SKU) gets its Arabic name and description only while it is still
 * named as in the demo and has no Arabic yet, and a demo product's colour its Arabic name only while it is
 * still named as in the demo and has none. Once done, a start changes no row, so it announces no catalogue
 * change. Answers how many products it filled in.
 */
export async function fillDemoArabicCopy(db: Db): Promise<number> {
  const demo = SEED_PRODUCTS.flatMap((product) => {
    const arabic = SEED_PRODUCTS_AR[product.sku];
    return arabic
      ? [{ sku: product.sku, name: product.name, nameAr: arabic.name, descriptionAr: arabic.description }]
      : [];
  });
  const filled = await queryRows<{ id: string }>(
    db,
    sql`
    update products as p
    set name_ar = d.name_ar, description_ar = d.description_ar
    from unnest(
      ${sql.param(demo.map((d) => d.sku))}::text[],
      ${sql.param(demo.map((d) => d.name))}::text[],
      ${sql.param(demo.map((d) => d.nameAr))}::text[],
      ${sql.param(demo.map((d) => d.descriptionAr))}::text[]
    ) as d(sku, name, name_ar, description_ar)
    where p.sku = d.sku and p.name = d.name and p.name_ar = '' and p.description_ar = ''
    returning p.id`,
  );
  const colours = Object.entries(SEED_COLOURS_AR);
  await db.execute(sql`
    update product_variants as v
    set color_name_ar = c.color_name_ar
    from products as p,
      unnest(
        ${sql.param(colours.map(([english]) => english))}::text[],
        ${sql.param(colours.map(([, arabic]) => arabic))}::text[]
      ) as c(color_name, color_name_ar)
    where v.product_id = p.id
      and p.sku = any(${sql.param(demo.map((d) => d.sku))}::text[])
      and v.color_name = c.color_name
      and v.color_name_ar = ''`);
  return filled.length;
}
