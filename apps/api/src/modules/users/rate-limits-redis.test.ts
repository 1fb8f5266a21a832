import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// CI and the developers' machines run Redis on 127.0.0.1:6379 (DEVELOPERS.md); REDIS_URL overrides it.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let redis: Redis;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const limits = { perIp: 3, perIdentifier: 100, windowMs: 60_000 };
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
