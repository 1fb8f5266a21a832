import { type PlaceOrderInput, placeOrderResponseSchema } from '@souq/shared/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { ordersQueryOptions } from '@/shared/orders/get-orders';

/**
 * The placement payload; the address is sent as typed at checkout and validated by the server (see
 * docs/product/orders.md).
 */
type PlaceOrderBody = Omit<PlaceOrderInput, 'address'> & {
  address: Record<keyof PlaceOrderInput['address'], string>;
};

export interface PlaceOrderVariables {
  order: PlaceOrderBody;
  /** One key per checkout attempt, so a retried request never makes a second order. */
  idempotencyKey: string;
}

/** POST /api/order/place: a cash-on-delivery order; the server recomputes and checks the amount. */
export function placeOrder({ order, idempotencyKey }: PlaceOrderVariables) {
  return apiRequest('/api/order/place', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: placeOrderResponseSchema,
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // The orders page must show the new order even when an older list is still cached.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryOptions.queryKey }),
  });
}
