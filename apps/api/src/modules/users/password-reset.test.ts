import {
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
} from '@souq/shared/schemas/password-reset';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkToken,
  login,
  mailsTo,
  markDeleted,
  postJson,
  signUp,
  tokenWorks,
} from '../../../test/account-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { newShopper, useTestApp } from '../../../test/test-app';
import { accountTokens, outboxMessages } from '../../db/schema';
import { hashSecret } from '../../lib/one-time-token';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { FORGOT_ANSWER_MS } from './password-reset-service';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.stop());
const t = useTestApp({ smtpUrl: () => smtp.url });

const RESET_SUBJECT = /^Reset your Little Souq password$/;
const NEW_PASSWORD = 'a brand new password';

const forgot = (identifier: string) => postJson(t, '/api/user/password/forgot', { identifier });
const reset = (token: string, password = NEW_PASSWORD) =>
  postJson(t, '/api/user/password/reset', { token, password });

/** Asks for a link for the account's e-mail and answers the token the mailed link carries. */
async function resetLinkFor(email: string): Promise<string> {
  const before = (await mailsTo(t, smtp, email, RESET_SUBJECT)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await mailsTo(t, smtp, email, RESET_SUBJECT);
  expect(mails).toHaveLength(before + 1);
  return linkToken(mails.at(-1), '/reset-password');
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe('POST /api/user/password/forgot', () => {
  it('answers an existing, an unknown and a deleted account alike, and mails only the existing one', async () => {
    const existing = await signUp(t);
    const deleted = await signUp(t);
    await markDeleted(t, deleted.userId);
    const unknown = newShopper();

    const answers = [];
    for (const identifier of [existing.shopper.email, unknown.email, deleted.shopper.email]) {
      const [res, ms] = await timed(() => forgot(identifier));
      // Never quicker than the floor, so an unknown account does not answer sooner.
      expect(ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(
      Array(3).fill({ status: 200, body: { success: true, message: FORGOT_PASSWORD_SENT } }),
    );

    expect(await mailsTo(t, smtp, existing.shopper.email, RESET_SUBJECT)).toHaveLength(1);
    expect(await mailsTo(t, smtp, unknown.email, /./)).toHaveLength(0);
    expect(await mailsTo(t, smtp, deleted.shopper.email, RESET_SUBJECT)).toHaveLength(0);
    const deletedLinks = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, deleted.userId));
    expect(deletedLinks).toEqual([]);
  });

  it('takes the mobile number as typed at sign-in, and mails the link to the account’s e-mail', async () => {
    const account = await signUp(t, { phone: '+971 55 700 1122' });
    expect((await forgot('055 700 1122')).json().message).toBe(FORGOT_PASSWORD_SENT);
    const [mail] = await mailsTo(t, smtp, account.shopper.email, RESET_SUBJECT);
    expect(mail?.text).toContain('Hi Aisha Test');
    expect(linkToken(mail, '/reset-password')).toMatch(/^[\w-]{43}$/);
  });

  it('keeps only the link’s SHA-256, valid for 30 minutes, and drops the link from the outbox once sent', async () => {
    const account = await signUp(t);
    const token = await resetLinkFor(account.shopper.email);
    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, account.userId));
    expect(stored).toMatchObject({ tokenHash: hashSecret(token), purpose: 'password_reset', usedAt: null });
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
    const messages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, account.userId));
    const sent = messages.find((message) => message.template === 'password_reset');
    expect(sent?.status).toBe('sent');
    expect(JSON.stringify(sent?.data)).not.toContain(token);
  });

  it.each([
    [{}, 'Email or Mobile Number is required.'],
    [{ identifier: '   ' }, 'Email or Mobile Number is required.'],
    [{ identifier: 42 }, 'Email or Mobile Number must be text.'],
  ])('refuses %j with a message naming the field', async (body, message) => {
    const res = await postJson(t, '/api/user/password/forgot', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});

describe('POST /api/user/password/reset', () => {
  it('sets the new password once, signs this browser in and ends every other session', async () => {
    const account = await signUp(t);
    const other = (await login(t, account.shopper.email, account.shopper.password)).json().token;
    const token = await resetLinkFor(account.shopper.email);

    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({
      success: true,
      message: PASSWORD_RESET_DONE,
      userId: account.userId,
      user: { name: account.shopper.name, email: account.shopper.email },
    });
    expect(await t.app.tokens.verify(session.token)).toEqual({ userId: account.userId, tokenVersion: 1 });
    expect(await tokenWorks(t, session.token)).toBe(true);

    for (const old of [account.token, other]) {
      expect(await tokenWorks(t, old)).toBe(false);
      const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { token: old } });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ success: false, message: SIGN_IN_REQUIRED });
    }
    expect((await login(t, account.shopper.email, account.shopper.password)).statusCode).toBe(401);
    expect((await login(t, account.shopper.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: RESET_LINK_INVALID });
    expect((await login(t, account.shopper.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const account = await signUp(t);
    const token = await resetLinkFor(account.shopper.email);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashSecret(token)));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: RESET_LINK_INVALID });
    expect((await login(t, account.shopper.email, account.shopper.password)).statusCode).toBe(200);
    expect(await tokenWorks(t, account.token)).toBe(true);
  });

  it('a reset closes the account’s other reset links', async () => {
    const account = await signUp(t);
    const first = await resetLinkFor(account.shopper.email);
    const second = await resetLinkFor(account.shopper.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'some other password')).json()).toEqual({
      success: false,
      message: RESET_LINK_INVALID,
    });
  });

  it('of two submissions of one link at once, exactly one succeeds', async () => {
    const account = await signUp(t);
    const token = await resetLinkFor(account.shopper.email);
    const answers = await Promise.all([
      reset(token, 'first racer password'),
      reset(token, 'second racer pw'),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first racer password' : 'second racer pw';
    const loser = winner === 'first racer password' ? 'second racer pw' : 'first racer password';
    expect((await login(t, account.shopper.email, winner)).statusCode).toBe(200);
    expect((await login(t, account.shopper.email, loser)).statusCode).toBe(401);
  });

  it('a link of an account deleted since does nothing', async () => {
    const account = await signUp(t);
    const token = await resetLinkFor(account.shopper.email);
    await markDeleted(t, account.userId);
    expect((await reset(token)).json()).toEqual({ success: false, message: RESET_LINK_INVALID });
  });

  it.each([
    [{ password: NEW_PASSWORD }, RESET_LINK_INVALID],
    [{ token: 'not a token!', password: NEW_PASSWORD }, RESET_LINK_INVALID],
    [{ token: 'x'.repeat(500), password: NEW_PASSWORD }, RESET_LINK_INVALID],
    [{ token: 'A'.repeat(43), password: NEW_PASSWORD }, RESET_LINK_INVALID],
    [{ token: 'A'.repeat(43), password: 'short' }, 'Password must be at least 8 characters.'],
    [{ token: 'A'.repeat(43), password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const res = await postJson(t, '/api/user/password/reset', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});

describe('asking for reset links is rate limited', () => {
  const limited = useTestApp({ rateLimits: { perIp: 6, perIdentifier: 3, windowMs: 60_000 } });
  const call = (url: string, payload: object) => limited.app.inject({ method: 'POST', url, payload });
  const ask = (identifier: string) => call('/api/user/password/forgot', { identifier });

  it('per e-mail or number however it is typed, apart from sign-in’s count, and per IP address', async () => {
    const account = newShopper({ phone: '+971501112233' });
    expect((await call('/api/user/register', account)).statusCode).toBe(200);
    for (const typed of ['0501112233', '+971501112233', '050 111 2233']) {
      expect((await ask(typed)).statusCode).toBe(200);
    }
    const over = await ask('+971 50 111 2233');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many attempts\. Please try again in /);
    // The account can still sign in: asking for links has a count of its own per account.
    const signIn = await call('/api/user/login', { email: '0501112233', password: account.password });
    expect(signIn.statusCode).toBe(200);
    // The IP address's six requests are used up, whatever the identifier.
    expect((await ask('someone.else@example.com')).statusCode).toBe(429);
  });
});
