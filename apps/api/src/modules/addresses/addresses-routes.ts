import {
  addressesResponseSchema,
  addressIdParamsSchema,
  addressResponseSchema,
  savedAddressRequestSchema,
} from '@souq/shared/schemas/address-book';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { signedIn } from '../../plugins/auth';
import type { AddressesService } from './addresses-service';

/**
 * The signed-in shopper's address book (docs/product/accounts.md, "Address book"), with the token in a
 * `token` header or as a bearer token. The shopper is the token's; another shopper's address is not found.
 */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  // Before the body is even parsed: a caller without a valid token learns nothing but that it must sign in.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/user/addresses',
    { schema: { response: { 200: addressesResponseSchema, ...refusalResponses } } },
    signedIn(async (_request, userId) => addresses.list(userId)),
  );

  app.post(
    '/api/user/addresses',
    {
      schema: {
        body: savedAddressRequestSchema,
        response: { 200: addressResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => addresses.create(userId, request.body)),
  );

  app.put(
    '/api/user/addresses/:id',
    {
      schema: {
        params: addressIdParamsSchema,
        body: savedAddressRequestSchema,
        response: { 200: addressResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => addresses.update(userId, request.params.id, request.body)),
  );

  app.delete(
    '/api/user/addresses/:id',
    {
      schema: {
        params: addressIdParamsSchema,
        response: { 200: addressesResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => addresses.remove(userId, request.params.id)),
  );
};
