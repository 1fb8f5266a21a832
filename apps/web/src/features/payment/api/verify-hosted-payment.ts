import { verifyPaymentResponseSchema } from '@souq/shared/schemas/payment';
import { apiRequest } from '@/shared/api/api-client';

/**
 * POST /api/order/verifyStripe {success, orderId} from the return URL. `success` is only what the
 * URL claims: the server asks the gateway whether the order is paid (see docs/product/orders.md).
 */
export function verifyHostedPayment({
  orderId,
  success,
}: {
  orderId: string | null;
  success: string | null;
}) {
  return apiRequest('/api/order/verifyStripe', {
    method: 'POST',
    body: { orderId: orderId ?? undefined, success: success === 'true' },
    schema: verifyPaymentResponseSchema,
    verdict: true,
  });
}
