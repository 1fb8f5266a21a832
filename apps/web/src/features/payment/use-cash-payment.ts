import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { type CheckoutHandoff, clearCheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { toast } from '@/shared/ui/toast';
import { usePlaceOrder } from './api/place-order';
import { attemptOrder } from './attempt-order';
import { emptyPaidCart } from './order-payload';
import type { PaymentOutcome } from './payment-outcome';

/**
 * Cash on delivery: place the order, clear the cart, say 'Order placed successfully!' and show /orders. The
 * server emptied its cart and deducted the stock in the same transaction (see docs/product/orders.md), so the
 * cart is only reloaded.
 */
export function useCashPayment(handoff: CheckoutHandoff) {
  const { mutateAsync: placeOrder } = usePlaceOrder();
  const navigate = useNavigate();
  const { formatMessage: t } = useIntl();
  return async (): Promise<PaymentOutcome> => {
    const attempt = await attemptOrder(handoff, placeOrder, t);
    if (!attempt.placed) return attempt.outcome;
    clearCheckoutHandoff();
    emptyPaidCart();
    toast.success(t({ id: 'payment.orderPlaced' }));
    navigate('/orders');
    return { finished: true };
  };
}
