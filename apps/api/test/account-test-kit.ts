import type { RegisterRequest } from '@souq/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import type { CapturedMail, SmtpCapture } from './smtp-capture';
import { newShopper, type TestApp } from './test-app';

/** Helpers the password reset and profile tests share: accounts made through the api, and their mail. */

export interface Account {
  shopper: RegisterRequest;
  userId: string;
  token: string;
}

export function postJson(t: TestApp, url: string, payload?: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? { token } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Signs up through the api (the welcome e-mail is queued with the account). */
export async function signUp(t: TestApp, overrides: Partial<RegisterRequest> = {}): Promise<Account> {
  const shopper = newShopper(overrides);
  const res = await postJson(t, '/api/user/register', shopper);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const { userId, token } = res.json();
  return { shopper, userId, token };
}

export function login(t: TestApp, email: string, password: string) {
  return postJson(t, '/api/user/login', { email, password });
}

/** Whether the token still opens a signed-in route (the cart). */
export async function tokenWorks(t: TestApp, token: string): Promise<boolean> {
  const res = await postJson(t, '/api/cart/get', {}, token);
  if (res.statusCode !== 200 && res.statusCode !== 401)
    throw new Error(`cart: ${res.statusCode} ${res.body}`);
  return res.statusCode === 200;
}

export async function markDeleted(t: TestApp, userId: string): Promise<void> {
  await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId));
}

/** Sends what the outbox holds, and answers the mail `to` received whose subject matches. */
export async function mailsTo(t: TestApp, smtp: SmtpCapture, to: string, subject: RegExp) {
  await t.app.mail.drain();
  // Exactly this address: `smtp.to` would also count mail to 'new.' + the address.
  return smtp.received.filter(
    (mail) => (mail.to === to || mail.to.endsWith(`<${to}>`)) && subject.test(mail.subject),
  );
}

/** The token of the first link in the mail's text to `page` (e.g. '/reset-password'). */
export function linkToken(mail: CapturedMail | undefined, page: string): string {
  for (const raw of mail?.text.match(/https?:\/\/[^\s\])>]+/g) ?? []) {
    const url = new URL(raw);
    const token = url.searchParams.get('token');
    if (url.pathname === page && token) return token;
  }
  throw new Error(`no ${page} link in ${mail?.subject ?? 'no mail'}`);
}
