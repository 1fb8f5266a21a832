import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { OWNER } from './owner';
import { besideServices } from './service-ports';
import { type StoreServer, startStore } from './store-server';
import { expect, test } from './test';

/**
 * Specs whose changes reach the whole store (an import, the seller's identity, the VAT return's totals, stock
 * and cash from returns) run on a store of their own. Each takes a port from a range of its own, apart from
 * the suite's store (4100-4899) and the first-owner spec's (4900-4989).
 */
const OWN_STORE_PORTS = {
  products: 5200,
  csv: 5300,
  taxDocuments: 5400,
  sellerSettings: 5500,
  returns: 5600,
} as const;

/**
 * The spec's tests run one after another on a store of their own (its owner is OWNER), started before them and
 * stopped after them; `baseURL` points at it.
 */
export function useOwnStore(spec: keyof typeof OWN_STORE_PORTS): void {
  const port = besideServices(OWN_STORE_PORTS[spec] + randomInt(90));
  let store: StoreServer | undefined;
  test.describe.configure({ mode: 'default' });
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    test.setTimeout(200_000);
    store = await startStore(
      port,
      { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
      { startupMs: 180_000 },
    );
  });
  test.afterAll(async () => {
    await store?.stop();
  });
}

/** Signs the request context (a page's `page.request`, or `request`) in as the own store's owner. */
export async function signInAsOwnStoreOwner(api: APIRequestContext): Promise<void> {
  const res = await api.post('/api/admin/session', { data: OWNER });
  expect(res.ok(), await res.text()).toBe(true);
}
