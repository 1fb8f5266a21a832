import { type Locale, storedLocale } from '@souq/shared/i18n/locales';
import { formatOrderNumber } from '@souq/shared/orders/order-number';
import type { OrderAddress } from '@souq/shared/schemas/order';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { orderItems, orders } from '../../db/schema';
import { type OrderBill, orderBill } from '../orders/order-bill';

/** What an order's e-mails say about it. */
export interface OrderMailData {
  /** The language the order was placed in: its e-mails speak it. */
  locale: Locale;
  number: string;
  placedAt: Date;
  address: OrderAddress;
  paymentMethod: string;
  paid: boolean;
  shippingMethod: string;
  discountCode: string | null;
  discountPercent: number;
  items: {
    position: number;
    name: string;
    nameAr: string;
    colorName: string;
    colorNameAr: string;
    size: string;
    quantity: number;
    lineFils: number;
  }[];
  bill: OrderBill;
}

/** The order as its e-mails show it, or null when it no longer exists. */
export async function loadOrderMailData(db: Executor, orderId: string): Promise<OrderMailData | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return {
    locale: storedLocale(order.locale),
    number: formatOrderNumber(order.number),
    placedAt: order.createdAt,
    address: order.address,
    paymentMethod: order.paymentMethod,
    paid: order.payment,
    shippingMethod: order.shippingMethod,
    discountCode: order.discountCode,
    discountPercent: order.discountPercent,
    items: items.map((item) => ({
      position: item.position,
      name: item.name,
      nameAr: item.nameAr,
      colorName: item.colorName,
      colorNameAr: item.colorNameAr,
      size: item.size,
      quantity: item.quantity,
      lineFils: item.lineFils,
    })),
    bill: orderBill(order, items),
  };
}
