import { type DemoConfirmRequest, demoConfirmResponseSchema } from '@souq/shared/schemas/payment';
import { apiRequest } from '@/shared/api/api-client';

/**
 * POST /api/payment/demo/confirm: the demo gateway's stand-in for Stripe.js confirming a card
 * (see docs/product/orders.md). A declined card answers 402 with the gateway's message.
 */
export function confirmDemoCard(body: DemoConfirmRequest) {
  return apiRequest('/api/payment/demo/confirm', { method: 'POST', body, schema: demoConfirmResponseSchema });
}
