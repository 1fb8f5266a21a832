import type { FastifyPluginAsync } from 'fastify';

export const DATABASE_DOWN = 'The store is temporarily unavailable: its database cannot be reached.';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get('/api/health', async (_request, reply) => {
    if (await ping()) return { success: true, database: 'up' };
    return reply.status(503).send({ success: false, database: 'down', message: DATABASE_DOWN });
  });
};
