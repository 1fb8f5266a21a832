import { cartLines } from '@souq/shared/cart/cart-lines';
import { ApiError } from '../../shared/api/api-client';
import { type CheckoutHandoff, clearCheckoutHandoff } from '../../shared/checkout/checkout-handoff';
// Accepted exception to "features do not import each other": the payment empties the cart it paid for.
import { useCart } from '../cart/cart-store';
import { usePlaceOrder } from './api/place-order';

const ORDER_FAILED = 'Order placement failed. Try again.';

/**
 * spec §4 cash flow: place the order, then clear the cart. The server already emptied its cart and
 * deducted the stock in the same transaction (design §4), so the cart is only reloaded from it.
 */
export function usePlaceCashOrder() {
  const { mutateAsync } = usePlaceOrder();
  return async (handoff: CheckoutHandoff): Promise<void> => {
    const items = cartLines(useCart.getState().cartData).map(({ productId, size, colorName, quantity }) => ({
      itemId: productId,
      size,
      colorName,
      quantity,
    }));
    await mutateAsync({
      order: {
        address: handoff.formData,
        items,
        amount: handoff.finalAmount,
        discountValue: handoff.discountValue,
        shippingMethod: handoff.shippingMethod,
        discountCode: handoff.discountCode,
      },
      idempotencyKey: handoff.idempotencyKey,
    });
    clearCheckoutHandoff();
    const cart = useCart.getState();
    cart.clear();
    cart.load().catch((error: unknown) => console.error('The cart could not be reloaded', error));
  };
}

/**
 * spec §8: when the server refuses (success false) its message is shown; a network failure or a server
 * fault shows 'Order placement failed. Try again.'.
 */
export function orderFailureMessage(error: unknown): { message: string; refused: boolean } {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return { message: error.message, refused: true };
  }
  return { message: ORDER_FAILED, refused: false };
}
