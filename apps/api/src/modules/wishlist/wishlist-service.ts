import type { WishlistAddRequest, WishlistResponse } from '@souq/shared/schemas/wishlist';
import { badRequest, notFound, unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { PRODUCT_NOT_FOUND } from '../products/products-routes';
import { toWishlistItem } from './wishlist-item-json';
import type { WishlistRepo } from './wishlist-repo';

export const SIZE_NOT_IN_PRODUCT = 'This size is not available for this product.';
export const NOT_IN_WISHLIST = 'This item is not in your wishlist.';
export const ADDED_TO_WISHLIST = 'Added to wishlist';
/** The success toast's words. */
export const REMOVED_FROM_WISHLIST = 'Removed from wishlist';

export function createWishlistService(repo: WishlistRepo) {
  async function answer(userId: string, message?: string): Promise<WishlistResponse> {
    const wishData = (await repo.list(userId)).map(toWishlistItem);
    return message === undefined ? { success: true, wishData } : { success: true, wishData, message };
  }

  return {
    get: (userId: string) => answer(userId),

    /** A wished-for size need not be in stock (it is a wish); it must be one the product comes in. */
    async add(userId: string, { itemId, size, quantity }: WishlistAddRequest): Promise<WishlistResponse> {
      const hasSize = await repo.productHasSize(itemId, size);
      if (hasSize === null) throw notFound(PRODUCT_NOT_FOUND);
      if (!hasSize) throw badRequest(SIZE_NOT_IN_PRODUCT);
      if (!(await repo.upsert(userId, { productId: itemId, size, quantity }))) {
        throw unauthorized(SIGN_IN_REQUIRED);
      }
      return answer(userId, ADDED_TO_WISHLIST);
    },

    async remove(userId: string, productId: string): Promise<WishlistResponse> {
      if (!(await repo.remove(userId, productId))) throw notFound(NOT_IN_WISHLIST);
      return answer(userId, REMOVED_FROM_WISHLIST);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
