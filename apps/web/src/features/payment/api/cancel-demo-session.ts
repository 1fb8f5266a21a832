import { demoSessionPayResponseSchema } from '@souq/shared/schemas/payment';
import { apiRequest } from '@/shared/api/api-client';

/** POST /api/payment/demo/session/:id/cancel → the return URL, which reports the payment as not made. */
export function cancelDemoSession(sessionId: string) {
  return apiRequest(`/api/payment/demo/session/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
    body: {},
    schema: demoSessionPayResponseSchema,
  });
}
