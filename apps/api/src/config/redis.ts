import type { RedisOptions } from 'ioredis';

/**
 * Redis only shares rate-limit counts (see docs/architecture.md), so while it is away a command must fail at
 * once (the limiter then lets the request through) rather than wait in ioredis's offline queue and stall
 * sign-in.
 */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  connectTimeout: 500,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
};
