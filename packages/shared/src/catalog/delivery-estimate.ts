/** Product page: the delivery lines under the buy button. */
export const DELIVERY_TIME_TEXT = 'Delivery Time: 2 - 3 Days';
export const ORDER_WITHIN_TEXT = 'Order within 24 Hours';

// The storefront is in English throughout. Named here rather than asked of Intl: a page's first
// toLocaleDateString builds a date formatter from the locale's data, a visible part of a phone's first render
// of the product page (bench/web's trace).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Arriving on Sunday, 22 November': tomorrow's weekday, day and month, in the shopper's local time. */
export function arrivingOnText(now: Date): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `Arriving on ${WEEKDAYS[tomorrow.getDay()]}, ${tomorrow.getDate()} ${MONTHS[tomorrow.getMonth()]}`;
}
