import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/app-error';
import type { TokenService } from '../modules/users/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler for routes that need a signed-in shopper; sets request.userId. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    userId: string | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please login to continue.';

/** spec §6: the token comes in a 'token' header; design §4 accepts 'Authorization: Bearer' too. */
function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || null;
  return null;
}

export const authPlugin = fp<{ tokens: TokenService }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorate('tokens', tokens);
    app.decorateRequest('userId', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = tokenFrom(request);
      const userId = token ? await tokens.verify(token) : null;
      if (!userId) throw unauthorized(SIGN_IN_REQUIRED);
      request.userId = userId;
    });
  },
  { name: 'auth' },
);
