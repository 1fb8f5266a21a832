import { dashboardQuerySchema, dashboardResponseSchema } from '@souq/shared/schemas/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import type { DashboardService } from './dashboard-service';

/** GET /api/admin/dashboard?days=7|30|90: any signed-in member of staff. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...refusalResponses },
      },
      onRequest: app.adminAuth.requireStaff,
    },
    async (request) => dashboard.dashboard(request.query.days),
  );
};
