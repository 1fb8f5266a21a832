import { aedToFils, type Fils } from '@souq/shared/pricing/money';
import type { Order, OrderItem, PaymentMethod } from '@souq/shared/schemas/order';

/**
 * Orders page: the price after discount, per unit, as the line was actually charged (flash unit included).
 */
export function unitPaidFils(item: Pick<OrderItem, 'lineTotal' | 'quantity'>): Fils {
  return Math.round(aedToFils(item.lineTotal) / Math.max(item.quantity, 1));
}

interface OrderedItem {
  key: string;
  item: OrderItem;
  date: string;
  paymentMethod: PaymentMethod;
}

/** Profile page: the latest ordered items across orders (which arrive newest first), at most `count`. */
export function latestOrderedItems(orders: readonly Order[], count: number): OrderedItem[] {
  return orders
    .flatMap((order) =>
      order.items.map((item, i) => ({
        key: `${order._id}/${i}`,
        item,
        date: order.date,
        paymentMethod: order.paymentMethod,
      })),
    )
    .slice(0, count);
}

/** The VAT a bill or an order includes: its rate in percent and the amount, for the line under its total. */
export interface IncludedVat {
  percent: number;
  vatFils: Fils;
}

/**
 * Orders page: what the line under an order's total says, "Includes VAT 5 %: AED 4.76", from the VAT the
 * order was charged; null for an order with none (placed while the store was not registered for VAT).
 */
export function orderVat(order: Pick<Order, 'vat' | 'vatPercent'>): IncludedVat | null {
  if (order.vatPercent <= 0) return null;
  return { percent: order.vatPercent, vatFils: aedToFils(order.vat) };
}
