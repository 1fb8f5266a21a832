/** The payment flows' own messages (the shared contract's are in @souq/shared/schemas/payment). */
export const PAYMENT_PROCESSING = 'The payment is still being processed.';
export const PAYMENT_START_FAILED = 'The payment could not be started. Please try again.';
export const PAYMENT_CLOSED = 'This payment can no longer be completed.';
export const SESSION_EXPIRED = 'This payment session has expired.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const CARD_EXPIRED = 'Your card has expired.';
export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const INVALID_SIGNATURE = 'Invalid signature.';
export const NOT_A_CARD_ORDER = 'This order is not a card order.';
export const CANNOT_CANCEL_PROCESSING =
  'Your payment is still being processed, so the order cannot be cancelled yet. Please try again shortly.';
