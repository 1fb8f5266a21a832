import { messageResponseSchema, type Order } from '@souq/shared/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiRequest } from '@/shared/api/api-client';
import { ordersQueryOptions } from '@/shared/orders/get-orders';
import { toast } from '@/shared/ui/toast';

/** POST /api/order/cancel {orderId}. */
function cancelOrder(orderId: string) {
  return apiRequest('/api/order/cancel', {
    method: 'POST',
    body: { orderId },
    schema: messageResponseSchema,
  });
}

/**
 * The screen shows Cancelled at once; a refusal or an error says 'Something went wrong!' (see
 * docs/product/orders.md) and the orders are refetched, so the screen goes back to what the server holds.
 */
export function useCancelOrder() {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const { queryKey } = ordersQueryOptions;
  return useMutation({
    mutationFn: cancelOrder,
    onMutate: async (orderId) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (orders) =>
        orders?.map((order): Order => (order._id === orderId ? { ...order, status: 'Cancelled' } : order)),
      );
      return { before };
    },
    onSuccess: () => {
      toast.success(t({ id: 'orders.cancelled' }));
    },
    onError: (_error, _orderId, context) => {
      // Put back what was shown before, so a failed refetch cannot leave a false 'Cancelled' behind.
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast.error(t({ id: 'orders.cancelFailed' }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
