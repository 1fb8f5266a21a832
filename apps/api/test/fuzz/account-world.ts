import { eq, inArray } from 'drizzle-orm';
import type { JsonValue } from 'fast-check';
import { accountTokens, users } from '../../src/db/schema';
import { hashSecret } from '../../src/lib/one-time-token';
import { createAccountTokensRepo } from '../../src/modules/users/account-tokens-repo';
import { hashPassword } from '../../src/modules/users/passwords';
import type { TestApp } from '../test-app';

/** The password the worlds give a shopper made without one (addShopper stores no usable hash). */
export const SHOPPER_PASSWORD = 'correct horse battery';

/** The account routes that, accepted, end the caller's sessions (the token sent stops working). */
export const ENDS_SESSIONS = new Set(['/api/user/password', '/api/user/logout-all']);

/** Gives the account a real password, so the calls that check it can be accepted. */
export async function giveRealPassword(t: TestApp, userId: string): Promise<void> {
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(SHOPPER_PASSWORD) })
    .where(eq(users.id, userId));
}

/**
 * Puts the account back as it was read: its password, e-mail and token version (so the token it was given
 * works again after a password change or "Sign out of all devices"), forgotten by the api's account cache.
 */
export async function accountRestorer(t: TestApp, userId: string): Promise<() => Promise<void>> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such account');
  return async () => {
    await t.database.db
      .update(users)
      .set({ passwordHash: row.passwordHash, email: row.email, tokenVersion: row.tokenVersion })
      .where(eq(users.id, userId));
    t.app.accounts.forget(userId);
  };
}

/**
 * What the fuzz needs for the account routes: the shopper's real password, an open reset link and an open
 * e-mail change link of the registered account, valid bodies naming them, and restorers that put back what an
 * accepted request used up (a session ended, a password, an e-mail, a link used).
 */
export async function createAccountWorld(t: TestApp, shopper: { userId: string }, accountEmail: string) {
  const db = t.database.db;
  await giveRealPassword(t, shopper.userId);
  const [account] = await db.select().from(users).where(eq(users.email, accountEmail));
  if (!account) throw new Error('no registered account');
  const links = createAccountTokensRepo(db);
  const validMs = 24 * 60 * 60_000;
  const resetToken = await links.issue({ purpose: 'password_reset', userId: account.id, validMs });
  const confirmToken = await links.issue({
    purpose: 'email_change',
    userId: account.id,
    newEmail: 'fuzz.moved@example.com',
    validMs,
  });
  const [shopperRow] = await db.select().from(users).where(eq(users.id, shopper.userId));

  const restoreShopper = await accountRestorer(t, shopper.userId);
  const restoreAccount = await accountRestorer(t, account.id);
  const reopenLinks = async () => {
    await restoreAccount();
    await db
      .update(accountTokens)
      .set({ usedAt: null })
      .where(inArray(accountTokens.tokenHash, [hashSecret(resetToken), hashSecret(confirmToken)]));
  };

  const bodies: Record<string, JsonValue> = {
    '/api/user/password/forgot': { identifier: account.email },
    '/api/user/password/reset': { token: resetToken, password: 'a fuzzed new password' },
    '/api/user/email/confirm': { token: confirmToken },
    '/api/user/profile': { name: shopperRow?.name ?? 'Fuzz Shopper', phone: shopperRow?.phone ?? '' },
    '/api/user/email': { email: 'fuzz.new.address@example.com', password: SHOPPER_PASSWORD },
    '/api/user/password': { currentPassword: SHOPPER_PASSWORD, newPassword: SHOPPER_PASSWORD },
  };
  const restorers: Record<string, () => Promise<void>> = {
    '/api/user/password': restoreShopper,
    '/api/user/logout-all': restoreShopper,
    '/api/user/password/reset': reopenLinks,
    '/api/user/email/confirm': reopenLinks,
  };
  return { bodies, restorer: (route: string) => restorers[route] };
}
