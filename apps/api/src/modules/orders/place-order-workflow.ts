import { randomUUID } from 'node:crypto';
import type { Locale } from '@souq/shared/i18n/locales';
import type { OrderStatus, PaymentMethod, PlaceOrderRequest } from '@souq/shared/schemas/order';
import { announceStockChange, type SizeStock } from '../../db/catalog-watch';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { createOrdersRepo } from './orders-repo';
import { checkClientTotal } from './steps/check-client-total';
import { checkCode } from './steps/check-code';
import { itemsAfterDiscountsFils, priceLines } from './steps/price-lines';
import { reserveStock } from './steps/reserve-stock';
import { validateLines } from './steps/validate-lines';
import { writeOrder } from './steps/write-order';

export interface PlaceOrderOptions {
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  /**
   * The Idempotency-Key header (see docs/decisions/007-idempotency-keys.md), or null when the client sent
   * none.
   */
  idempotencyKey: string | null;
  /** The language the shopper is placing it in (their request's), which its e-mails keep. */
  locale: Locale;
}

export interface PlacedOrder {
  orderId: string;
  /** True when the key had already placed this order and nothing new was made. */
  repeated: boolean;
}

/**
 * Placing an order is one transaction of named steps, run under the shopper's lock so
 * a double submit, a repeated key or two tabs using one code are decided one after another. The code is
 * checked before pricing because its percent is part of the bill. Any refusal rolls back every step.
 */
export async function placeOrderWorkflow(
  db: Db,
  userId: string,
  request: PlaceOrderRequest,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  let placed: PlacedOnce;
  try {
    placed = await placeOnce(db, userId, request, options);
  } catch (error) {
    // One key sent twice at once: the later request waited for the shopper's lock with a view of the orders
    // from before the first committed, so it went on to be refused (by the unique index, or the code or the
    // stock the first one used). It answers with the order the first one placed.
    const key = options.idempotencyKey;
    const earlier =
      key === null
        ? null
        : await createOrdersRepo(db)
            .orderIdForKey(userId, key)
            .catch(() => null);
    if (earlier !== null) return { orderId: earlier, repeated: true };
    throw error;
  }
  // reserve-stock left the announcement to this: this instance's catalogue takes the new stock now, the others
  // read it. The order stands even if this fails; the catalogue's age limit then bounds how long a list shows
  // the old stock.
  await announceStockChange(db, placed.stockLeft).catch(() => {});
  return { orderId: placed.orderId, repeated: placed.repeated };
}

/** An order placed by this call, with the sizes it took stock from (none when the key had placed it before). */
type PlacedOnce = PlacedOrder & { stockLeft: SizeStock[] };

function placeOnce(
  db: Db,
  userId: string,
  request: PlaceOrderRequest,
  options: PlaceOrderOptions,
): Promise<PlacedOnce> {
  return db.transaction(async (tx) => {
    const shopper = await createOrdersRepo(tx).lockShopperForOrder(userId, options.idempotencyKey);
    if (!shopper) throw unauthorized(SIGN_IN_REQUIRED);
    if (shopper.placedWithKey !== null)
      return { orderId: shopper.placedWithKey, repeated: true, stockLeft: [] };
    const lines = await validateLines(tx, request.items);
    const code = await checkCode(tx, userId, request.discountCode, itemsAfterDiscountsFils(lines));
    const bill = priceLines(lines, request.shippingMethod, code);
    checkClientTotal(bill, request);
    const orderId = randomUUID();
    const left = await reserveStock(tx, orderId, lines);
    await writeOrder(tx, { orderId, userId, request, lines, bill, code, ...options });
    const stockLeft = lines.map(({ size }) => ({
      sizeId: size.sizeId,
      productId: size.productId,
      subSku: size.subSku,
      size: size.size,
      stock: left.get(size.sizeId) ?? 0,
    }));
    return { orderId, repeated: false, stockLeft };
  });
}
