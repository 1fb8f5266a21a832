import type { OrderStatus, PaymentMethod, PlaceOrderRequest } from '@souq/shared/schemas/order';
import { announceCatalogChange } from '../../db/catalog-watch';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { lockShopperForOrder, orderIdForKey } from './orders-repo';
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
export async function placeOrderWorkflow(
  db: Db,
  userId: string,
  request: PlaceOrderRequest,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  let placed: PlacedOrder;
  try {
    placed = await placeOnce(db, userId, request, options);
  } catch (error) {
    // One key sent twice at once: the later request waited for the shopper's lock with a view of the orders
    // from before the first committed, so it went on to be refused (by the unique index, or the code or the
    // stock the first one used). It answers with the order the first one placed.
    const key = options.idempotencyKey;
    const earlier = key === null ? null : await orderIdForKey(db, userId, key).catch(() => null);
    if (earlier !== null) return { orderId: earlier, repeated: true };
    throw error;
  }
  // reserve-stock left the announcement to this: the catalogues in memory learn the new stock now. The order
  // stands even if this fails; the catalogue's age limit then bounds how long a list shows the old stock.
  if (!placed.repeated) await announceCatalogChange(db).catch(() => {});
  return placed;
}

function placeOnce(
  db: Db,
  userId: string,
  request: PlaceOrderRequest,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const shopper = await lockShopperForOrder(tx, userId, options.idempotencyKey);
    if (!shopper) throw unauthorized(SIGN_IN_REQUIRED);
    if (shopper.placedWithKey !== null) return { orderId: shopper.placedWithKey, repeated: true };
    const lines = await validateLines(tx, request.items);
    const code = await checkCode(tx, userId, request.discountCode);
    const bill = priceLines(lines, request.shippingMethod, code);
    checkClientTotal(bill, request);
    await reserveStock(tx, lines);
    const orderId = await writeOrder(tx, { userId, request, lines, bill, code, ...options });
    return { orderId, repeated: false };
  });
}
