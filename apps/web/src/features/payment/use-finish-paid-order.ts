import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { clearCheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { ordersQueryOptions } from '@/shared/orders/get-orders';
import { toast } from '@/shared/ui/toast';
import { emptyPaidCart } from './order-payload';

/** Once the server confirms a card payment, the cart is emptied and the shopper sees /orders. */
export function useFinishPaidOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { formatMessage: t } = useIntl();
  return () => {
    toast.success(t({ id: 'payment.successful' }));
    emptyPaidCart();
    clearCheckoutHandoff();
    void queryClient.invalidateQueries({ queryKey: ordersQueryOptions.queryKey });
    // Replaced, so Back does not return to a page that would pay (or verify) again.
    navigate('/orders', { replace: true });
  };
}
