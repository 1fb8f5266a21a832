import {
  stockAdjustmentResponseSchema,
  stockAdjustmentSchema,
  stockMovementsQuerySchema,
  stockMovementsResponseSchema,
  stockSettingsResponseSchema,
  stockSettingsSchema,
} from '@souq/shared/schemas/admin-stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import type { StockService } from './stock-service';

/** Stock by hand and its ledger: any member of staff; the low-stock line is an owner's to change. */
export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.addHook('onRequest', app.adminAuth.requireStaff);

  app.post(
    '/api/admin/stock',
    {
      schema: {
        body: stockAdjustmentSchema,
        response: { 200: stockAdjustmentResponseSchema, ...refusalResponses },
      },
    },
    async (request) => stock.adjust(request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/stock/movements',
    {
      schema: {
        querystring: stockMovementsQuerySchema,
        response: { 200: stockMovementsResponseSchema, ...refusalResponses },
      },
    },
    async (request) => stock.movements(request.query),
  );

  app.get(
    '/api/admin/stock/settings',
    { schema: { response: { 200: stockSettingsResponseSchema, ...refusalResponses } } },
    async () => ({ success: true as const, settings: await stock.settings() }),
  );

  app.put(
    '/api/admin/stock/settings',
    {
      preHandler: app.adminAuth.requireOwner,
      schema: {
        body: stockSettingsSchema,
        response: { 200: stockSettingsResponseSchema, ...refusalResponses },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await stock.updateSettings(request.body, actorOf(request)),
    }),
  );
};
