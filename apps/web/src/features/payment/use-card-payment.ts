import { useIntl } from 'react-intl';
import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { toast } from '@/shared/ui/toast';
import { createEmbeddedOrder } from './api/create-embedded-order';
import { verifyEmbeddedPayment } from './api/verify-embedded-payment';
import { attemptOrder } from './attempt-order';
import type { ConfirmCard, PaymentOutcome } from './payment-outcome';
import { renewCheckoutAttempt } from './renew-checkout-attempt';
import { useFinishPaidOrder } from './use-finish-paid-order';

/**
 * Card flow: create the order, confirm the card, verify, clear the cart, go to /orders. The verdict is the
 * server's, which asks the gateway (see docs/product/orders.md); the browser's own result only picks the
 * message.
 */
export function useCardPayment(handoff: CheckoutHandoff, onHandoffChange: (next: CheckoutHandoff) => void) {
  const finishPaidOrder = useFinishPaidOrder();
  const { formatMessage: t } = useIntl();
  return async (confirmCard: ConfirmCard): Promise<PaymentOutcome> => {
    const attempt = await attemptOrder(handoff, createEmbeddedOrder, t);
    if (!attempt.placed) return attempt.outcome;
    const created = attempt.order;

    let cardMessage: string | null = null;
    try {
      cardMessage = await confirmCard(created.clientSecret);
    } catch (error) {
      console.error('The card payment could not be confirmed', error);
      cardMessage = t({ id: 'payment.cardFailed' });
    }

    try {
      const verdict = await verifyEmbeddedPayment(created.orderId);
      if (verdict.paid) {
        finishPaidOrder();
        return { finished: true };
      }
      onHandoffChange(renewCheckoutAttempt(handoff));
      toast.error(cardMessage ?? verdict.message);
    } catch (error) {
      // Unknown whether it was paid: the same key retried returns this very order to verify again.
      console.error('The card payment could not be verified', error);
      toast.error(cardMessage ?? t({ id: 'payment.cardFailed' }));
    }
    return { finished: false, refusal: null };
  };
}
