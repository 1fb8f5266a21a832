import type { OrderStatus, PaymentMethod, PlaceOrderRequest } from '@souq/shared/schemas/order';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { clearCart, lockShopper } from '../cart/cart-repo';
import { orderIdForKey } from './orders-repo';
import { checkClientTotal } from './steps/check-client-total';
import { checkCode } from './steps/check-code';
import { priceLines } from './steps/price-lines';
import { reserveStock } from './steps/reserve-stock';
import { validateLines } from './steps/validate-lines';
import { writeOrder } from './steps/write-order';

export interface PlaceOrderOptions {
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  /** The Idempotency-Key header (design §4), or null when the client sent none. */
  idempotencyKey: string | null;
}

export interface PlacedOrder {
  orderId: string;
  /** True when the key had already placed this order and nothing new was made. */
  repeated: boolean;
}

/**
 * style §5 / design §4: placing an order is one transaction of named steps, run under the shopper's lock so
 * a double submit, a repeated key or two tabs using one code are decided one after another. The code is
 * checked before pricing because its percent is part of the bill. Any refusal rolls back every step.
 */
export function placeOrderWorkflow(
  db: Db,
  userId: string,
  request: PlaceOrderRequest,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    if (!(await lockShopper(tx, userId))) throw unauthorized(SIGN_IN_REQUIRED);
    if (options.idempotencyKey !== null) {
      const orderId = await orderIdForKey(tx, userId, options.idempotencyKey);
      if (orderId !== null) return { orderId, repeated: true };
    }
    const lines = await validateLines(tx, request.items);
    const code = await checkCode(tx, userId, request.discountCode);
    const bill = priceLines(lines, request.shippingMethod, code);
    checkClientTotal(bill, request);
    await reserveStock(tx, lines);
    const orderId = await writeOrder(tx, { userId, request, lines, bill, code, ...options });
    // A card order keeps the cart until the gateway says it is paid (settle-order), so a declined card
    // leaves the shopper's cart as it was.
    if (options.paymentMethod === 'cod') await clearCart(tx, userId);
    return { orderId, repeated: false };
  });
}
