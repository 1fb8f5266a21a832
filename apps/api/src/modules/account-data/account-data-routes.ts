import {
  accountDataFileName,
  accountDataSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
} from '@souq/shared/schemas/account-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error';
import { refusalResponses } from '../../lib/refusal-responses';
import { SIGN_IN_REQUIRED, signedIn } from '../../plugins/auth';
import type { AccountDeletion } from './account-deletion';
import type { AccountExport } from './account-export';

/** The file is for a person to keep and read: indented, unlike the api's other answers. */
const readableJson = (payload: unknown) => JSON.stringify(payload, null, 2);

/** The shopper's own data: download it, or delete the account (docs/product/accounts.md, "Your data"). */
export const accountDataRoutes: FastifyPluginAsyncZod<{
  accountExport: AccountExport;
  accountDeletion: AccountDeletion;
}> = async (app, { accountExport, accountDeletion }) => {
  app.get(
    '/api/user/data',
    {
      schema: { response: { 200: accountDataSchema, ...refusalResponses } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      if (request.userId === null) throw unauthorized(SIGN_IN_REQUIRED);
      const data = await accountExport.export(request.userId);
      reply
        .header(
          'Content-Disposition',
          `attachment; filename="${accountDataFileName(new Date(data.exportedAt))}"`,
        )
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .serializer(readableJson);
      return data;
    },
  );

  app.post(
    '/api/user/delete',
    {
      schema: {
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema, ...refusalResponses },
      },
      // Guessing the password with a stolen token is held to sign-in's pace, per account.
      preHandler: [
        app.requireUser,
        app.authRateLimit.perIdentifier((request) => `delete-account:${request.userId ?? ''}`),
      ],
    },
    signedIn(async (request, userId) => accountDeletion.delete(userId, request.body.password)),
  );
};
