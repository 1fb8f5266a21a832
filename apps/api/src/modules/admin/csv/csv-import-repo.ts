import { aedToFils } from '@souq/shared/pricing/money';
import type { ProductInput } from '@souq/shared/schemas/admin-products';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { queryRows } from '../../../db/query-rows';
import { products, productVariants, variantSizes } from '../../../db/schema';
import type { FoundProduct } from '../products/admin-products-repo';
import type { ColourEdit } from './import-changes';
import type { SubSkuHolder } from './import-merge';

/**
 * Rows changed in one statement, a batch at a time: far under PostgreSQL's 65,535 parameters, and each
 * statement fires the catalogue's and the ledger's statement triggers once for its whole batch.
 */
const BATCH = 500;

/** Runs `statement` for each batch of `rows`. */
async function inBatches<T>(rows: readonly T[], statement: (batch: readonly T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await statement(rows.slice(start, start + BATCH));
}

/** `(…), (…)` rows of a VALUES list. */
const valuesOf = (rows: SQL[]) => sql.join(rows, sql`, `);

/** What a products import reads and writes beyond the product writer: whole files in a few statements. */
export function createCsvImportRepo(executor: Executor) {
  return {
    /**
     * The stored products with these SKUs (upper-cased; stored SKUs are compared the same way), with their
     * colours and sizes in order. `lock` locks their rows until the transaction ends, so an edit made meanwhile
     * waits for the import rather than being overwritten by it.
     */
    async productsBySku(skus: readonly string[], lock: boolean): Promise<FoundProduct[]> {
      if (skus.length === 0) return [];
      const ids = await queryRows<{ id: string }>(
        executor,
        sql`select ${products.id} as id from ${products}
        where upper(${products.sku}) = any(${sql.param([...skus])}::text[])
        order by ${products.id} ${lock ? sql`for update` : sql``}`,
      );
      if (ids.length === 0) return [];
      return executor.query.products.findMany({
        where: inArray(
          products.id,
          ids.map((row) => row.id),
        ),
        with: {
          variants: {
            orderBy: [asc(productVariants.position)],
            with: { sizes: { orderBy: [asc(variantSizes.position)] } },
          },
        },
      });
    },

    /** Which product holds each of these sub-SKUs (upper-cased), for those the store has. */
    async subSkuHolders(subSkus: readonly string[]): Promise<Map<string, SubSkuHolder>> {
      if (subSkus.length === 0) return new Map();
      const rows = await queryRows<{ subSku: string; productId: string; sku: string }>(
        executor,
        sql`select upper(${variantSizes.subSku}) as "subSku", ${products.id} as "productId", ${products.sku} as sku
        from ${variantSizes}
        join ${productVariants} on ${eq(productVariants.id, variantSizes.variantId)}
        join ${products} on ${eq(products.id, productVariants.productId)}
        where upper(${variantSizes.subSku}) = any(${sql.param([...subSkus])}::text[])`,
      );
      return new Map(rows.map((row) => [row.subSku, { productId: row.productId, sku: row.sku }]));
    },

    /**
     * Writes the own columns of products whose colours and sizes stay as they are (the product writer would
     * rewrite every colour and size of each, a statement apiece): the same values it writes, a batch of
     * products a statement. Their SKUs are not changed: the file matched them by it. Arabic the file had no
     * column for is sent as NULL and keeps the stored text (the columns themselves are never NULL).
     */
    async updateProducts(edits: readonly { productId: string; input: ProductInput }[]): Promise<void> {
      await inBatches(edits, (batch) => {
        const rows = batch.map(
          ({ productId, input: p }) =>
            sql`(${productId}::uuid, ${p.name}::text, ${p.description}::text, ${p.nameAr ?? null}::text,
            ${p.descriptionAr ?? null}::text, ${p.category}::text,
            ${p.subCategory}::text, ${JSON.stringify(p.images)}::jsonb, ${aedToFils(p.price)}::int,
            ${p.discount}::int, ${p.flashsale}::boolean, ${p.flashDiscount}::int, ${p.bestseller}::boolean,
            ${p.bestofkids}::boolean)`,
        );
        return executor.execute(
          sql`update ${products} set name = v.name, description = v.description,
            name_ar = coalesce(v.name_ar, ${products.nameAr}),
            description_ar = coalesce(v.description_ar, ${products.descriptionAr}), category = v.category,
            sub_category = v.sub_category, images = v.images, price_fils = v.price_fils, discount = v.discount,
            flashsale = v.flashsale, flash_discount = v.flash_discount, bestseller = v.bestseller,
            bestofkids = v.bestofkids
          from (values ${valuesOf(rows)}) as v(id, name, description, name_ar, description_ar, category,
            sub_category, images, price_fils, discount, flashsale, flash_discount, bestseller, bestofkids)
          where ${products.id} = v.id`,
        );
      });
    },

    /**
     * Renames colours (their letter case) and sets their Arabic names and pictures, a batch a statement. An
     * Arabic name the file had no column for is NULL here and keeps the stored one.
     */
    async updateColours(colours: readonly ColourEdit[]) {
      await inBatches(colours, (batch) => {
        const rows = batch.map(
          (c) =>
            sql`(${c.id}::uuid, ${c.colorName}::text, ${c.colorNameAr ?? null}::text, ${JSON.stringify(c.images)}::jsonb)`,
        );
        return executor.execute(
          sql`update ${productVariants} set color_name = v.color_name,
            color_name_ar = coalesce(v.color_name_ar, ${productVariants.colorNameAr}), images = v.images
          from (values ${valuesOf(rows)}) as v(id, color_name, color_name_ar, images)
          where ${productVariants.id} = v.id`,
        );
      });
    },

    /**
     * Sets each size's stock, a batch of sizes a statement. The stock ledger's trigger writes one row per size
     * changed, from the cause the transaction named (stock-cause.ts).
     */
    async setStocks(changes: readonly { sizeId: string; stock: number }[]): Promise<void> {
      await inBatches(changes, (batch) => {
        const rows = batch.map((change) => sql`(${change.sizeId}::uuid, ${change.stock}::int)`);
        return executor.execute(
          sql`update ${variantSizes} set stock = v.stock
          from (values ${valuesOf(rows)}) as v(id, stock)
          where ${variantSizes.id} = v.id`,
        );
      });
    },
  };
}
