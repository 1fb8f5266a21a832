import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { addresses, cartLines, products, users, wishlistItems } from '../../db/schema';

/**
 * Reads everything the store keeps about one shopper, for "Download my data" (docs/product/accounts.md,
 * "Your data"): the account, its addresses, cart and wishlist (its orders are the orders repo's `listForUser`).
 */
export function createAccountDataRepo(db: Executor) {
  return {
    /** The account, or undefined when it does not exist or was deleted. */
    async account(userId: string) {
      const [row] = await db
        .select({ name: users.name, email: users.email, phone: users.phone, createdAt: users.createdAt })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row;
    },

    /** The address book, the default first, then the newest. */
    addresses(userId: string) {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    /** The cart's lines with their products' names, newest first. */
    cart(userId: string) {
      return db
        .select({
          productId: cartLines.productId,
          productName: products.name,
          colorName: cartLines.colorName,
          size: cartLines.size,
          quantity: cartLines.quantity,
          addedAt: cartLines.addedAt,
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(eq(cartLines.userId, userId))
        .orderBy(desc(cartLines.addedAt), asc(cartLines.productId));
    },

    /** The wishlist with its products' names, newest first. */
    wishlist(userId: string) {
      return db
        .select({
          productId: wishlistItems.productId,
          productName: products.name,
          size: wishlistItems.size,
          quantity: wishlistItems.quantity,
          addedAt: wishlistItems.addedAt,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.addedAt), asc(wishlistItems.productId));
    },
  };
}

export type AccountDataRepo = ReturnType<typeof createAccountDataRepo>;
