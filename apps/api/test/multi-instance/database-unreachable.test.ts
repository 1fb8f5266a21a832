import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DOWN } from '../../src/modules/health/health-routes';
import { type ApiInstance, startApiInstance } from './api-instance';
import { addShopper, callApi, type Shopper } from './http-shopper';
import { createScratchStore, type ScratchStore } from './scratch-store';
import { startTcpProxy, type TcpProxy, throughProxy } from './tcp-proxy';

/** Faults: the api reaches PostgreSQL only through a proxy the test cuts and restores. */
let store: ScratchStore;
let proxy: TcpProxy;
let api: ApiInstance;
let shopper: Shopper;
beforeAll(async () => {
  store = await createScratchStore();
  const server = new URL(store.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  api = await startApiInstance(store, throughProxy(store.url, proxy));
  shopper = await addShopper(store.database.db);
});
afterAll(async () => {
  await api?.close();
  await proxy?.close();
  await store?.close();
});

const call = (url: string, body?: unknown) =>
  callApi(api.baseUrl, url, { body, headers: { token: shopper.token } });

/** Calls that cannot be answered without the database, and their status when it answers. */
const DATABASE_CALLS: [string, string, unknown, number][] = [
  ['the cart', '/api/cart/get', {}, 200],
  ['the orders', '/api/order/userorders', {}, 200],
  ['a login', '/api/user/login', { email: 'nobody@example.com', password: 'correct horse battery' }, 401],
];

/** No stack, file, driver, address or SQL: only that the store is unavailable. */
const INTERNALS = /at .*\.ts|stack|ECONN|127\.0\.0\.1|pool|select|insert|drizzle|postgres/i;

const HEALTHY = { status: 200, body: { success: true, database: 'up' } };

describe('before the database is cut off', () => {
  it.each(DATABASE_CALLS)('%s works', async (_name, url, body, status) => {
    expect(await call('/api/health')).toMatchObject(HEALTHY);
    expect((await call(url, body)).status).toBe(status);
  });
});

describe('while the database cannot be reached', () => {
  beforeAll(() => proxy.cut());

  it('health answers 503 and says the database is down', async () => {
    expect(await call('/api/health')).toEqual({
      status: 503,
      body: { success: false, database: 'down', message: DATABASE_DOWN },
    });
  });

  it.each(DATABASE_CALLS)(
    '%s answers 503 with a clear message and no internals',
    async (_name, url, body) => {
      const res = await call(url, body);
      expect(res).toEqual({ status: 503, body: { success: false, message: DATABASE_DOWN } });
      expect(JSON.stringify(res.body)).not.toMatch(INTERNALS);
    },
  );

  it('the product list is either served from memory or refused the same way', async () => {
    const res = await call('/api/product/list');
    expect([200, 503]).toContain(res.status);
    if (res.status === 503) expect(res.body).toEqual({ success: false, message: DATABASE_DOWN });
  });
});

describe('once the database is back, without restarting the api', () => {
  beforeAll(() => proxy.restore());

  it('health answers 200 again', async () => {
    expect(await call('/api/health')).toMatchObject(HEALTHY);
  });

  it.each(DATABASE_CALLS)('%s works again', async (_name, url, body, status) => {
    expect((await call(url, body)).status).toBe(status);
  });

  it('the product list is served again', async () => {
    const res = await call('/api/product/list');
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: expect.any(String) })]),
    );
  });
});
