import { type CheckoutHandoff, saveCheckoutHandoff } from '@/shared/checkout/checkout-handoff';

/**
 * A repeated Idempotency-Key returns the first order. Once a card order is known to be unpaid the
 * server has cancelled it, so the next attempt must be a new one with a new key.
 */
export function renewCheckoutAttempt(handoff: CheckoutHandoff): CheckoutHandoff {
  const next = { ...handoff, idempotencyKey: crypto.randomUUID() };
  saveCheckoutHandoff(next);
  return next;
}
