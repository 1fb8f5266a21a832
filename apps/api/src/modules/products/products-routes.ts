import { productIdParamsSchema, productResponseSchema } from '@souq/shared/schemas/product';
import { productPageQuerySchema } from '@souq/shared/schemas/product-page-query';
import { searchSuggestionsResponseSchema } from '@souq/shared/schemas/search-suggestions';
import { searchSuggestionsQuerySchema } from '@souq/shared/schemas/search-suggestions-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { sendEncoded } from '../../lib/encoded-body';
import { refusalResponses } from '../../lib/refusal-responses';
import type { SearchEngine } from '../search/search-engine';
import type { Catalog } from './catalog';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/**
 * The list and the pages are sent as stored bytes (pre-serialised, pre-compressed, ETag'd), so they skip
 * the response serialiser and the compression plugin; their shapes are productListResponseSchema and
 * productPageResponseSchema, built as typed values in CatalogSnapshot.
 */
export const productsRoutes: FastifyPluginAsyncZod<{ catalog: Catalog; search: SearchEngine }> = async (
  app,
  { catalog, search },
) => {
  app.get('/api/product/list', { compress: false }, async (request, reply) =>
    sendEncoded(request, reply, (await catalog.snapshot()).list()),
  );

  app.get(
    '/api/products',
    {
      compress: false,
      schema: { querystring: productPageQuerySchema, response: refusalResponses },
    },
    async (request, reply) => {
      const snapshot = await catalog.snapshot();
      const text = request.query.search?.trim();
      const found = text ? await snapshot.found(text, search) : undefined;
      return sendEncoded(request, reply, snapshot.page(request.query, found));
    },
  );

  app.get(
    '/api/search/suggestions',
    {
      schema: {
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsResponseSchema, ...refusalResponses },
      },
    },
    async (request) => {
      const snapshot = await catalog.snapshot();
      const text = request.query.q.trim();
      if (!text) return { success: true as const, products: [], categories: [], terms: [], correction: null };
      return snapshot.suggestions(text, await snapshot.found(text, search));
    },
  );

  app.get(
    '/api/product/:id',
    {
      schema: {
        params: productIdParamsSchema,
        response: { 200: productResponseSchema, ...refusalResponses },
      },
    },
    async (request) => {
      const product = (await catalog.snapshot()).product(request.params.id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return { success: true as const, product };
    },
  );
};
