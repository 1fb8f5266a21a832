import {
  demoConfirmRequestSchema,
  demoConfirmResponseSchema,
  demoSessionPayRequestSchema,
  demoSessionPayResponseSchema,
  demoSessionResponseSchema,
} from '@souq/shared/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalResponses } from '../../lib/refusal-responses';
import type { DemoGateway } from './demo-gateway';

const sessionParams = z.object({ sessionId: z.string().min(1).max(200) });

/**
 * The demo gateway's stand-ins for Stripe.js and Stripe Checkout (see docs/product/orders.md), registered
 * only when it is the configured gateway. No sign-in: as with Stripe, the client secret or the random session
 * id is the capability, and paying never marks an order paid by itself (verify asks the gateway).
 */
export const demoRoutes: FastifyPluginAsyncZod<{ demo: DemoGateway }> = async (app, { demo }) => {
  app.post(
    '/api/payment/demo/confirm',
    {
      schema: {
        body: demoConfirmRequestSchema,
        response: { 200: demoConfirmResponseSchema, ...refusalResponses },
      },
    },
    async (request) => {
      await demo.confirm(request.body.clientSecret, request.body);
      return { success: true as const, status: 'succeeded' as const };
    },
  );

  app.get(
    '/api/payment/demo/session/:sessionId',
    { schema: { params: sessionParams, response: { 200: demoSessionResponseSchema, ...refusalResponses } } },
    async (request) => demo.session(request.params.sessionId),
  );

  app.post(
    '/api/payment/demo/session/:sessionId/pay',
    {
      schema: {
        params: sessionParams,
        body: demoSessionPayRequestSchema,
        response: { 200: demoSessionPayResponseSchema, ...refusalResponses },
      },
    },
    async (request) => ({
      success: true as const,
      redirectUrl: await demo.paySession(request.params.sessionId, request.body),
    }),
  );

  app.post(
    '/api/payment/demo/session/:sessionId/cancel',
    {
      schema: { params: sessionParams, response: { 200: demoSessionPayResponseSchema, ...refusalResponses } },
    },
    async (request) => ({
      success: true as const,
      redirectUrl: await demo.cancelSession(request.params.sessionId),
    }),
  );
};
