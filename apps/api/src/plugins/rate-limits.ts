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

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { perIp: 30, perIdentifier: 10, windowMs: 15 * 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit: {
      perIp: onRequestHookHandler;
      /** Keyed by what `identify` reads from the validated body; run it as a preHandler. */
      perIdentifier: (identify: (request: FastifyRequest) => string) => onRequestHookHandler;
    };
  }
}

export const rateLimitsPlugin = fp<{ limits: AuthRateLimits; redis: Redis | undefined }>(
  async (app: FastifyInstance, { limits, redis }) => {
    await app.register(rateLimit, {
      global: false,
      // With REDIS_URL the counts are shared by every instance (design §1).
      ...(redis ? { redis, nameSpace: 'souq-rate-limit-' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many attempts. Please try again in ${context.after}.`,
      }),
    });
    app.decorate('authRateLimit', {
      perIp: app.rateLimit({
        max: limits.perIp,
        timeWindow: limits.windowMs,
        keyGenerator: (request) => `auth-ip:${request.ip}`,
      }),
      perIdentifier: (identify) =>
        app.rateLimit({
          max: limits.perIdentifier,
          timeWindow: limits.windowMs,
          keyGenerator: (request) => `auth-id:${identify(request)}`,
        }),
    });
  },
  { name: 'rate-limits' },
);
