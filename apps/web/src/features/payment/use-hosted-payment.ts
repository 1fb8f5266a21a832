import type { CheckoutHandoff } from '../../shared/checkout/checkout-handoff';
import { toast } from '../../shared/ui/toast';
import { createHostedOrder } from './api/create-hosted-order';
import { orderPayload } from './order-payload';
import type { PaymentOutcome } from './payment-outcome';
import { orderFailureMessage } from './use-place-cash-order';

/**
 * spec §4 hosted-session flow: the order is created, then the browser goes to the gateway's page (Stripe
 * Checkout or the demo gateway's), which returns to /verify.
 */
export function useHostedPayment(handoff: CheckoutHandoff) {
  return async (): Promise<PaymentOutcome> => {
    try {
      const { session_url } = await createHostedOrder(await orderPayload(handoff));
      window.location.assign(session_url);
      return { finished: true };
    } catch (error) {
      const { message, refused } = orderFailureMessage(error);
      toast.error(message);
      return { finished: false, refusal: refused ? message : null };
    }
  };
}
