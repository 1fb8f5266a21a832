import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalResponses } from '../../lib/refusal-responses';
import type { CardOrdersService } from '../orders/card-orders-service';
import type { StripeGateway } from './stripe-gateway';

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * Stripe's webhooks mark card orders paid or failed even when the shopper closed the tab. The
 * signature is computed over the exact bytes sent, so this plugin (encapsulated: its parser applies to
 * this route alone) keeps the body raw. What a signed event says is settled by the card orders.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  gateway: StripeGateway;
  cardOrders: CardOrdersService;
}> = async (app, { gateway, cardOrders }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/webhooks/stripe',
    { schema: { response: { 200: receivedSchema, ...refusalResponses } } },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const news = gateway.webhookNews(raw, typeof signature === 'string' ? signature : undefined);
      if (news) await cardOrders.settleGatewayNews(news.ref, news.outcome);
      return { received: true as const };
    },
  );
};
