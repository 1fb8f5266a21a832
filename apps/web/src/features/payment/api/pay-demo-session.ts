import { type DemoConfirmRequest, demoSessionPayResponseSchema } from '@souq/shared/schemas/payment';
import { apiRequest } from '@/shared/api/api-client';

type DemoSessionCard = Omit<DemoConfirmRequest, 'clientSecret'>;

/** POST /api/payment/demo/session/:id/pay → where the browser goes next (/verify?success=…&orderId=…). */
export function payDemoSession(sessionId: string, card: DemoSessionCard) {
  return apiRequest(`/api/payment/demo/session/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
    body: card,
    schema: demoSessionPayResponseSchema,
  });
}
