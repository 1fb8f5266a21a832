import { RESET_LINK_INVALID } from '@souq/shared/schemas/password-reset';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_CONFIRMED,
  EMAIL_LINK_INVALID,
  PASSWORD_CHANGED,
  PROFILE_SAVED,
  SAME_EMAIL,
  SIGNED_OUT_EVERYWHERE,
} from '@souq/shared/schemas/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  linkToken,
  login,
  mailsTo,
  postJson,
  signUp,
  tokenWorks,
} from '../../../test/account-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { newShopper, useTestApp } from '../../../test/test-app';
import { accountTokens, outboxMessages } from '../../db/schema';
import { hashSecret } from '../../lib/one-time-token';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.stop());
const t = useTestApp({ smtpUrl: () => smtp.url });

const CONFIRM_SUBJECT = /^Confirm your new e-mail address$/;

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { token } })).json();

const changeEmail = (account: Account, email: string, password = account.shopper.password) =>
  postJson(t, '/api/user/email', { email, password }, account.token);

const confirm = (token: string) => postJson(t, '/api/user/email/confirm', { token });

/** Asks for the change and answers the token of the link mailed to the new address. */
async function confirmLinkFor(account: Account, email: string): Promise<string> {
  const res = await changeEmail(account, email);
  expect(res.statusCode, res.body).toBe(200);
  return linkToken((await mailsTo(t, smtp, email, CONFIRM_SUBJECT)).at(-1), '/confirm-email');
}

describe('sign-up', () => {
  it('sends the welcome e-mail, queued with the account', async () => {
    const account = await signUp(t);
    const [welcome] = await mailsTo(t, smtp, account.shopper.email, /^Welcome to Little Souq$/);
    expect(welcome?.html).toContain('Welcome, Aisha Test!');
    const queued = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, account.userId));
    expect(queued.map((message) => message.template)).toEqual(['welcome']);
  });

  it('a refused sign-up queues nothing', async () => {
    const account = await signUp(t);
    const again = await postJson(t, '/api/user/register', newShopper({ email: account.shopper.email }));
    expect(again.statusCode).toBe(409);
    expect(await mailsTo(t, smtp, account.shopper.email, /./)).toHaveLength(1);
  });
});

describe('POST /api/user/profile', () => {
  it('saves the name and the phone in E.164 form, and /me shows them', async () => {
    const account = await signUp(t);
    const res = await postJson(
      t,
      '/api/user/profile',
      { name: '  Mariam Saeed ', phone: '055 123 9876' },
      account.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: PROFILE_SAVED,
      user: { name: 'Mariam Saeed', email: account.shopper.email },
      phone: '+971551239876',
    });
    expect(await me(account.token)).toMatchObject({
      user: { name: 'Mariam Saeed' },
      phone: '+971551239876',
      pendingEmail: null,
    });
    // Saving its own number again is no conflict.
    const same = await postJson(
      t,
      '/api/user/profile',
      { name: 'Mariam', phone: '+971551239876' },
      account.token,
    );
    expect(same.statusCode).toBe(200);
  });

  it('refuses a phone number another account has', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const res = await postJson(
      t,
      '/api/user/profile',
      { name: 'Second', phone: first.shopper.phone },
      second.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'An account with this phone number already exists.',
    });
    expect(await me(second.token)).toMatchObject({ phone: second.shopper.phone });
  });

  it.each([
    [{ name: '  ', phone: '+971501234567' }, 'Name is required.'],
    [{ name: 'x'.repeat(101), phone: '+971501234567' }, 'Name must be at most 100 characters.'],
    [{ name: 'Aisha', phone: '+97112' }, 'Please enter a valid phone number.'],
    [{ name: 'Aisha' }, 'Phone number is required.'],
    [{ name: 'Aisha', phone: ['+971501234567'] }, 'Phone number must be text.'],
  ])('refuses %j with sign-up’s message', async (body, message) => {
    const account = await signUp(t);
    const res = await postJson(t, '/api/user/profile', body, account.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});

describe('changing the e-mail address', () => {
  it('mails a single-use link to the new address, and the account keeps its old one until it is opened', async () => {
    const account = await signUp(t);
    const newEmail = `new.${account.shopper.email}`;
    const token = await confirmLinkFor(account, newEmail);
    expect(await mailsTo(t, smtp, account.shopper.email, CONFIRM_SUBJECT)).toEqual([]);
    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashSecret(token)));
    expect(stored).toMatchObject({ purpose: 'email_change', newEmail, usedAt: null });
    const hours = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 2);
    expect(await me(account.token)).toMatchObject({
      user: { email: account.shopper.email },
      pendingEmail: newEmail,
    });

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: EMAIL_CONFIRMED, email: newEmail });
    expect(await me(account.token)).toMatchObject({ user: { email: newEmail }, pendingEmail: null });
    expect((await login(t, newEmail, account.shopper.password)).statusCode).toBe(200);
    expect((await login(t, account.shopper.email, account.shopper.password)).statusCode).toBe(401);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: EMAIL_LINK_INVALID });
  });

  it('needs the current password, and refuses the same or a taken address', async () => {
    const account = await signUp(t);
    const other = await signUp(t);
    const wrong = await changeEmail(account, 'fresh@example.com', 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: CURRENT_PASSWORD_WRONG });
    expect((await changeEmail(account, account.shopper.email.toUpperCase())).json()).toEqual({
      success: false,
      message: SAME_EMAIL,
    });
    const taken = await changeEmail(account, other.shopper.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: 'An account with this email already exists.' });
    const missing = await postJson(t, '/api/user/email', { email: 'fresh@example.com' }, account.token);
    expect(missing.json()).toEqual({ success: false, message: 'Current password is required.' });
    await t.app.mail.drain();
    expect(smtp.to('fresh@example.com')).toHaveLength(0);
    expect(await tokenWorks(t, account.token)).toBe(true);
  });

  it('refuses an address another account took after the link was sent', async () => {
    const account = await signUp(t);
    const wanted = `wanted.${account.shopper.email}`;
    const token = await confirmLinkFor(account, wanted);
    await signUp(t, { email: wanted });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'An account with this email already exists.' });
    expect(await me(account.token)).toMatchObject({ user: { email: account.shopper.email } });
  });

  it('only the newest link works, and an expired one is refused', async () => {
    const account = await signUp(t);
    const first = await confirmLinkFor(account, `first.${account.shopper.email}`);
    const second = await confirmLinkFor(account, `second.${account.shopper.email}`);
    expect((await confirm(first)).json()).toEqual({ success: false, message: EMAIL_LINK_INVALID });
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashSecret(second)));
    expect((await confirm(second)).json()).toEqual({ success: false, message: EMAIL_LINK_INVALID });
    expect(await me(account.token)).toMatchObject({ user: { email: account.shopper.email } });
  });
});

