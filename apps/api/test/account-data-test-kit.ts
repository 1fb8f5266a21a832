import { addresses, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/users/passwords';
import type { Shopper } from './shopper-test-kit';
import { newShopper, type TestApp } from './test-app';

/** Helpers the "Your data" tests share: an account with a real password, and its saved address. */

export interface Account extends Shopper {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** A stored account whose password works, and a real token for it. */
export async function addAccount(t: TestApp, id?: string): Promise<Account> {
  const { name, email, phone, password } = newShopper();
  const [row] = await t.database.db
    .insert(users)
    .values({ ...(id ? { id } : {}), name, email, phone, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  return { userId: row.id, token: await t.app.tokens.sign(row.id), name, email, phone, password };
}

export const SAVED_ADDRESS = {
  label: 'Home',
  fullname: 'Layla Hassan',
  email: 'layla.home@example.com',
  phone: '+971501112233',
  street: 'Villa 7, Jumeirah Beach Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
  isDefault: true,
} as const;

export async function saveAddress(t: TestApp, account: Account): Promise<void> {
  await t.database.db.insert(addresses).values({ ...SAVED_ADDRESS, userId: account.userId });
}
