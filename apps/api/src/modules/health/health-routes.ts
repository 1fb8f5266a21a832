import { healthDownResponseSchema, healthResponseSchema } from '@souq/shared/schemas/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const DATABASE_DOWN = 'The store is temporarily unavailable: its database cannot be reached.';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<boolean>;
  /** Whether searches are scored from the index in memory (it is loaded and in step). */
  searchIndexed: () => boolean;
}> = async (app, { ping, searchIndexed }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthDownResponseSchema } } },
    async (_request, reply) => {
      if (await ping()) {
        return {
          success: true as const,
          database: 'up' as const,
          search: searchIndexed() ? ('index' as const) : ('database' as const),
        };
      }
      return reply.status(503).send({ success: false, database: 'down', message: DATABASE_DOWN });
    },
  );
};
