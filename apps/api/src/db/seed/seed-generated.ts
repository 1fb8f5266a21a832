import { aedToFils } from '@souq/shared/pricing/money';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { products, productVariants } from '../schema';
import { type GeneratedProduct, generatedProduct } from './generated-catalog';
import { seededRandom } from './seed-random';

/** Products per transaction: one INSERT each for products, variants and sizes (under 65,535 parameters). */
const BATCH_PRODUCTS = 500;
const MAX_STOCK = 25;
const SHARE_OF_EMPTY_SIZES = 0.15;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The triggers that write a product's search document when its product, colour or size rows are inserted
 * (migration 0020). Each rewrites the whole document of every product its statement touched, so a batch
 * inserted with them on has each document written three times (products, then colours, then sizes). The
 * seed turns them off inside its own transaction and writes each document once with the same function,
 * `search_refresh`, after the batch's sizes are in: 1,000 products took 6 s instead of 10-19 s on PGlite,
 * and 2,000 took 5.5 s instead of 11 s on PostgreSQL (a busy 2-core machine, bench/README.md).
 */
const SEARCH_INSERT_TRIGGERS = [
  ['products', 'search_products_inserted'],
  ['product_variants', 'search_variants_inserted'],
  ['variant_sizes', 'search_sizes_inserted'],
] as const;

async function setSearchTriggers(tx: Tx, enabled: boolean): Promise<void> {
  for (const [table, trigger] of SEARCH_INSERT_TRIGGERS) {
    await tx.execute(sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${trigger}`));
  }
}

/** The same stock rule as the demo catalogue (seed-catalog.ts), seeded per size so reruns agree. */
function stockFor(product: GeneratedProduct, random: () => number): number {
  if (product.soldOut) return 0;
  if (random() < SHARE_OF_EMPTY_SIZES) return 0;
  return 1 + Math.floor(random() * MAX_STOCK);
}

function subSku(sku: string, colorName: string, size: string): string {
  return `${sku}-${colorName.toUpperCase().replace(/[^A-Z0-9]+/g, '')}-${size.toUpperCase()}`;
}

async function insertBatch(tx: Tx, batch: readonly GeneratedProduct[], now: Date): Promise<number> {
  // A server's JIT (on by default; PGlite has none) compiled the search functions' statements anew in
  // every batch: a batch's documents took 2.4 s with it and 0.8 s without.
  await tx.execute(sql`set local jit = off`);
  // Undone with the transaction whatever happens: the DDL is part of it. Its lock lets the store read the
  // catalogue but makes an order wait for the batch.
  await setSearchTriggers(tx, false);
  const inserted = await tx
    .insert(products)
    .values(
      batch.map((p) => ({
        sku: p.sku,
        name: p.name,
        nameAr: p.nameAr,
        description: p.description,
        descriptionAr: p.descriptionAr,
        category: p.category,
        subCategory: p.subCategory,
        images: [...(p.imagesByColor[0] ?? []), ...p.imagesByColor.slice(1).map((urls) => urls[0] ?? '')],
        priceFils: aedToFils(p.priceAed),
        discount: p.discount,
        flashsale: p.flashsale,
        flashDiscount: p.flashDiscount,
        bestseller: p.bestseller,
        bestofkids: p.bestofkids,
        createdAt: new Date(now.getTime() - p.ageMs),
      })),
    )
    // A sku already there (a rerun after products were removed) is left as it is.
    .onConflictDoNothing({ target: products.sku })
    .returning({ id: products.id, sku: products.sku });
  const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
  const added = batch.filter((p) => idBySku.has(p.sku));
  if (added.length === 0) {
    await setSearchTriggers(tx, true);
    return 0;
  }

  const variants = await tx
    .insert(productVariants)
    .values(
      added.flatMap((p) =>
        p.colors.map((color, position) => ({
          productId: idBySku.get(p.sku) as string,
          colorName: color.name,
          colorNameAr: p.colorNamesAr[position] ?? '',
          images: p.imagesByColor[position] ?? [],
          position,
        })),
      ),
    )
    .returning({
      id: productVariants.id,
      productId: productVariants.productId,
      colorName: productVariants.colorName,
    });
  const variantId = new Map(variants.map((v) => [`${v.productId} ${v.colorName}`, v.id]));

  const sizes = {
    variantId: [] as string[],
    size: [] as string[],
    stock: [] as number[],
    subSku: [] as string[],
    position: [] as number[],
  };
  for (const p of added) {
    const random = seededRandom(`${p.sku}-stock`);
    const productId = idBySku.get(p.sku) as string;
    for (const color of p.colors) {
      for (const [position, size] of p.sizes.entries()) {
        sizes.variantId.push(variantId.get(`${productId} ${color.name}`) as string);
        sizes.size.push(size);
        sizes.stock.push(stockFor(p, random));
        sizes.subSku.push(subSku(p.sku, color.name, size));
        sizes.position.push(position);
      }
    }
  }
  // One array per column: a batch's ~8,000 size rows as five parameters, which builds and parses far faster.
  await tx.execute(sql`
    insert into variant_sizes (variant_id, size, stock, sub_sku, position)
    select * from unnest(
      ${sql.param(sizes.variantId)}::uuid[], ${sql.param(sizes.size)}::text[], ${sql.param(sizes.stock)}::int[],
      ${sql.param(sizes.subSku)}::text[], ${sql.param(sizes.position)}::int[]
    )`);
  await tx.execute(sql`select search_refresh(${sql.param(inserted.map((row) => row.id))}::uuid[])`);
  await setSearchTriggers(tx, true);
  return added.length;
}

/**
 * Grows the catalogue to `target` products with generated ones (generated-catalog.ts), numbered
 * on from the products already there, in batches of one transaction each; a rerun adds only what is missing.
 * Returns how many were added.
 */
export async function seedGeneratedProducts(db: Db, target: number, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  const existing = row?.n ?? 0;
  let added = 0;
  let analyzedAt = existing;
  for (let first = existing + 1; first <= target; first += BATCH_PRODUCTS) {
    const last = Math.min(first + BATCH_PRODUCTS - 1, target);
    const batch = Array.from({ length: last - first + 1 }, (_, i) => generatedProduct(first + i));
    added += await db.transaction((tx) => insertBatch(tx, batch, now));
    if (last >= 2 * analyzedAt) {
      await analyzeCatalogue(db);
      analyzedAt = last;
    }
  }
  return added;
}

/**
 * The planner's statistics of the tables a batch reads, gathered again each time the catalogue has doubled.
 * PGlite has no autovacuum: with the statistics of a small catalogue, `search_refresh` read a product's
 * sub-SKUs by scanning every size in the store (a whole table per product), and a batch of 500 at 5,000
 * products took 34 s instead of 0.6 s, growing with every batch.
 */
async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`analyze products, product_variants, variant_sizes, product_search, search_lexicon`);
}
