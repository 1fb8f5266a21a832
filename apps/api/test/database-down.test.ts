import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DOWN } from '../src/modules/health/health-routes';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.app.tokens.sign('00000000-0000-4000-8000-000000000000');
  // Simulate losing the database under a running api.
  await t.database.close();
});
afterAll(async () => {
  await t.app.close();
});

/** No stack, file, driver or SQL: a shopper sees the store is unavailable, nothing of how it is built. */
const INTERNALS = /at .*\.ts|stack|pglite|pool|select|insert|drizzle/i;

describe('with the database gone', () => {
  it('health says so with a 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, database: 'down', message: DATABASE_DOWN });
  });

  it.each([
    ['the cart', '/api/cart/get', {}],
    ['the orders', '/api/order/userorders', {}],
    ['a login', '/api/user/login', { email: 'layla@example.com', password: 'correct horse battery' }],
  ])('%s answers 503 with a clear message and no internals', async (_name, url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { token }, payload });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: DATABASE_DOWN });
    expect(res.body).not.toMatch(INTERNALS);
  });

  it('the product list is either served from memory or refused the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/list' });
    expect([200, 503]).toContain(res.statusCode);
    if (res.statusCode === 503) expect(res.json()).toEqual({ success: false, message: DATABASE_DOWN });
  });
});
