import type {
  CartAddRequest,
  CartMergeResponse,
  CartResponse,
  CartUpdateRequest,
} from '@souq/shared/schemas/cart';
import type { CartData } from '@souq/shared/schemas/cart-data';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { toCartData } from './cart-data';
import { planMerge } from './cart-merge-plan';
import {
  ADDED_TO_CART,
  CART_MERGED,
  CART_MERGED_WITH_CHANGES,
  CART_UPDATED,
  NOT_IN_CART,
  REMOVED_FROM_CART,
} from './cart-messages';
import type { CartRepo, LockedCart, StoredLine } from './cart-repo';
import { lookUpStock, possibleProductIds, quantityRefusal } from './cart-stock';

/** The stock of the requested product, colour and size, or the refusal saying which of them is missing. */
async function stockOf(
  cart: LockedCart,
  { itemId, colorName, size }: Pick<CartAddRequest, 'itemId' | 'colorName' | 'size'>,
): Promise<number> {
  const found = lookUpStock(await cart.catalog([itemId]), itemId, colorName, size);
  if (!found.found) throw new AppError(found.status, found.reason);
  return found.stock;
}

type LineKey = Omit<StoredLine, 'quantity'>;

const isLine = (a: LineKey, b: LineKey) =>
  a.productId === b.productId && a.colorName === b.colorName && a.size === b.size;

/**
 * The lines after saving `saved`, in the order the cart reads them back: an existing line keeps its place
 * with its new quantity, a new one (added now) comes last. Saves a second read of the cart.
 */
function withLine(lines: readonly StoredLine[], saved: StoredLine): StoredLine[] {
  const kept = lines.map((line) => (isLine(line, saved) ? saved : line));
  return lines.some((line) => isLine(line, saved)) ? kept : [...kept, saved];
}

export function createCartService(repo: CartRepo) {
  /** Runs a cart write under the shopper's lock; a token whose account is gone counts as signed out. */
  async function locked<T>(userId: string, work: (cart: LockedCart) => Promise<T>): Promise<T> {
    const result = await repo.withCartLock(userId, work);
    if (result === null) throw unauthorized(SIGN_IN_REQUIRED);
    return result;
  }

  const answer = async (cart: LockedCart): Promise<CartData> => toCartData(await cart.lines());

  return {
    async get(userId: string): Promise<CartResponse> {
      return { success: true, cartData: toCartData(await repo.lines(userId)) };
    },

    /** Adds to the line of that colour and size while stock covers the new total. */
    add(userId: string, request: CartAddRequest): Promise<CartResponse> {
      return locked(userId, async (cart) => {
        const stock = await stockOf(cart, request);
        const { itemId: productId, colorName, size } = request;
        const lines = await cart.lines();
        const held = lines.find((line) => isLine(line, { productId, colorName, size }))?.quantity ?? 0;
        const quantity = held + request.quantity;
        const refusal = quantityRefusal(stock, quantity, held);
        if (refusal !== null) throw badRequest(refusal);
        const saved = { productId, colorName, size, quantity };
        await cart.save([saved]);
        return {
          success: true as const,
          cartData: toCartData(withLine(lines, saved)),
          message: ADDED_TO_CART,
        };
      });
    },

    /** Sets the quantity of the line of that colour and size; 0 or less removes it. */
    update(userId: string, request: CartUpdateRequest): Promise<CartResponse> {
      return locked(userId, async (cart) => {
        const { itemId: productId, colorName, size, quantity } = request;
        const line = { productId, colorName, size };
        if (quantity <= 0) {
          if (!(await cart.remove(line))) throw notFound(NOT_IN_CART);
          return { success: true as const, cartData: await answer(cart), message: REMOVED_FROM_CART };
        }
        if ((await cart.quantityOf(line)) === null) throw notFound(NOT_IN_CART);
        const refusal = quantityRefusal(await stockOf(cart, request), quantity);
        if (refusal !== null) throw badRequest(refusal);
        await cart.save([{ ...line, quantity }]);
        return { success: true as const, cartData: await answer(cart), message: CART_UPDATED };
      });
    },

    /** The guest cart joins the server cart on sign-in, in one transaction. */
    merge(userId: string, guestCart: CartData): Promise<CartMergeResponse> {
      return locked(userId, async (cart) => {
        const catalog = await cart.catalog(possibleProductIds(Object.keys(guestCart)));
        const plan = planMerge(guestCart, catalog, await cart.held());
        await cart.save(plan.lines);
        return {
          success: true as const,
          cartData: await answer(cart),
          adjusted: plan.adjusted,
          message: plan.adjusted.length === 0 ? CART_MERGED : CART_MERGED_WITH_CHANGES,
        };
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
