import { STORE_TIME_ZONE } from '../config/store';
import type { PaymentMethod } from '../schemas/order';

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  stripe: 'Card',
};

/** The shopper's name for a payment method, as the storefront and e-mails show it. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}

// The store sells in the UAE, so an order's day is the day in Dubai wherever it is read.
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});

/** '21 Nov 2026'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}
