import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Simulate losing the database under a running api.
  await t.database.close();
});
afterAll(async () => {
  await t.app.close();
});

describe('with the database gone', () => {
  it('health says so with a 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      database: 'down',
      message: expect.stringContaining('database'),
    });
  });

  it('a failing request answers a generic message with no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/list' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
    expect(res.body).not.toMatch(/at .*\.ts|stack|pglite|pool|select/i);
  });
});
