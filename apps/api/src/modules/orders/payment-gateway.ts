import type { PaymentGatewayKind } from '@souq/shared/schemas/payment';

/**
 * What a gateway says about a payment: taken, not taken (declined, abandoned, cancelled, expired), or still
 * being decided (a bank transfer or a card still processing).
 */
export type PaymentOutcome = 'paid' | 'failed' | 'pending';

export interface PaymentToOpen {
  orderId: string;
  /** The server's grand total (never the client's). */
  amountFils: number;
}

/**
 * The one surface the order flows use, so Stripe and the offline demo gateway are
 * interchangeable. A `ref` is the gateway's payment intent or hosted session id, kept as the order's
 * `gateway_ref`; each call tells the two apart by the ref itself.
 */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  /** Given to the browser's card form; null when there is nothing to load (demo). */
  readonly publishableKey: string | null;
  /** A payment intent for the order, the same one on a retry (one per order). */
  openIntent(payment: PaymentToOpen): Promise<{ ref: string; clientSecret: string }>;
  /** A hosted checkout session for the order, the same one on a retry; `url` is where the browser goes. */
  openSession(payment: PaymentToOpen): Promise<{ ref: string; url: string }>;
  /** Asks the gateway, never the browser, whether the payment was taken. */
  outcome(ref: string): Promise<PaymentOutcome>;
  /**
   * Stops the payment from being taken later (cancels the intent, expires the session). Answers what it
   * ended as: 'failed' once stopped, 'paid' when it had been taken meanwhile, 'pending' while it cannot be
   * stopped yet.
   */
  stop(ref: string): Promise<PaymentOutcome>;
  /** Gives the whole payment back; repeating it never refunds twice. */
  refund(ref: string): Promise<void>;
  /**
   * Gives `amountFils` of the payment back (a return); repeating it with the same `key` never refunds twice.
   */
  refundPart(ref: string, amountFils: number, key: string): Promise<void>;
}
