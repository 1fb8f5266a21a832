import { aedToFils, type Fils } from '@souq/shared/pricing/money';
import { vatIncludedText } from '@souq/shared/pricing/vat';
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

/**
 * Orders page: the line under an order's total, "Includes VAT 5 %: AED 4.76", from the VAT the order was
 * charged; null for an order with none (placed while the store was not registered for VAT).
 */
export function orderVatText(order: Pick<Order, 'vat' | 'vatPercent'>): string | null {
  if (order.vatPercent <= 0) return null;
  return vatIncludedText(aedToFils(order.vat), order.vatPercent);
}
