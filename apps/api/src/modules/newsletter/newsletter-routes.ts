import { newsletterRequestSchema, newsletterResponseSchema } from '@souq/shared/schemas/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import type { NewsletterService } from './newsletter-service';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/api/newsletter',
    {
      schema: {
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema, ...refusalResponses },
      },
      // An open form that writes to the database: a per-IP budget keeps it from being flooded.
      onRequest: app.authRateLimit.formPerIp,
    },
    async (request) => newsletter.subscribe(request.body.email),
  );
};
