import { useIntl } from 'react-intl';
import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { createHostedOrder } from './api/create-hosted-order';
import { attemptOrder } from './attempt-order';
import type { PaymentOutcome } from './payment-outcome';

/**
 * Hosted-session flow: the order is created, then the browser goes to the gateway's page (Stripe
 * Checkout or the demo gateway's), which returns to /verify.
 */
export function useHostedPayment(handoff: CheckoutHandoff) {
  const { formatMessage: t } = useIntl();
  return async (): Promise<PaymentOutcome> => {
    const attempt = await attemptOrder(handoff, createHostedOrder, t);
    if (!attempt.placed) return attempt.outcome;
    window.location.assign(attempt.order.session_url);
    return { finished: true };
  };
}
