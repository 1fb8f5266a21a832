import {
  ADDRESS_BOOK_FULL,
  ADDRESS_NOT_FOUND,
  type AddressesResponse,
  type AddressResponse,
  isAddressId,
  MAX_SAVED_ADDRESSES,
  type SavedAddressRequest,
} from '@souq/shared/schemas/address-book';
import { conflict, notFound, unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import type { AddressesRepo, LockedBook } from './addresses-repo';

/**
 * A shopper's saved addresses (docs/product/accounts.md, "Address book"). Every write runs under the
 * shopper's lock; while the book is not empty exactly one address is the default.
 */
export function createAddressesService(repo: AddressesRepo) {
  /** A write under the shopper's lock; a token whose account is gone counts as signed out. */
  async function locked<T>(userId: string, work: (book: LockedBook) => Promise<T>): Promise<T> {
    const result = await repo.withBookLock(userId, work);
    if (result === null) throw unauthorized(SIGN_IN_REQUIRED);
    return result;
  }

  /** An id that is not an address id names no address of the shopper's. */
  function checkedId(id: string): string {
    if (!isAddressId(id)) throw notFound(ADDRESS_NOT_FOUND);
    return id;
  }

  return {
    async list(userId: string): Promise<AddressesResponse> {
      return { success: true, addresses: await repo.list(userId) };
    },

    /** The first address saved is the default, whatever was asked; later ones only when asked. */
    create(userId: string, { isDefault, ...fields }: SavedAddressRequest): Promise<AddressResponse> {
      return locked(userId, async (book) => {
        const saved = await book.count();
        if (saved >= MAX_SAVED_ADDRESSES) throw conflict(ADDRESS_BOOK_FULL);
        const becomesDefault = saved === 0 || isDefault === true;
        if (becomesDefault) await book.clearDefault();
        return { success: true, address: await book.insert(fields, becomesDefault) };
      });
    },

    /** `isDefault: true` makes it the default; false or left out keeps the flag it had. */
    update(
      userId: string,
      rawId: string,
      { isDefault, ...fields }: SavedAddressRequest,
    ): Promise<AddressResponse> {
      const id = checkedId(rawId);
      return locked(userId, async (book) => {
        const current = await book.find(id);
        if (current === null) throw notFound(ADDRESS_NOT_FOUND);
        const becomesDefault = current.isDefault || isDefault === true;
        if (becomesDefault) await book.clearDefault(id);
        const address = await book.update(id, fields, becomesDefault);
        if (address === null) throw notFound(ADDRESS_NOT_FOUND);
        return { success: true, address };
      });
    },

    /** Deleting the default makes the newest remaining address the default. Answers the book left. */
    remove(userId: string, rawId: string): Promise<AddressesResponse> {
      const id = checkedId(rawId);
      return locked(userId, async (book) => {
        const removed = await book.remove(id);
        if (removed === null) throw notFound(ADDRESS_NOT_FOUND);
        if (removed.wasDefault) await book.promoteNewest();
        return { success: true, addresses: await book.list() };
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
