import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface AuthRateLimits {
  /** Login and register attempts one IP address may make per window. */
  perIp: number;
  /** Attempts on one email or phone number per window, whatever the IP. */
  perIdentifier: number;
  windowMs: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIp: 30,
  perIdentifier: 10,
  windowMs: 15 * 60_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit: {
      perIp: onRequestHookHandler;
      /** Keyed by what `identify` reads from the validated body; run it as a preHandler. */
      perIdentifier: (identify: (request: FastifyRequest) => string) => onRequestHookHandler;
      /** Open forms that write (the newsletter), counted apart so they never eat into sign-in attempts. */
      formPerIp: onRequestHookHandler;
      /**
       * Discount-code checks: a code is a secret worth guessing, so attempts are counted per IP address and,
       * after sign-in has named the shopper, per shopper (run it as a preHandler), apart from sign-in's counts.
       */
      codePerIp: onRequestHookHandler;
      codePerShopper: (shopper: (request: FastifyRequest) => string) => onRequestHookHandler;
    };
  }
}

type LimiterFactory = FastifyInstance['rateLimit'];

/**
 * Each registration of @fastify/rate-limit marks a request as "checked" with its own symbol, and a second
 * limiter of the same registration skips a marked request. The per-IP and per-identifier limits must both
 * run on one request, so each gets a registration of its own, in a child context.
 */
async function limiterFactory(app: FastifyInstance, redis: Redis | undefined): Promise<LimiterFactory> {
  let factory: LimiterFactory | undefined;
  await app.register(async (child) => {
    await child.register(rateLimit, {
      global: false,
      // With REDIS_URL the counts are shared by every instance (see docs/architecture.md).
      ...(redis ? { redis, nameSpace: 'souq-rate-limit-' } : {}),
      // If Redis is unreachable, sign-in keeps working unlimited rather than locking every shopper out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many attempts. Please try again in ${context.after}.`,
      }),
    });
    factory = child.rateLimit.bind(child);
  });
  if (!factory) throw new Error('rate limiter did not register');
  return factory;
}

export const rateLimitsPlugin = fp<{ limits: AuthRateLimits; redis: Redis | undefined }>(
  async (app: FastifyInstance, { limits, redis }) => {
    const byIp = await limiterFactory(app, redis);
    const byIdentifier = await limiterFactory(app, redis);
    app.decorate('authRateLimit', {
      perIp: byIp({
        max: limits.perIp,
        timeWindow: limits.windowMs,
        keyGenerator: (request) => `auth-ip:${request.ip}`,
      }),
      perIdentifier: (identify) =>
        byIdentifier({
          max: limits.perIdentifier,
          timeWindow: limits.windowMs,
          keyGenerator: (request) => `auth-id:${identify(request)}`,
        }),
      formPerIp: byIp({
        max: limits.perIp,
        timeWindow: limits.windowMs,
        keyGenerator: (request) => `form-ip:${request.ip}`,
      }),
      codePerIp: byIp({
        max: limits.perIp,
        timeWindow: limits.windowMs,
        keyGenerator: (request) => `code-ip:${request.ip}`,
      }),
      codePerShopper: (shopper) =>
        byIdentifier({
          max: limits.perIdentifier,
          timeWindow: limits.windowMs,
          keyGenerator: (request) => `code-shopper:${shopper(request)}`,
        }),
    });
  },
  { name: 'rate-limits' },
);
