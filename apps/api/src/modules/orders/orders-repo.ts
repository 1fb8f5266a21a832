import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { queryRows } from '../../db/query-rows';
import { cartLines, orderItems, orders, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'createdAt'> & { id: string };
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;

export function createOrdersRepo(executor: Executor) {
  return {
    /**
     * Locks the shopper's account row until `tx` ends (as cart-repo's lockShopper does, so that shopper's cart
     * writes and orders run one after another) and, in the same round trip, finds the order this
     * Idempotency-Key already placed. Null when the account no longer exists or was deleted.
     */
    async lockShopperForOrder(
      userId: string,
      idempotencyKey: string | null,
    ): Promise<{ placedWithKey: string | null } | null> {
      const [row] = await executor
        .select({ placedWithKey: orders.id })
        .from(users)
        .leftJoin(
          orders,
          and(
            eq(orders.userId, users.id),
            idempotencyKey === null ? sql`false` : eq(orders.idempotencyKey, idempotencyKey),
          ),
        )
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('no key update', { of: users });
      return row ?? null;
    },

    /** The shopper's order placed with this Idempotency-Key, if any. */
    async orderIdForKey(userId: string, key: string): Promise<string | null> {
      const [row] = await executor
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row?.id ?? null;
    },

    /**
     * Writes the order and its items, and with `clearCart` empties the shopper's cart, in one statement: the hot
     * path of placing an order makes as few round trips as it can (bench/orders).
     */
    async insertOrder(
      order: NewOrder,
      items: readonly NewOrderItem[],
      { clearCart }: { clearCart: boolean },
    ): Promise<string> {
      const rows = items.map((item, position) => ({ ...item, position }));
      const emptyCart = clearCart
        ? sql`, emptied as (delete from ${cartLines} where ${cartLines.userId} = ${order.userId})`
        : sql``;
      const [row] = await queryRows<{ id: string }>(
        executor,
        sql`
        with new_order as (
          insert into ${orders} (id, user_id, amount_fils, address, shipping_method, discount_code,
            discount_percent, discount_once_per_shopper, payment_method, status, idempotency_key, vat_percent,
            coupon_fils, delivery_fils, delivery_vat_fils, express_fils, express_vat_fils, vat_fils,
            business_name, business_trn, locale)
          values (${order.id}, ${order.userId}, ${order.amountFils}, ${JSON.stringify(order.address)}::jsonb,
            ${order.shippingMethod}, ${order.discountCode ?? null}, ${order.discountPercent ?? 0},
            ${order.discountOncePerShopper ?? true}, ${order.paymentMethod}, ${order.status},
            ${order.idempotencyKey ?? null}, ${order.vatPercent ?? 0}, ${order.couponFils ?? 0},
            ${order.deliveryFils ?? 0}, ${order.deliveryVatFils ?? 0}, ${order.expressFils ?? 0},
            ${order.expressVatFils ?? 0}, ${order.vatFils ?? 0}, ${order.businessName ?? null},
            ${order.businessTrn ?? null}, ${order.locale ?? 'en'})
          returning id
        ), new_items as (
          insert into ${orderItems} (order_id, position, product_id, variant_size_id, name, name_ar, images,
            price_fils, discount, line_fils, quantity, size, color_name, color_name_ar, sub_sku, coupon_share_fils,
            vat_fils)
          select new_order.id, item.position, item."productId", item."variantSizeId", item.name,
            coalesce(item."nameAr", ''), item.images, item."priceFils", item.discount, item."lineFils",
            item.quantity, item.size, item."colorName", coalesce(item."colorNameAr", ''), item."subSku",
            coalesce(item."couponShareFils", 0), coalesce(item."vatFils", 0)
          from new_order, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as item(position int,
            "productId" uuid, "variantSizeId" uuid, name text, "nameAr" text, images jsonb, "priceFils" int,
            discount int, "lineFils" int, quantity int, size text, "colorName" text, "colorNameAr" text,
            "subSku" text, "couponShareFils" int, "vatFils" int)
        )${emptyCart}
        select id from new_order`,
      );
      if (!row) throw new Error('the order was not written');
      return row.id;
    },

    /** The shopper's own order, locked until `tx` ends; null for an unknown id and for another shopper's. */
    async lockOwnOrder(userId: string, orderId: string): Promise<OrderRow | null> {
      const [row] = await executor
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      return row ?? null;
    },

    /** The sizes and quantities an order took, for the sizes the catalogue still has. */
    takenStock(orderId: string): Promise<{ sizeId: string | null; quantity: number }[]> {
      return executor
        .select({ sizeId: orderItems.variantSizeId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantSizeId)));
    },

    async markCancelled(orderId: string): Promise<void> {
      await executor.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, orderId));
    },

    /** The order's units are back in stock: releasing it again gives nothing back twice. */
    async markStockReleased(orderId: string): Promise<void> {
      await executor.update(orders).set({ stockHeld: false }).where(eq(orders.id, orderId));
    },

    /** The shopper's orders newest first, each with its items in the order they were bought. */
    async listForUser(userId: string): Promise<{ order: OrderRow; items: OrderItemRow[] }[]> {
      const rows = await executor
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      if (rows.length === 0) return [];
      const items = await executor
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.position));
      return rows.map((order) => ({ order, items: items.filter((item) => item.orderId === order.id) }));
    },

    /**
     * The shopper's orders not yet delivered or cancelled, oldest first; with `lock`, locked until `tx` ends
     * (deleting an account, see account-orders.ts).
     */
    openOrders(userId: string, { lock }: { lock: boolean }): Promise<OrderRow[]> {
      const query = executor
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), notInArray(orders.status, ['Delivered', 'Cancelled'])))
        .orderBy(asc(orders.createdAt), asc(orders.id));
      return lock ? query.for('update') : query;
    },

    /** The shopper's most recent order, or null. */
    async latest(userId: string): Promise<OrderRow | null> {
      const [row] = await executor
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
