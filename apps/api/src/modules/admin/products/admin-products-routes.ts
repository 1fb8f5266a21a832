import {
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminProductsQuerySchema,
  archiveProductSchema,
  productInputSchema,
} from '@souq/shared/schemas/admin-products';
import { productIdParamsSchema } from '@souq/shared/schemas/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import type { AdminProductsService } from './admin-products-service';

/** The catalogue: any signed-in member of staff lists, adds, edits and archives products. */
export const adminProductsRoutes: FastifyPluginAsyncZod<{ products: AdminProductsService }> = async (
  app,
  { products },
) => {
  app.addHook('onRequest', app.adminAuth.requireStaff);

  app.get(
    '/api/admin/products',
    {
      schema: {
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductListResponseSchema, ...refusalResponses },
      },
    },
    async (request) => products.list(request.query),
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        params: productIdParamsSchema,
        response: { 200: adminProductResponseSchema, ...refusalResponses },
      },
    },
    async (request) => products.detail(request.params.id),
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        body: productInputSchema,
        response: { 201: adminProductResponseSchema, ...refusalResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await products.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/products/:id',
    {
      schema: {
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: adminProductResponseSchema, ...refusalResponses },
      },
    },
    async (request) => products.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/products/:id/archive',
    {
      schema: {
        params: productIdParamsSchema,
        body: archiveProductSchema,
        response: { 200: adminProductResponseSchema, ...refusalResponses },
      },
    },
    async (request) => products.setArchived(request.params.id, request.body.archived, actorOf(request)),
  );
};
