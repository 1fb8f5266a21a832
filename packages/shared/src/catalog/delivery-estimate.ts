/** spec §2 Product detail: the delivery lines under the buy button. */
export const DELIVERY_TIME_TEXT = 'Delivery Time: 2 - 3 Days';
export const ORDER_WITHIN_TEXT = 'Order within 24 Hours';

/** 'Arriving on Sunday, 22 November': tomorrow's weekday, day and month, in the shopper's local time. */
export function arrivingOnText(now: Date): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const weekday = tomorrow.toLocaleDateString('en-US', { weekday: 'long' });
  const month = tomorrow.toLocaleDateString('en-US', { month: 'long' });
  return `Arriving on ${weekday}, ${tomorrow.getDate()} ${month}`;
}
