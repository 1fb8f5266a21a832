import { errorResponseSchema } from '@souq/shared/schemas/common';
import { discountValidateRequestSchema, discountValidateResponseSchema } from '@souq/shared/schemas/discount';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DiscountsService } from './discounts-service';

/** design §4: a validate call for the checkout's Apply button; the shopper is the token's. */
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
        response: { 200: discountValidateResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => discounts.validate(request.userId as string, request.body.code),
  );
};