describe('POST /api/user/password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    postJson(t, '/api/user/password', { currentPassword, newPassword }, token);

  it('refuses a wrong current password with a 400, keeping the session', async () => {
    const account = await signUp(t);
    const res = await change(account.token, 'not the password', 'a good new password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: CURRENT_PASSWORD_WRONG });
    expect(await tokenWorks(t, account.token)).toBe(true);
    expect((await login(t, account.shopper.email, account.shopper.password)).statusCode).toBe(200);
  });

  it('refuses a new password sign-up would refuse', async () => {
    const account = await signUp(t);
    const res = await change(account.token, account.shopper.password, 'short');
    expect(res.json()).toEqual({ success: false, message: 'Password must be at least 8 characters.' });
  });

  it('answers a new token for this device and signs every other one out', async () => {
    const account = await signUp(t);
    const other = (await login(t, account.shopper.email, account.shopper.password)).json().token;
    const res = await change(account.token, account.shopper.password, 'a good new password');
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ success: true, message: PASSWORD_CHANGED, userId: account.userId });
    expect(await tokenWorks(t, session.token)).toBe(true);
    expect(await tokenWorks(t, account.token)).toBe(false);
    expect(await tokenWorks(t, other)).toBe(false);
    expect((await login(t, account.shopper.email, account.shopper.password)).statusCode).toBe(401);
    expect((await login(t, account.shopper.email, 'a good new password')).statusCode).toBe(200);
  });

  it('closes the account’s open reset and e-mail change links', async () => {
    const account = await signUp(t);
    const confirmToken = await confirmLinkFor(account, `later.${account.shopper.email}`);
    await postJson(t, '/api/user/password/forgot', { identifier: account.shopper.email });
    const resetToken = linkToken(
      (await mailsTo(t, smtp, account.shopper.email, /^Reset your/)).at(-1),
      '/reset-password',
    );
    expect((await change(account.token, account.shopper.password, 'a good new password')).statusCode).toBe(
      200,
    );
    expect((await confirm(confirmToken)).json()).toEqual({ success: false, message: EMAIL_LINK_INVALID });
    const reset = await postJson(t, '/api/user/password/reset', {
      token: resetToken,
      password: 'an attacker password',
    });
    expect(reset.json()).toEqual({ success: false, message: RESET_LINK_INVALID });
  });
});

describe('POST /api/user/logout-all', () => {
  it('ends every token of the account, this one included', async () => {
    const account = await signUp(t);
    const other = (await login(t, account.shopper.email, account.shopper.password)).json().token;
    const bystander = await signUp(t);
    const res = await postJson(t, '/api/user/logout-all', undefined, account.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SIGNED_OUT_EVERYWHERE });
    expect(await tokenWorks(t, account.token)).toBe(false);
    expect(await tokenWorks(t, other)).toBe(false);
    expect(await tokenWorks(t, bystander.token)).toBe(true);
    const fresh = (await login(t, account.shopper.email, account.shopper.password)).json().token;
    expect(await tokenWorks(t, fresh)).toBe(true);
  });
});
