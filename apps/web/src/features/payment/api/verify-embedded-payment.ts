import { verifyPaymentResponseSchema } from '@souq/shared/schemas/payment';
import { apiRequest } from '@/shared/api/api-client';

/**
 * POST /api/order/verifyEmbeddedStripe: the server asks the gateway, never the browser (see
 * docs/product/orders.md).
 */
export function verifyEmbeddedPayment(orderId: string) {
  return apiRequest('/api/order/verifyEmbeddedStripe', {
    method: 'POST',
    body: { orderId },
    schema: verifyPaymentResponseSchema,
    verdict: true,
  });
}
