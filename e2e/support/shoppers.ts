import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export interface Shopper {
  name: string;
  email: string;
  password: string;
  /** The national UAE mobile number, as typed after the +971 calling code. */
  nationalNumber: string;
  phone: string;
}

/** A shopper no other test (or earlier run on the same database) has used. */
export function newShopper(): Shopper {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  const nationalNumber = `50${digits}`;
  return {
    name: 'Layla Hassan',
    email: `layla.${digits}.${randomInt(1000)}@example.com`,
    password: 'sandcastle-2025',
    nationalNumber,
    phone: `+971${nationalNumber}`,
  };
}

/** Creates the account through the api, as a shopper who signed up earlier would have. */
export async function registerViaApi(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const res = await request.post('/api/user/register', {
    data: { name: shopper.name, email: shopper.email, password: shopper.password, phone: shopper.phone },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
}

/**
 * A new shopper, signed in as the login page leaves local storage (see docs/product/accounts.md), on every
 * load of `page`.
 */
export async function signInWithStorage(
  page: Page,
  request: APIRequestContext,
): Promise<{ token: string; shopper: Shopper }> {
  const shopper = newShopper();
  const res = await request.post('/api/user/register', {
    data: { name: shopper.name, email: shopper.email, password: shopper.password, phone: shopper.phone },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const { token, user, userId } = await res.json();
  await page.addInitScript(
    ([t, u, id]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      localStorage.setItem('userId', id);
    },
    [token, JSON.stringify(user), userId],
  );
  return { token, shopper };
}
