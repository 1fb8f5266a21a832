import { useNavigate } from 'react-router';
import type { CheckoutHandoff } from '../../shared/checkout/checkout-handoff';
import { toast } from '../../shared/ui/toast';
import type { PaymentOutcome } from './payment-outcome';
import { orderFailureMessage, usePlaceCashOrder } from './use-place-cash-order';

/** spec §4 cash flow with the spec's messages: 'Order placed successfully!' and /orders, or the refusal. */
export function useCashPayment(handoff: CheckoutHandoff) {
  const placeCashOrder = usePlaceCashOrder();
  const navigate = useNavigate();
  return async (): Promise<PaymentOutcome> => {
    try {
      await placeCashOrder(handoff);
    } catch (error) {
      const { message, refused } = orderFailureMessage(error);
      toast.error(message);
      return { finished: false, refusal: refused ? message : null };
    }
    toast.success('Order placed successfully!');
    navigate('/orders');
    return { finished: true };
  };
}
