import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { products, productVariants, variantSizes } from '../../db/schema';
import type { Tx } from '../cart/cart-repo';

/** One size of one colour of a product, with everything an order needs to price and snapshot it. */
export interface CatalogSize {
  productId: string;
  name: string;
  productImages: string[];
  priceFils: number;
  discount: number;
  flashDiscount: number;
  flashsale: boolean;
  colorName: string;
  colourImages: string[];
  sizeId: string;
  size: string;
  subSku: string;
}

/** Every size of the given products. */
export function catalogSizesOf(tx: Tx, productIds: string[]): Promise<CatalogSize[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      productId: products.id,
      name: products.name,
      productImages: products.images,
      priceFils: products.priceFils,
      discount: products.discount,
      flashDiscount: products.flashDiscount,
      flashsale: products.flashsale,
      colorName: productVariants.colorName,
      colourImages: productVariants.images,
      sizeId: variantSizes.id,
      size: variantSizes.size,
      subSku: variantSizes.subSku,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .innerJoin(variantSizes, eq(variantSizes.variantId, productVariants.id))
    .where(inArray(products.id, productIds));
}

/**
 * design §4: takes `quantity` units only while the stock covers them, in one conditional UPDATE, so two
 * orders can never both take the last unit. False when it does not.
 */
export async function takeStock(tx: Tx, sizeId: string, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(variantSizes)
    .set({ stock: sql`${variantSizes.stock} - ${quantity}` })
    .where(and(eq(variantSizes.id, sizeId), gte(variantSizes.stock, quantity)))
    .returning({ id: variantSizes.id });
  return taken.length > 0;
}

/** The stock now, for the refusal's "Only n left". */
export async function stockNow(tx: Tx, sizeId: string): Promise<number> {
  const [row] = await tx
    .select({ stock: variantSizes.stock })
    .from(variantSizes)
    .where(eq(variantSizes.id, sizeId));
  return row?.stock ?? 0;
}

export async function giveBackStock(tx: Tx, sizeId: string, quantity: number): Promise<void> {
  await tx
    .update(variantSizes)
    .set({ stock: sql`${variantSizes.stock} + ${quantity}` })
    .where(eq(variantSizes.id, sizeId));
}
