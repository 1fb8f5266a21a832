import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, users, variantSizes, wishlistItems } from '../../db/schema';

export interface WishlistRow {
  productId: string;
  name: string;
  nameAr: string;
  category: string;
  images: string[];
  priceFils: number;
  discount: number;
  flashDiscount: number;
  size: string;
  quantity: number;
}

export interface WishlistEntry {
  productId: string;
  size: string;
  quantity: number;
}

export function createWishlistRepo(db: Db) {
  return {
    /**
     * Null when the product does not exist or is archived (off sale, as the storefront answers it); otherwise
     * whether any of its colours comes in `size`.
     */
    async productHasSize(productId: string, size: string): Promise<boolean | null> {
      const [row] = await db
        .select({ sizeCount: sql<number>`count(${variantSizes.id})::int` })
        .from(products)
        .leftJoin(productVariants, eq(productVariants.productId, products.id))
        .leftJoin(
          variantSizes,
          and(eq(variantSizes.variantId, productVariants.id), eq(variantSizes.size, size)),
        )
        .where(and(eq(products.id, productId), isNull(products.archivedAt)))
        .groupBy(products.id);
      return row ? row.sizeCount > 0 : null;
    },

    /**
     * One row per (shopper, product): adding again keeps the latest size and quantity and moves the item to
     * the top. Taken from the account row, so a token whose account is gone or deleted writes nothing (false).
     */
    async upsert(userId: string, { productId, size, quantity }: WishlistEntry): Promise<boolean> {
      const written = await db
        .insert(wishlistItems)
        .select(
          db
            .select({
              userId: users.id,
              productId: sql`${productId}::uuid`.as('product_id'),
              size: sql`${size}`.as('size'),
              quantity: sql`${quantity}::int`.as('quantity'),
              addedAt: sql`now()`.as('added_at'),
            })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.deletedAt))),
        )
        .onConflictDoUpdate({
          target: [wishlistItems.userId, wishlistItems.productId],
          set: { size, quantity, addedAt: sql`now()` },
        })
        .returning({ productId: wishlistItems.productId });
      return written.length > 0;
    },

    /** False when the shopper had no such item. */
    async remove(userId: string, productId: string): Promise<boolean> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return removed.length > 0;
    },

    /**
     * Newest first; ties (one transaction's writes) by product id, so the order is stable. An archived
     * product's item is left out, as the storefront shows the product nowhere, but kept: it is back when the
     * product is back on sale.
     */
    list(userId: string): Promise<WishlistRow[]> {
      return db
        .select({
          productId: products.id,
          name: products.name,
          nameAr: products.nameAr,
          category: products.category,
          images: products.images,
          priceFils: products.priceFils,
          discount: products.discount,
          flashDiscount: products.flashDiscount,
          size: wishlistItems.size,
          quantity: wishlistItems.quantity,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(and(eq(wishlistItems.userId, userId), isNull(products.archivedAt)))
        .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
    },
  };
}

export type WishlistRepo = ReturnType<typeof createWishlistRepo>;
