import { quantityOptions, type SizeOption } from '@souq/shared/cart/stock-availability';
import type { MessageId } from '@/shared/i18n/messages';

/** The page's two refusals, word for word ('Please login to add items to cart.'). */
export const SIGN_IN_TO_ADD_MESSAGE: MessageId = 'product.signInToAdd';
export const CHOOSE_COLOR_AND_SIZE_MESSAGE: MessageId = 'product.chooseColorAndSize';
/** The wishlist heart needs a size. */
export const CHOOSE_SIZE_MESSAGE: MessageId = 'product.chooseSize';

/** The chosen size while it still has units to add: adding to the cart may have used up the rest. */
export function chosenSizeOption(options: readonly SizeOption[], size: string | null): SizeOption | null {
  return options.find((option) => option.size === size && option.available > 0) ?? null;
}

/** 0 until a size is chosen, else the shopper's pick kept within the options for that size. */
export function shownQuantity(chosen: SizeOption | null, picked: number): number {
  const options = quantityOptions(chosen?.available ?? null);
  const most = options[options.length - 1] ?? 0;
  return chosen ? Math.min(Math.max(picked, 1), most) : 0;
}

type AddCheck =
  | { refusal: 'sign-in' }
  | { refusal: 'choose' }
  | { refusal: null; colorName: string; size: string };

/** Signing in comes first, then a colour and a size must be chosen. */
export function checkAdd(
  signedIn: boolean,
  colorName: string | undefined,
  size: string | undefined,
): AddCheck {
  if (!signedIn) return { refusal: 'sign-in' };
  if (!colorName || !size) return { refusal: 'choose' };
  return { refusal: null, colorName, size };
}
