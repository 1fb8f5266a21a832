import {
  synonymGroupIdParamsSchema,
  synonymGroupInputSchema,
  synonymGroupSavedSchema,
  synonymGroupsResponseSchema,
} from '@souq/shared/schemas/admin-search-synonyms';
import { messageResponseSchema } from '@souq/shared/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import type { AdminSearchSynonymsService } from './admin-search-synonyms-service';

/**
 * The search's synonym groups: any signed-in member reads them; only an owner adds, edits and deletes them,
 * since they change what every shopper's search finds (as the discount codes and the CSV import are an
 * owner's). The owner check runs before the body is validated, so a member is told who may do this rather
 * than what was wrong with the form.
 */
export const adminSearchSynonymsRoutes: FastifyPluginAsyncZod<{
  synonyms: AdminSearchSynonymsService;
}> = async (app, { synonyms }) => {
  app.addHook('onRequest', app.adminAuth.requireStaff);
  const { requireOwner } = app.adminAuth;

  app.get(
    '/api/admin/search-synonyms',
    { schema: { response: { 200: synonymGroupsResponseSchema, ...refusalResponses } } },
    async () => synonyms.list(),
  );

  app.post(
    '/api/admin/search-synonyms',
    {
      schema: {
        body: synonymGroupInputSchema,
        response: { 200: synonymGroupSavedSchema, ...refusalResponses },
      },
      preValidation: requireOwner,
    },
    async (request) => synonyms.create(request.body.terms, actorOf(request)),
  );

  app.put(
    '/api/admin/search-synonyms/:id',
    {
      schema: {
        params: synonymGroupIdParamsSchema,
        body: synonymGroupInputSchema,
        response: { 200: synonymGroupSavedSchema, ...refusalResponses },
      },
      preValidation: requireOwner,
    },
    async (request) => synonyms.update(request.params.id, request.body.terms, actorOf(request)),
  );

  app.delete(
    '/api/admin/search-synonyms/:id',
    {
      schema: {
        params: synonymGroupIdParamsSchema,
        response: { 200: messageResponseSchema, ...refusalResponses },
      },
      preValidation: requireOwner,
    },
    async (request) => synonyms.remove(request.params.id, actorOf(request)),
  );
};
