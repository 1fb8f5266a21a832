import {
  type SavedAddress,
  type SavedAddressRequest,
  savedAddressSchema,
} from '@souq/shared/schemas/address-book';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { addresses, users } from '../../db/schema';

/** What an address is saved with: the checkout's fields and a label (the default flag is the repo's). */
export type AddressFields = Omit<SavedAddressRequest, 'isDefault'>;

const columns = {
  id: addresses.id,
  label: addresses.label,
  fullname: addresses.fullname,
  email: addresses.email,
  phone: addresses.phone,
  street: addresses.street,
  city: addresses.city,
  region: addresses.region,
  zipcode: addresses.zipcode,
  isDefault: addresses.isDefault,
};

type AddressRow = Omit<SavedAddress, 'region'> & { region: string };

/** A stored region is one of the emirates (only the shared schema's values are written); read as one. */
const toSavedAddress = (row: AddressRow): SavedAddress => ({
  ...row,
  region: savedAddressSchema.shape.region.parse(row.region),
});

/** The default first, then the newest; ties (one transaction's writes) by id, so the order is stable. */
function listOf(executor: Executor, userId: string): Promise<SavedAddress[]> {
  return executor
    .select(columns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .then((rows) => rows.map(toSavedAddress));
}

/** The writes one shopper's address book takes, inside the transaction that holds the shopper's lock. */
function lockedBook(tx: Tx, userId: string) {
  const own = (id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));
  return {
    list: () => listOf(tx, userId),

    async count(): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    /** Whether the address is the shopper's, and then whether it is the default; null when it is not theirs. */
    async find(id: string): Promise<{ isDefault: boolean } | null> {
      const [row] = await tx.select({ isDefault: addresses.isDefault }).from(addresses).where(own(id));
      return row ?? null;
    },

    /**
     * Takes the default from every address but `keepId`. It runs before the one that becomes the default
     * is written, so the unique index (one default per shopper) never sees two.
     */
    async clearDefault(keepId: string | null = null): Promise<void> {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(addresses.userId, userId),
            eq(addresses.isDefault, true),
            keepId === null ? undefined : ne(addresses.id, keepId),
          ),
        );
    },

    async insert(fields: AddressFields, isDefault: boolean): Promise<SavedAddress> {
      const [row] = await tx
        .insert(addresses)
        .values({ ...fields, userId, isDefault })
        .returning(columns);
      if (!row) throw new Error('the address was not written');
      return toSavedAddress(row);
    },

    /** Null when the address is not the shopper's. */
    async update(id: string, fields: AddressFields, isDefault: boolean): Promise<SavedAddress | null> {
      const [row] = await tx
        .update(addresses)
        .set({ ...fields, isDefault, updatedAt: sql`now()` })
        .where(own(id))
        .returning(columns);
      return row ? toSavedAddress(row) : null;
    },

    /** Null when the address is not the shopper's; else whether it was the default. */
    async remove(id: string): Promise<{ wasDefault: boolean } | null> {
      const [row] = await tx.delete(addresses).where(own(id)).returning({ isDefault: addresses.isDefault });
      return row ? { wasDefault: row.isDefault } : null;
    },

    /** Makes the newest remaining address the default (after the default was deleted). */
    async promoteNewest(): Promise<void> {
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (newest) {
        await tx
          .update(addresses)
          .set({ isDefault: true, updatedAt: sql`now()` })
          .where(eq(addresses.id, newest.id));
      }
    },
  };
}

export type LockedBook = ReturnType<typeof lockedBook>;

export function createAddressesRepo(executor: Executor) {
  return {
    list: (userId: string) => listOf(executor, userId),

    /**
     * Runs `work` in a transaction holding a lock on the shopper's account row (as the cart's writes and
     * orders do), so one shopper's address writes run one after another: two "make default" at once, or two
     * saves racing for the last of the 20 places, cannot both pass their checks. Null when the account no
     * longer exists or was deleted.
     */
    withBookLock<T>(userId: string, work: (book: LockedBook) => Promise<T>): Promise<T | null> {
      return executor.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('no key update');
        return account ? work(lockedBook(tx, userId)) : null;
      });
    },
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
