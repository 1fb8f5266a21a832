import { hostedPaymentResponseSchema } from '@souq/shared/schemas/payment';
import { apiRequest } from '@/shared/api/api-client';
import type { PlaceOrderVariables } from './place-order';

/** POST /api/order/stripe: the order plus the gateway's hosted payment page (session_url). */
export function createHostedOrder({ order, idempotencyKey }: PlaceOrderVariables) {
  return apiRequest('/api/order/stripe', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: hostedPaymentResponseSchema,
  });
}
