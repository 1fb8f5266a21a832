/**
 * How a payment attempt ended: finished (the page is leaving) or back to the shopper, with the server's
 * refusal kept on the page when it gave one.
 */
export type PaymentOutcome = { finished: true } | { finished: false; refusal: string | null };

/**
 * Confirms the card payment for an order's clientSecret: null once the card provider accepted it, else the
 * card provider's own message (see docs/product/orders.md). Throws only on an unexpected failure.
 */
export type ConfirmCard = (clientSecret: string) => Promise<string | null>;
