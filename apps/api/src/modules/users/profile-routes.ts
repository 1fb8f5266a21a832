import { accountMessageResponseSchema } from '@souq/shared/schemas/password-reset';
import {
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
} from '@souq/shared/schemas/profile';
import { authResponseSchema } from '@souq/shared/schemas/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { requestLocale } from '../../plugins/answer-language';
import { signedIn } from '../../plugins/auth';
import type { ProfileService } from './profile-service';

/**
 * The profile's account details and security (docs/product/accounts.md, "Profile"). The calls that check the
 * password have a count per shopper, so a stolen session cannot try passwords without end.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  const perShopper = app.authRateLimit.perIdentifier((request) => `account:${request.userId ?? ''}`);

  app.post(
    '/api/user/profile',
    {
      schema: {
        body: updateProfileRequestSchema,
        response: { 200: profileResponseSchema, ...refusalResponses },
      },
      preHandler: app.requireUser,
    },
    signedIn(async (request, userId) => profile.update(userId, request.body)),
  );

  app.post(
    '/api/user/email',
    {
      schema: {
        body: changeEmailRequestSchema,
        response: { 200: changeEmailResponseSchema, ...refusalResponses },
      },
      preHandler: [app.requireUser, perShopper],
    },
    signedIn(async (request, userId) =>
      profile.requestEmailChange(userId, request.body, requestLocale(request)),
    ),
  );

  app.post(
    '/api/user/email/confirm',
    {
      schema: {
        body: confirmEmailRequestSchema,
        response: { 200: confirmEmailResponseSchema, ...refusalResponses },
      },
      onRequest: app.authRateLimit.formPerIp,
    },
    async (request) => profile.confirmEmail(request.body.token),
  );

  app.post(
    '/api/user/password',
    {
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: authResponseSchema, ...refusalResponses },
      },
      preHandler: [app.requireUser, perShopper],
    },
    signedIn(async (request, userId) => profile.changePassword(userId, request.body)),
  );

  app.post(
    '/api/user/logout-all',
    {
      schema: { response: { 200: accountMessageResponseSchema, ...refusalResponses } },
      preHandler: app.requireUser,
    },
    signedIn(async (_request, userId) => profile.signOutEverywhere(userId)),
  );
};
