import type { OrderStatus, PaymentMethod } from '@souq/shared/schemas/order';

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cod: 'Cash on delivery', stripe: 'Card' };

export const paymentMethodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];

/**
 * Each status's badge: the storefront's colours, red only for Cancelled. Text is navy (or red) on a light
 * tint, every pair at WCAG AA or better.
 */
export const STATUS_STYLES: Record<OrderStatus, { badge: string; dot: string }> = {
  'Payment Pending': { badge: 'bg-sunny/30 text-navy-800', dot: 'bg-sunny' },
  'Order Placed': { badge: 'bg-navy-50 text-navy-800', dot: 'bg-navy-600' },
  Packing: { badge: 'bg-coral-50 text-navy-800', dot: 'bg-coral-500' },
  Shipped: { badge: 'bg-navy-100 text-navy-800', dot: 'bg-navy-800' },
  'Out for delivery': { badge: 'bg-mint-100 text-navy-800', dot: 'bg-mint-500' },
  Delivered: { badge: 'bg-mint-100 text-mint-700', dot: 'bg-mint-700' },
  Cancelled: { badge: 'bg-coral-50 text-danger', dot: 'bg-danger' },
};

/** Units in the order (two of one size count two). */
export const unitCount = (items: readonly { quantity: number }[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);
