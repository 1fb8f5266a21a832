import { embeddedPaymentResponseSchema } from '@souq/shared/schemas/payment';
import { apiRequest } from '@/shared/api/api-client';
import type { PlaceOrderVariables } from './place-order';

/**
 * POST /api/order/embedded-stripe: the server prices the order, holds its stock and answers the
 * payment's clientSecret; the order waits as 'Payment Pending' until verified.
 */
export function createEmbeddedOrder({ order, idempotencyKey }: PlaceOrderVariables) {
  return apiRequest('/api/order/embedded-stripe', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: embeddedPaymentResponseSchema,
  });
}
