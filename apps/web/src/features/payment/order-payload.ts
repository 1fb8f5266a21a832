import { cartLines } from '@souq/shared/cart/cart-lines';
import { useCart } from '@/shared/cart/cart-store';
import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import type { PlaceOrderVariables } from './api/place-order';

/**
 * The order payload, the same for every method: the cart's lines and the checkout's hand-off. The server
 * recomputes the amount and refuses a mismatch (see docs/product/orders.md). A payment page opened straight
 * after a reload may be clicked before the server's cart has arrived, so it is waited for first.
 */
export async function orderPayload(handoff: CheckoutHandoff): Promise<PlaceOrderVariables> {
  await useCart.getState().ensureSynced();
  const items = cartLines(useCart.getState().cartData).map(({ productId, size, colorName, quantity }) => ({
    itemId: productId,
    size,
    colorName,
    quantity,
  }));
  return {
    order: {
      address: handoff.formData,
      items,
      amount: handoff.finalAmount,
      discountValue: handoff.discountValue,
      shippingMethod: handoff.shippingMethod,
      discountCode: handoff.discountCode,
      business: handoff.business ?? null,
    },
    idempotencyKey: handoff.idempotencyKey,
  };
}

/** Empties the cart the order paid for; the server already emptied its copy, so it is only reloaded. */
export function emptyPaidCart(): void {
  const cart = useCart.getState();
  cart.clear();
  cart.load().catch((error: unknown) => console.error('The cart could not be reloaded', error));
}
