import { authResponseSchema, meResponseSchema } from '@souq/shared/schemas/session';
import {
  type LoginRequest,
  loginRequestSchema,
  parseLoginIdentifier,
  type RegisterRequest,
  registerRequestSchema,
} from '@souq/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { requestLocale } from '../../plugins/answer-language';
import { signedIn } from '../../plugins/auth';
import type { UsersService } from './users-service';

/** One account, however its identifier is typed ('050…', '+97150…', upper-case email). */
export function loginKey(raw: string): string {
  const identifier = parseLoginIdentifier(raw);
  if (!identifier) return raw.trim().toLowerCase();
  return identifier.kind === 'email' ? identifier.email : identifier.phone;
}

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.post(
    '/api/user/register',
    {
      schema: { body: registerRequestSchema, response: { 200: authResponseSchema, ...refusalResponses } },
      onRequest: app.authRateLimit.perIp,
      preHandler: app.authRateLimit.perIdentifier((request) => (request.body as RegisterRequest).email),
    },
    async (request) => users.register(request.body, requestLocale(request)),
  );

  app.post(
    '/api/user/login',
    {
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema, ...refusalResponses } },
      onRequest: app.authRateLimit.perIp,
      preHandler: app.authRateLimit.perIdentifier((request) =>
        loginKey((request.body as LoginRequest).email),
      ),
    },
    async (request) => users.login(request.body),
  );

  app.get(
    '/api/user/me',
    {
      schema: { response: { 200: meResponseSchema, ...refusalResponses } },
      preHandler: app.requireUser,
    },
    signedIn(async (_request, userId) => users.me(userId)),
  );
};
