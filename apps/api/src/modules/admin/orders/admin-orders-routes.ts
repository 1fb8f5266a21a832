import {
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  bulkMoveRequestSchema,
  bulkMoveResponseSchema,
  cashCollectedRequestSchema,
  moveOrderRequestSchema,
  orderIdParamsSchema,
  orderNoteRequestSchema,
  returnRequestSchema,
} from '@souq/shared/schemas/admin-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import type { AdminOrdersService } from './admin-orders-service';

/** The orders desk: every route needs a signed-in member of staff (owner or staff). */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ orders: AdminOrdersService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', app.adminAuth.requireStaff);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...refusalResponses },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        params: orderIdParamsSchema,
        response: { 200: adminOrderResponseSchema, ...refusalResponses },
      },
    },
    async (request) => orders.detail(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        params: orderIdParamsSchema,
        body: moveOrderRequestSchema,
        response: { 200: adminOrderResponseSchema, ...refusalResponses },
      },
    },
    async (request) => orders.move(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/orders/bulk-status',
    {
      schema: { body: bulkMoveRequestSchema, response: { 200: bulkMoveResponseSchema, ...refusalResponses } },
    },
    async (request) => orders.bulkMove(request.body.orderIds, request.body.status, actorOf(request)),
  );

  app.post(
    '/api/admin/orders/:id/cash-collected',
    {
      schema: {
        params: orderIdParamsSchema,
        body: cashCollectedRequestSchema,
        response: { 200: adminOrderResponseSchema, ...refusalResponses },
      },
    },
    async (request) => orders.recordCash(request.params.id, request.body.amount, actorOf(request)),
  );

  app.post(
    '/api/admin/orders/:id/notes',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderNoteRequestSchema,
        response: { 200: adminOrderResponseSchema, ...refusalResponses },
      },
    },
    async (request) => orders.addNote(request.params.id, request.body.text, actorOf(request)),
  );

  app.post(
    '/api/admin/orders/:id/returns',
    {
      schema: {
        params: orderIdParamsSchema,
        body: returnRequestSchema,
        response: { 200: adminOrderResponseSchema, ...refusalResponses },
      },
    },
    async (request) => orders.recordReturn(request.params.id, request.body, actorOf(request)),
  );
};
