/**
 * How a payment attempt ended: finished (the page is leaving) or back to the shopper, with the server's
 * refusal kept on the page when it gave one.
 */
export type PaymentOutcome = { finished: true } | { finished: false; refusal: string | null };

export const EMBEDDED_PAYMENT_FAILED = 'Embedded Stripe payment failed.';
export const UNSUPPORTED_METHOD = 'Unsupported payment method selected.';
export const STRIPE_NOT_LOADED = 'Stripe not loaded yet.';

/**
 * Confirms the card payment for an order's clientSecret: null once the card provider accepted it, else the
 * card provider's own message (see docs/product/orders.md). Throws only on an unexpected failure.
 */
export type ConfirmCard = (clientSecret: string) => Promise<string | null>;
