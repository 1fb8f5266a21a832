import { errorResponseSchema } from '@souq/shared/schemas/common';
import {
  productIdParamsSchema,
  productListResponseSchema,
  productResponseSchema,
} from '@souq/shared/schemas/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { toProductJson } from './product-json';
import type { ProductsRepo } from './products-repo';

export const PRODUCT_NOT_FOUND = 'Product not found.';

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsRepo }> = async (
  app,
  { products },
) => {
  app.get('/api/product/list', { schema: { response: { 200: productListResponseSchema } } }, async () => ({
    success: true as const,
    products: (await products.listWithVariants()).map(toProductJson),
  }));

  app.get(
    '/api/product/:id',
    {
      schema: {
        params: productIdParamsSchema,
        response: { 200: productResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await products.findWithVariants(request.params.id);
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      return { success: true as const, product: toProductJson(row) };
    },
  );
};
