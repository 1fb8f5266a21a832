import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/app-error';
import type { AccountCheck } from '../modules/users/account-check';
import type { TokenService } from '../modules/users/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Whether a token's account still accepts it (deleted, or its tokens ended since). */
    accounts: AccountCheck;
    /** preHandler for routes that need a signed-in shopper; sets request.userId. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    userId: string | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please login to continue.';

/**
 * The token comes in a 'token' header, or as 'Authorization: Bearer' (the wishlist calls send that;
 * docs/product/accounts.md).
 */
function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || null;
  return null;
}

/** A route's handler as Fastify types it from the route's schema (zod: its body, params and answer). */
type RouteHandler<
  RouteGeneric extends RouteGenericInterface,
  ContextConfig,
  SchemaCompiler extends FastifySchema,
  TypeProvider extends FastifyTypeProvider,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGeneric,
  ContextConfig,
  SchemaCompiler,
  TypeProvider
>;

/**
 * A handler for a route behind `requireUser`: it is given the signed-in shopper's id, typed as a string,
 * instead of reading the request's nullable one. A route that forgot the hook is refused rather than run
 * without a shopper.
 */
export function signedIn<
  RouteGeneric extends RouteGenericInterface,
  ContextConfig,
  SchemaCompiler extends FastifySchema,
  TypeProvider extends FastifyTypeProvider,
>(
  handler: (
    request: Parameters<RouteHandler<RouteGeneric, ContextConfig, SchemaCompiler, TypeProvider>>[0],
    userId: string,
  ) => ReturnType<RouteHandler<RouteGeneric, ContextConfig, SchemaCompiler, TypeProvider>>,
): RouteHandler<RouteGeneric, ContextConfig, SchemaCompiler, TypeProvider> {
  return (request) => {
    if (request.userId === null) throw unauthorized(SIGN_IN_REQUIRED);
    return handler(request, request.userId);
  };
}

/**
 * A token stops working on every route the moment its account is deleted, its password is reset or changed,
 * or the shopper signs out everywhere: each request checks the account (cheaply, see `AccountCheck`).
 */
export const authPlugin = fp<{ tokens: TokenService; accounts: AccountCheck }>(
  async (app: FastifyInstance, { tokens, accounts }) => {
    app.decorate('tokens', tokens);
    app.decorate('accounts', accounts);
    app.decorateRequest('userId', null);
    app.addHook('onReady', () => accounts.start());
    app.addHook('onClose', () => accounts.stop());
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = tokenFrom(request);
      const claims = token ? await tokens.verify(token) : null;
      if (!claims || !(await accounts.isCurrent(claims.userId, claims.tokenVersion))) {
        throw unauthorized(SIGN_IN_REQUIRED);
      }
      request.userId = claims.userId;
    });
  },
  { name: 'auth' },
);
