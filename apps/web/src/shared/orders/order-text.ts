import { STORE_TIME_ZONE } from '@souq/shared/config/store';
import { formatOrderDate } from '@souq/shared/orders/order-labels';
import type { OrderStatus, PaymentMethod } from '@souq/shared/schemas/order';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/shared/i18n/messages';

/** The payment methods as the shopper reads them; the api and e-mails keep paymentMethodLabel's English. */
export const PAYMENT_METHOD_NAME: Readonly<Record<PaymentMethod, MessageId>> = {
  cod: 'payment.cashOnDelivery',
  stripe: 'payment.card',
};

/** An order's status as the shopper reads it; the stored status stays English. */
export const ORDER_STATUS_NAME: Readonly<Record<OrderStatus, MessageId>> = {
  'Order Placed': 'status.orderPlaced',
  'Payment Pending': 'status.paymentPending',
  Packing: 'status.packing',
  Shipped: 'status.shipped',
  'Out for delivery': 'status.outForDelivery',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
};

/**
 * An order's day, as the day in Dubai: '21 Nov 2026' on an English page (formatOrderDate, as the e-mails
 * write it), '21 نوفمبر 2026' on an Arabic one. A value that is not a date is shown as it is.
 */
export function orderDateText(iso: string, intl: Pick<IntlShape, 'locale' | 'formatDate'>): string {
  if (!intl.locale.startsWith('ar')) return formatOrderDate(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: STORE_TIME_ZONE });
}
