import type { PriceFields } from '@souq/shared/pricing/pricing-lines';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { cartLines, products, productVariants, users, variantSizes } from '../../db/schema';
import type { CatalogStock } from './cart-stock';

/** One stored line: a quantity of one product in one colour and size (see docs/product/cart.md). */
export interface StoredLine {
  productId: string;
  colorName: string;
  size: string;
  quantity: number;
}

/** The shopper's lines whose colour and size still exist, oldest first, then by product, size and colour. */
function readLines(executor: Executor, userId: string): Promise<StoredLine[]> {
  return executor
    .select({
      productId: cartLines.productId,
      colorName: cartLines.colorName,
      size: cartLines.size,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .innerJoin(
      productVariants,
      and(
        eq(productVariants.productId, cartLines.productId),
        eq(productVariants.colorName, cartLines.colorName),
      ),
    )
    .innerJoin(
      variantSizes,
      and(eq(variantSizes.variantId, productVariants.id), eq(variantSizes.size, cartLines.size)),
    )
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId), asc(cartLines.size), asc(cartLines.colorName));
}

async function readCatalog(tx: Tx, productIds: string[]): Promise<CatalogStock> {
  const catalog: CatalogStock = new Map();
  if (productIds.length === 0) return catalog;
  const rows = await tx
    .select({
      productId: products.id,
      colorName: productVariants.colorName,
      size: variantSizes.size,
      stock: variantSizes.stock,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .leftJoin(variantSizes, eq(variantSizes.variantId, productVariants.id))
    .where(inArray(products.id, productIds));
  for (const row of rows) {
    const colours = catalog.get(row.productId) ?? new Map<string, Map<string, number>>();
    catalog.set(row.productId, colours);
    if (row.colorName === null) continue;
    const sizes = colours.get(row.colorName) ?? new Map<string, number>();
    colours.set(row.colorName, sizes);
    if (row.size !== null && row.stock !== null) sizes.set(row.size, row.stock);
  }
  return catalog;
}

/** Reads and writes of one shopper's cart inside a transaction that holds that shopper's lock. */
function lockedCart(tx: Tx, userId: string) {
  const lineIs = (line: Omit<StoredLine, 'quantity'>) =>
    and(
      eq(cartLines.userId, userId),
      eq(cartLines.productId, line.productId),
      eq(cartLines.colorName, line.colorName),
      eq(cartLines.size, line.size),
    );
  return {
    catalog: (productIds: string[]) => readCatalog(tx, productIds),
    lines: () => readLines(tx, userId),
    /** Every stored line, including any whose size has gone from the catalogue. */
    async held(): Promise<StoredLine[]> {
      return tx
        .select({
          productId: cartLines.productId,
          colorName: cartLines.colorName,
          size: cartLines.size,
          quantity: cartLines.quantity,
        })
        .from(cartLines)
        .where(eq(cartLines.userId, userId));
    },
    /** Writes each line's new quantity; a new line starts now, an existing one keeps its place. */
    async save(lines: StoredLine[]): Promise<void> {
      if (lines.length === 0) return;
      await tx
        .insert(cartLines)
        .values(lines.map((line) => ({ ...line, userId })))
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.productId, cartLines.colorName, cartLines.size],
          set: { quantity: sql`excluded.quantity` },
        });
    },
    /** The quantity of the shopper's line of that product, colour and size; null when there is none. */
    async quantityOf(line: Omit<StoredLine, 'quantity'>): Promise<number | null> {
      const [row] = await tx.select({ quantity: cartLines.quantity }).from(cartLines).where(lineIs(line));
      return row?.quantity ?? null;
    },
    /** False when the shopper holds no such line. */
    async remove(line: Omit<StoredLine, 'quantity'>): Promise<boolean> {
      const removed = await tx.delete(cartLines).where(lineIs(line)).returning({ size: cartLines.size });
      return removed.length > 0;
    },
  };
}

export type LockedCart = ReturnType<typeof lockedCart>;

/**
 * Locks the shopper's account row until `tx` ends, so that shopper's cart writes and orders run one after
 * another. False when the account no longer exists or was deleted.
 */
async function lockShopper(tx: Tx, userId: string): Promise<boolean> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('no key update');
  return account !== undefined;
}

export function createCartRepo(executor: Executor) {
  return {
    lines: (userId: string) => readLines(executor, userId),

    /**
     * The shopper's lines that can still be bought, each with its product's price fields: what the checkout
     * bills, read by the discount code check for a code's minimum order.
     */
    pricedLines(userId: string): Promise<(PriceFields & { quantity: number })[]> {
      return executor
        .select({
          quantity: cartLines.quantity,
          priceFils: products.priceFils,
          discount: products.discount,
          flashDiscount: products.flashDiscount,
          flashsale: products.flashsale,
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .innerJoin(
          productVariants,
          and(
            eq(productVariants.productId, cartLines.productId),
            eq(productVariants.colorName, cartLines.colorName),
          ),
        )
        .innerJoin(
          variantSizes,
          and(eq(variantSizes.variantId, productVariants.id), eq(variantSizes.size, cartLines.size)),
        )
        .where(and(eq(cartLines.userId, userId), isNull(products.archivedAt)))
        .orderBy(
          asc(cartLines.addedAt),
          asc(cartLines.productId),
          asc(cartLines.size),
          asc(cartLines.colorName),
        );
    },

    /** Empties the shopper's cart: a card order paid for clears it in the same transaction as the order. */
    async clear(userId: string): Promise<void> {
      await executor.delete(cartLines).where(eq(cartLines.userId, userId));
    },

    /**
     * Runs `work` in a transaction holding a lock on the shopper's account row, so one shopper's cart
     * writes (a double click, two tabs) run one after another and a stock check is never overtaken by
     * another add. Null when the account no longer exists.
     */
    withCartLock<T>(userId: string, work: (cart: LockedCart) => Promise<T>): Promise<T | null> {
      return executor.transaction(async (tx) =>
        (await lockShopper(tx, userId)) ? work(lockedCart(tx, userId)) : null,
      );
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
