import { aedToFils, type Fils } from '@souq/shared/pricing/money';
import type { Order, OrderItem, PaymentMethod } from '@souq/shared/schemas/order';

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  stripe: 'Card',
};

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}

// The store sells in the UAE, so an order's day is the day in Dubai wherever the page is opened.
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});

/** '21 Nov 2026'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

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
