import type { StoreContact } from '@souq/shared/config/store';
import { storeConfigResponseSchema } from '@souq/shared/schemas/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The store's contact settings, so the storefront never hard-codes them. */
export const storeRoutes: FastifyPluginAsyncZod<{ store: StoreContact }> = async (app, { store }) => {
  app.get(
    '/api/store/config',
    { schema: { response: { 200: storeConfigResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { success: true as const, store };
    },
  );
};
