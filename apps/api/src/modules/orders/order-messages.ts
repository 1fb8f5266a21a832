import { sizeLabel } from '@souq/shared/sizes/size-tables';

/** The success toasts are the server's messages. */
export const ORDER_PLACED = 'Order placed successfully!';
export const ORDER_CANCELLED = 'Order cancelled successfully!';
/** The same answer for an order that does not exist and another shopper's: nothing is revealed. */
export const ORDER_NOT_FOUND = 'Order not found.';
export const STOCK_ALREADY_DEDUCTED = 'Stock was already updated when your order was placed.';
export const NO_ORDER_FOR_STOCK = 'There is no placed order to update stock for.';

/** Why an order in this status can no longer be cancelled. */
export const CANNOT_CANCEL: Record<'Cancelled' | 'Shipped' | 'Out for delivery' | 'Delivered', string> = {
  Cancelled: 'This order is already cancelled.',
  Shipped: 'This order has already shipped and can no longer be cancelled.',
  'Out for delivery': 'This order is already out for delivery and can no longer be cancelled.',
  Delivered: 'This order has already been delivered and can no longer be cancelled.',
};

export const PRODUCT_GONE = 'A product in your order is no longer available.';

export function colourGone(product: string, colorName: string): string {
  return `${product} is no longer available in ${colorName}.`;
}

export function sizeGone(product: string, colorName: string, size: string): string {
  return `${product} in ${colorName} is no longer available in size ${sizeLabel(size)}.`;
}

/** Names the product, colour and size, so a shopper with several lines knows which one to change. */
export function notEnoughStock(product: string, colorName: string, size: string, left: number): string {
  if (left <= 0) return `${product} (${colorName}) in size ${sizeLabel(size)} is sold out.`;
  return `Only ${left} left of ${product} (${colorName}) in size ${sizeLabel(size)}.`;
}

/** A card order's payment, as the order flows report it. */
export const PAYMENT_PROCESSING = 'The payment is still being processed.';
export const PAYMENT_START_FAILED = 'The payment could not be started. Please try again.';
export const NOT_A_CARD_ORDER = 'This order is not a card order.';
export const CANNOT_CANCEL_PROCESSING =
  'Your payment is still being processed, so the order cannot be cancelled yet. Please try again shortly.';
