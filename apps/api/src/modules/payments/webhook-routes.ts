import { errorResponseSchema } from '@souq/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orderByGatewayRef } from '../orders/card-orders-repo';
import { settleAndRefund } from './reconcile-payment';
import type { StripeGateway } from './stripe-gateway';

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * design §4: Stripe's webhooks mark card orders paid or failed even when the shopper closed the tab. The
 * signature is computed over the exact bytes sent, so this plugin (encapsulated: its parser applies to
 * this route alone) keeps the body raw. Safe to receive twice: settling is idempotent. A failed payment is
 * stopped at Stripe before the order is cancelled, in case it could still be retried. Events about
 * payments the store does not know (another integration's, or a hosted session's own intent) are
 * acknowledged and ignored.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ db: Db; gateway: StripeGateway }> = async (
  app,
  { db, gateway },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/webhooks/stripe',
    { schema: { response: { 200: receivedSchema, 400: errorResponseSchema } } },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const news = gateway.webhookNews(raw, typeof signature === 'string' ? signature : undefined);
      const order = news ? await orderByGatewayRef(db, news.ref) : null;
      if (news && order) {
        const outcome = news.outcome === 'failed' ? await gateway.stop(news.ref) : news.outcome;
        await settleAndRefund(db, gateway, order.id, outcome);
      }
      return { received: true as const };
    },
  );
};
