/** The gateways' own messages (the shared contract's are in @souq/shared/schemas/payment). */
export const PAYMENT_CLOSED = 'This payment can no longer be completed.';
export const SESSION_EXPIRED = 'This payment session has expired.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const CARD_EXPIRED = 'Your card has expired.';
export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const INVALID_SIGNATURE = 'Invalid signature.';
