import { discountValidateRequestSchema, discountValidateResponseSchema } from '@souq/shared/schemas/discount';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { signedIn } from '../../plugins/auth';
import type { DiscountsService } from './discounts-service';

/** A validate call for the checkout's Apply button; the shopper is the token's. */
export const discountsRoutes: FastifyPluginAsyncZod<{ discounts: DiscountsService }> = async (
  app,
  { discounts },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/discount/validate',
    {
      schema: {
        body: discountValidateRequestSchema,
        response: { 200: discountValidateResponseSchema, ...refusalResponses },
      },
      onRequest: app.authRateLimit.codePerIp,
      // After requireUser (the plugin's onRequest hook) has named the shopper.
      preHandler: app.authRateLimit.codePerShopper((request) => request.userId ?? request.ip),
    },
    signedIn(async (request, userId) => discounts.validate(userId, request.body.code)),
  );
};
