import { afterEach, describe, expect, it } from 'vitest';
import { addShopper } from '../../../test/shopper-test-kit';
import { createTestApp, newShopper, type TestApp } from '../../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('login and register rate limits', () => {
  it('limit one IP address, whatever identifiers it tries', async () => {
    t = await createTestApp({ rateLimits: { perIp: 3, perIdentifier: 100, windowMs: 60_000 } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: `nobody${i}@example.com`, password: 'whatever1' },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          success: false,
          message: expect.stringMatching(/^Too many attempts\. Please try again in /),
        });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const otherIp = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
      remoteAddress: '203.0.113.8',
    });
    expect(otherIp.statusCode).toBe(401);
  });

  it('limit one account, however many IP addresses try it and however it is written', async () => {
    t = await createTestApp({ rateLimits: { perIp: 100, perIdentifier: 3, windowMs: 60_000 } });
    const shopper = newShopper({ phone: '+971561234567' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: shopper,
      remoteAddress: '198.51.100.1',
    });
    const spellings = ['+971561234567', '0561234567', '056 123 4567'];
    const statuses: number[] = [];
    for (const [i, email] of spellings.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: 'wrong password' },
        remoteAddress: `198.51.100.${10 + i}`,
      });
      statuses.push(res.statusCode);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: '+971 56 123 4567', password: shopper.password },
      remoteAddress: '198.51.100.99',
    });
    expect(statuses).toEqual([401, 401, 401]);
    expect(blocked.statusCode).toBe(429);
  });
});

describe('discount code rate limits', () => {
  const tryCode = (app: TestApp, token: string, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/discount/validate',
      headers: { token },
      payload: { code: 'GUESS1' },
      remoteAddress,
    });

  it('limit one shopper, whichever IP addresses the guesses come from', async () => {
    const app = await createTestApp({ rateLimits: { perIp: 100, perIdentifier: 3, windowMs: 60_000 } });
    t = app;
    const guesser = await addShopper(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await tryCode(app, guesser.token, `192.0.2.${i + 1}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const refused = await tryCode(app, guesser.token, '192.0.2.50');
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts\. Please try again in /),
    });
    const other = await addShopper(app);
    expect((await tryCode(app, other.token, '192.0.2.1')).statusCode).toBe(400);
  });

  it('limit one IP address, however many shoppers guess from it', async () => {
    const app = await createTestApp({ rateLimits: { perIp: 3, perIdentifier: 100, windowMs: 60_000 } });
    t = app;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const shopper = await addShopper(app);
      statuses.push((await tryCode(app, shopper.token, '203.0.113.40')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const elsewhere = await addShopper(app);
    expect((await tryCode(app, elsewhere.token, '203.0.113.41')).statusCode).toBe(400);
  });

  it('are counted apart from sign-in attempts', async () => {
    const app = await createTestApp({ rateLimits: { perIp: 2, perIdentifier: 100, windowMs: 60_000 } });
    t = app;
    for (let i = 0; i < 2; i++) {
      await app.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: `nobody${i}@example.com`, password: 'whatever1' },
        remoteAddress: '203.0.113.60',
      });
    }
    const shopper = await addShopper(app);
    expect((await tryCode(app, shopper.token, '203.0.113.60')).statusCode).toBe(400);
  });
});
