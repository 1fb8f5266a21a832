import { DELETED_CUSTOMER } from '@souq/shared/schemas/account-data';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import {
  accountTokens,
  addresses,
  cartLines,
  newsletterSubscribers,
  orders,
  outboxMessages,
  users,
  wishlistItems,
} from '../../db/schema';

/**
 * Not an argon2 hash: no password ever matches it. A deleted account is also left out of every sign-in
 * lookup (users-repo), so it is never even tried.
 */
const UNUSABLE_PASSWORD_HASH = '!deleted';

/** What a deleted account's sign-in fields become: unique, never a real address or number. */
export const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
export const tombstonePhone = (userId: string) => `deleted-${userId}`;

export function createAccountDeletionRepo(db: Executor) {
  return {
    /** The account's sign-in fields, or undefined when it does not exist or was deleted. */
    async findLive(userId: string) {
      const [row] = await db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row;
    },
  };
}

/** The deletion's writes, in the transaction that holds the account's lock. */
export function lockedAccountEraser(tx: Tx) {
  return {
    /**
     * Locks the account row until the transaction ends: its cart, wishlist, addresses and orders take the
     * same row's lock, so none is written while it is erased. Undefined when it was deleted meanwhile.
     */
    async lock(userId: string) {
      const [row] = await tx
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      return row;
    },

    /**
     * Erases the personal data: the cart, wishlist, address book, pending links, the account's e-mails and
     * the newsletter's for its address, the subscription itself, and the personal fields of its orders'
     * delivery addresses (the emirate stays: it is the supply's place for VAT). Then the account becomes a
     * tombstone that can never sign in, whose e-mail and phone are free for a new account.
     */
    async erase(userId: string, email: string): Promise<void> {
      await tx.delete(cartLines).where(eq(cartLines.userId, userId));
      await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
      await tx.delete(addresses).where(eq(addresses.userId, userId));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
      await tx
        .delete(outboxMessages)
        .where(
          or(
            eq(outboxMessages.userId, userId),
            and(isNull(outboxMessages.userId), eq(outboxMessages.recipient, email)),
          ),
        );
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      await tx
        .update(orders)
        .set({
          address: sql`jsonb_build_object(
            'fullname', ${DELETED_CUSTOMER}::text, 'email', '', 'phone', '', 'street', '', 'city', '',
            'zipcode', '', 'region', ${orders.address}->>'region')`,
        })
        .where(eq(orders.userId, userId));
      await tx
        .update(users)
        .set({
          name: DELETED_CUSTOMER,
          email: tombstoneEmail(userId),
          phone: tombstonePhone(userId),
          passwordHash: UNUSABLE_PASSWORD_HASH,
          deletedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },
  };
}
