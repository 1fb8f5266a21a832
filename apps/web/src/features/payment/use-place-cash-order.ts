import { ApiError } from '../../shared/api/api-client';
import { type CheckoutHandoff, clearCheckoutHandoff } from '../../shared/checkout/checkout-handoff';
import { usePlaceOrder } from './api/place-order';
import { emptyPaidCart, orderPayload } from './order-payload';

const ORDER_FAILED = 'Order placement failed. Try again.';

/**
 * spec §4 cash flow: place the order, then clear the cart. The server already emptied its cart and
 * deducted the stock in the same transaction (design §4), so the cart is only reloaded from it.
 */
export function usePlaceCashOrder() {
  const { mutateAsync } = usePlaceOrder();
  return async (handoff: CheckoutHandoff): Promise<void> => {
    await mutateAsync(await orderPayload(handoff));
    clearCheckoutHandoff();
    emptyPaidCart();
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
