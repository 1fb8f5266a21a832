import { deliveryFee } from '@souq/shared/pricing/cart-totals';
import { aedToFils, filsToAed } from '@souq/shared/pricing/money';
import type { StaffRole } from '@souq/shared/schemas/admin-staff';
import type { InjectOptions } from 'fastify';
import { staff } from '../src/db/schema';
import { hashPassword } from '../src/modules/users/passwords';
import { itemOf, orderBody, placeOrder, sizeSupply } from './order-test-kit';
import { addShopper, type Shopper } from './shopper-test-kit';
import type { TestApp } from './test-app';

/** Helpers the back-office api tests share: staff, their sessions and calls, and orders to work on. */

/** What the test app takes as the store's own origin (buildApp's default public address). */
export const STORE_ORIGIN = 'http://localhost:3000';
export const STAFF_PASSWORD = 'a long staff password';

export interface StaffLogin {
  id: string;
  email: string;
  name: string;
  /** The `Cookie` header of a signed-in session. */
  cookie: string;
}

let counter = 0;

/** A stored member of staff (made directly; making them through links is tested on its own). */
export async function addStaff(t: TestApp, role: StaffRole = 'staff'): Promise<Omit<StaffLogin, 'cookie'>> {
  counter += 1;
  const email = `${role}${counter}@littlesouq.test`;
  const name = `${role === 'owner' ? 'Owner' : 'Staff'} ${counter}`;
  const [row] = await t.database.db
    .insert(staff)
    .values({ email, name, role, passwordHash: await hashPassword(STAFF_PASSWORD) })
    .returning({ id: staff.id });
  if (!row) throw new Error('no staff row');
  return { id: row.id, email, name };
}

/** The session cookie from a `Set-Cookie` answer, as a `Cookie` header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('souq_admin='));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0] ?? '';
}

export async function signIn(t: TestApp, email: string, password = STAFF_PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: STORE_ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

export async function signedInStaff(t: TestApp, role: StaffRole = 'staff'): Promise<StaffLogin> {
  const member = await addStaff(t, role);
  return { ...member, cookie: await signIn(t, member.email) };
}

/** A back-office call from the admin app: the session's cookie and this store's origin. */
export function adminCall(
  t: TestApp,
  login: { cookie: string } | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: STORE_ORIGIN, ...(login ? { cookie: login.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Places a cash order of one unit for a new shopper; its total is the price and the delivery fee. */
export function cashOrders(t: TestApp) {
  const supply = sizeSupply(t);
  return async (priceAed = 200, stock = 10) => {
    const shopper: Shopper = await addShopper(t);
    const ref = await supply(priceAed, stock);
    const totalAed = filsToAed(aedToFils(priceAed) + deliveryFee(aedToFils(priceAed)));
    const res = await placeOrder(t, shopper, orderBody([itemOf(ref, 1)], totalAed));
    if (res.statusCode !== 200) throw new Error(`placing failed: ${res.body}`);
    return { shopper, ref, orderId: res.json().orderId as string };
  };
}
