import { verifyPaymentResponseSchema } from '@souq/shared/schemas/payment';
import { apiRequest } from '../../../shared/api/api-client';

/** spec §7 POST /api/order/verifyEmbeddedStripe: the server asks the gateway, never the browser (design §4). */
export function verifyEmbeddedPayment(orderId: string) {
  return apiRequest('/api/order/verifyEmbeddedStripe', {
    method: 'POST',
    body: { orderId },
    schema: verifyPaymentResponseSchema,
  });
}
