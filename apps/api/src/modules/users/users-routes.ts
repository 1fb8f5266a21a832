import { errorResponseSchema } from '@souq/shared/schemas/common';
import { authResponseSchema, meResponseSchema } from '@souq/shared/schemas/session';
import {
  type LoginRequest,
  loginRequestSchema,
  parseLoginIdentifier,
  type RegisterRequest,
  registerRequestSchema,
} from '@souq/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users-service';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** One account, however its identifier is typed ('050…', '+97150…', upper-case email). */
function loginKey(raw: string): string {
  const identifier = parseLoginIdentifier(raw);
  if (!identifier) return raw.trim().toLowerCase();
  return identifier.kind === 'email' ? identifier.email : identifier.phone;
}

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.post(
    '/api/user/register',
    {
      schema: { body: registerRequestSchema, response: { 200: authResponseSchema, ...refusals } },
      onRequest: app.authRateLimit.perIp,
      preHandler: app.authRateLimit.perIdentifier((request) => (request.body as RegisterRequest).email),
    },
    async (request) => users.register(request.body),
  );

  app.post(
    '/api/user/login',
    {
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema, ...refusals } },
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
      schema: { response: { 200: meResponseSchema, 401: errorResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => users.me(request.userId as string),
  );
};
