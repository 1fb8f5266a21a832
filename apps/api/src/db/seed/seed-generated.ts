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
  if (added.length === 0) return 0;

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
  for (let first = existing + 1; first <= target; first += BATCH_PRODUCTS) {
    const last = Math.min(first + BATCH_PRODUCTS - 1, target);
    const batch = Array.from({ length: last - first + 1 }, (_, i) => generatedProduct(first + i));
    added += await db.transaction((tx) => insertBatch(tx, batch, now));
  }
  return added;
}
