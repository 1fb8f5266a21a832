import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { REDIS_CLIENT_OPTIONS } from '../../config/redis';

// CI and the developers' machines run Redis on 127.0.0.1:6379; REDIS_URL overrides it.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const IDENTIFIER_LIMIT = 4;

let redis: Redis;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const limits = { perIp: 3, perIdentifier: IDENTIFIER_LIMIT, windowMs: 60_000 };
  first = await createTestApp({ rateLimits: limits, redis });
  second = await createTestApp({ rateLimits: limits, redis });
});
afterAll(async () => {
  await first.close();
  await second.close();
  redis.disconnect();
});

describe('with REDIS_URL, rate limits are shared by every instance', () => {
  it('counts one IP address across two api instances', async () => {
    // A documentation-range address of its own, so parallel runs never share a counter.
    const ip = `203.0.113.${randomInt(1, 255)}`;
    const attempt = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: `nobody${randomInt(1e9)}.${i}@example.com`, password: 'whatever1' },
        remoteAddress: ip,
      });
    const statuses = [
      (await attempt(first, 1)).statusCode,
      (await attempt(second, 2)).statusCode,
      (await attempt(first, 3)).statusCode,
      (await attempt(second, 4)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
    await redis.del(...(await redis.keys(`*auth-ip:${ip}`)));
  });
});

describe('with REDIS_URL, the limit on one email is shared by every instance too', () => {
  it('counts attempts on one email from many addresses across both instances', async () => {
    const email = `target${randomInt(1e9)}@example.com`;
    const attempt = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: 'whatever1' },
        remoteAddress: `198.51.100.${(randomInt(1, 50) + i * 50) % 250}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < IDENTIFIER_LIMIT + 1; i += 1)
      statuses.push((await attempt(i % 2 ? second : first, i)).statusCode);
    expect(statuses).toEqual([...Array.from({ length: IDENTIFIER_LIMIT }, () => 401), 429]);
    await redis.del(...(await redis.keys(`*auth-id:*${email}*`)));
  });
});

/** As the server connects: commands fail at once while Redis is away instead of queueing. */
const UNREACHABLE_REDIS_OPTIONS = { ...REDIS_CLIENT_OPTIONS, retryStrategy: () => null };

describe('when Redis is unreachable', () => {
  it('still lets shoppers sign in, rather than answering 500', async () => {
    const gone = new Redis('redis://127.0.0.1:1', UNREACHABLE_REDIS_OPTIONS);
    gone.on('error', () => {});
    const t = await createTestApp({
      rateLimits: { perIp: 3, perIdentifier: 3, windowMs: 60_000 },
      redis: gone,
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: `nobody${randomInt(1e9)}@example.com`, password: 'whatever1' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await t.close();
      gone.disconnect();
    }
  });
});
