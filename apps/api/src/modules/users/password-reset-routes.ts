import {
  accountMessageResponseSchema,
  type ForgotPasswordRequest,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@souq/shared/schemas/password-reset';
import { authResponseSchema } from '@souq/shared/schemas/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { requestLocale } from '../../plugins/answer-language';
import type { PasswordResetService } from './password-reset-service';
import { loginKey } from './users-routes';

/**
 * "Forgot password?" and the reset link's page (docs/product/accounts.md, "Password reset"). Asking counts
 * against the sign-in limit per IP address, and has its own count per e-mail or phone number, so asking for
 * links cannot use up an account's sign-in attempts.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ reset: PasswordResetService }> = async (
  app,
  { reset },
) => {
  app.post(
    '/api/user/password/forgot',
    {
      schema: {
        body: forgotPasswordRequestSchema,
        response: { 200: accountMessageResponseSchema, ...refusalResponses },
      },
      onRequest: app.authRateLimit.perIp,
      preHandler: app.authRateLimit.perIdentifier(
        (request) => `reset:${loginKey((request.body as ForgotPasswordRequest).identifier)}`,
      ),
    },
    async (request) => reset.forgot(request.body.identifier, requestLocale(request)),
  );

  app.post(
    '/api/user/password/reset',
    {
      schema: {
        body: resetPasswordRequestSchema,
        response: { 200: authResponseSchema, ...refusalResponses },
      },
      onRequest: app.authRateLimit.perIp,
    },
    async (request) => reset.reset(request.body),
  );
};
