import type { ProductInput } from '@souq/shared/schemas/admin-products';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { products, productVariants, variantSizes } from '../../../db/schema';
import { productFieldsOf, skuOf } from '../products/product-writer';

/** Rows a statement: a size is five parameters, a product fifteen, far under PostgreSQL's 65,535. */
const PRODUCTS_BATCH = 500;
const ROWS_BATCH = 2000;

function batches<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** A row written a statement before; its absence would be a bug here, not something a file can cause. */
function written(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error('an imported product or colour was not written');
  return id;
}

/**
 * Writes the import's new products whole, the rows the product writer's createProduct writes (SKUs and
 * sub-SKUs upper-cased, colours and sizes in their order, each size's opening stock), but for every product of
 * the file in a few statements rather than a few apiece: a 500-product file took 18 s on PGlite one product
 * at a time. The plan has already found their SKUs and sub-SKUs free (import-merge.ts); one taken meanwhile
 * fails the statement, and the import with it. The stock ledger records each size under the cause the
 * transaction named. Answers each product's id and SKU as written, in the order of `creates`.
 */
export async function insertNewProducts(
  executor: Executor,
  creates: readonly { input: ProductInput; archived: boolean }[],
): Promise<{ id: string; sku: string }[]> {
  const idBySku = new Map<string, string>();
  for (const batch of batches(creates, PRODUCTS_BATCH)) {
    const rows = await executor
      .insert(products)
      .values(
        batch.map(({ input, archived }) => ({
          ...productFieldsOf(input),
          archivedAt: archived ? sql`now()` : null,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    for (const row of rows) idBySku.set(row.sku, row.id);
  }

  const colours = creates.flatMap(({ input }) =>
    input.colors.map((color, position) => ({
      productId: written(idBySku, skuOf(input.sku)),
      colorName: color.colorName,
      colorNameAr: color.colorNameAr,
      images: color.images,
      position,
      sizes: color.sizes,
    })),
  );
  const colourId = new Map<string, string>();
  for (const batch of batches(colours, ROWS_BATCH)) {
    const rows = await executor
      .insert(productVariants)
      .values(batch.map(({ sizes: _sizes, ...colour }) => colour))
      .returning({
        id: productVariants.id,
        productId: productVariants.productId,
        colorName: productVariants.colorName,
      });
    for (const row of rows) colourId.set(`${row.productId}\u0000${row.colorName}`, row.id);
  }

  const sizes = colours.flatMap((colour) =>
    colour.sizes.map((size, position) => ({
      variantId: written(colourId, `${colour.productId}\u0000${colour.colorName}`),
      size: size.size,
      stock: size.stock,
      subSku: skuOf(size.subSku),
      position,
    })),
  );
  for (const batch of batches(sizes, ROWS_BATCH)) await executor.insert(variantSizes).values(batch);
  return creates.map(({ input }) => ({ id: written(idBySku, skuOf(input.sku)), sku: skuOf(input.sku) }));
}
