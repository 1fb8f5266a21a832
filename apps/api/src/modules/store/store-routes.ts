import type { StoreContact } from '@souq/shared/config/store';
import { storeConfigResponseSchema } from '@souq/shared/schemas/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readSeller } from '../tax-documents/seller-settings';

/**
 * The store's contact settings and the seller's legal identity, so the storefront never hard-codes them. The
 * identity is the owner's to change in the back office, so browsers check again rather than keep an old one.
 */
export const storeRoutes: FastifyPluginAsyncZod<{ store: StoreContact; db: Db }> = async (
  app,
  { store, db },
) => {
  app.get(
    '/api/store/config',
    { schema: { response: { 200: storeConfigResponseSchema } } },
    async (_request, reply) => {
      const seller = await readSeller(db);
      reply.header('Cache-Control', 'no-cache');
      return {
        success: true as const,
        store,
        seller: {
          legalName: seller.legalName,
          tradingName: seller.tradingName,
          address: seller.address,
          tradeLicence: seller.tradeLicence,
          licenceAuthority: seller.licenceAuthority,
          vatRegistered: seller.vatRegistered,
          trn: seller.vatRegistered ? seller.trn : '',
        },
      };
    },
  );
};
