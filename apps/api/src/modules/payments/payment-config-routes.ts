import { paymentConfigResponseSchema } from '@souq/shared/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentGateway } from '../orders/payment-gateway';

/**
 * GET /api/payment/config: which card form the payment page shows (see docs/product/orders.md); no sign-in
 * needed.
 */
export const paymentConfigRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (
  app,
  { gateway },
) => {
  app.get(
    '/api/payment/config',
    { schema: { response: { 200: paymentConfigResponseSchema } } },
    async () => ({
      success: true as const,
      gateway: gateway.kind,
      publishableKey: gateway.publishableKey,
    }),
  );
};
