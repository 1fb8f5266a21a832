import {
  CONFIRM_LINK_INVALID,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_THANKS,
  NEWSLETTER_UNSUBSCRIBED,
  UNSUBSCRIBE_LINK_INVALID,
} from '@souq/shared/schemas/newsletter';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { useTestApp } from '../../../test/test-app';
import { newsletterSubscribers, outboxMessages } from '../../db/schema';
import { CONFIRMATIONS_PER_DAY } from './newsletter-service';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.stop());
const t = useTestApp({ smtpUrl: () => smtp.url });
/** A store with no mail server: what it queues stays in the outbox. */
const kept = useTestApp();

const CONFIRM_SUBJECT = 'Confirm your Little Souq newsletter subscription';
const WELCOME_SUBJECT = 'You are subscribed to Little Souq news';

let counter = 0;
const newAddress = () => {
  counter += 1;
  return `opt.in.${counter}@example.com`;
};

const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const subscribe = (email: string) => send('/api/newsletter', { email });
const confirm = (token: string) => send('/api/newsletter/confirm', { token });
const unsubscribe = (token: string) => send('/api/newsletter/unsubscribe', { token });

/** Sends what is queued, then answers the mails `email` has received with the subject. */
async function mailsTo(email: string, subject: string): Promise<CapturedMail[]> {
  await t.app.mail.drain();
  return smtp.to(email).filter((mail) => mail.subject === subject);
}

/** The token of the mail's link to `path`, read from its plain text as a reader would click it. */
function tokenIn(mail: CapturedMail | undefined, path: string): string {
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail?.subject}"`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('the link has no token');
  return token;
}

async function subscriber(email: string) {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

/** Makes the address's confirmation e-mails look `minutes` older, as the resend rules see them. */
async function ageConfirmations(email: string, minutes: number): Promise<void> {
  await t.database.db
    .update(outboxMessages)
    .set({ createdAt: sql`${outboxMessages.createdAt} - make_interval(mins => ${minutes})` })
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'newsletter_confirm')));
}

/** Subscribes and confirms through the e-mails; answers the welcome mail. */
async function confirmedSubscriber(email: string): Promise<CapturedMail> {
  await subscribe(email);
  const [confirmation] = await mailsTo(email, CONFIRM_SUBJECT);
  expect((await confirm(tokenIn(confirmation, '/newsletter/confirm'))).statusCode).toBe(200);
  const [welcome] = await mailsTo(email, WELCOME_SUBJECT);
  if (!welcome) throw new Error('no welcome mail');
  return welcome;
}

describe('newsletter double opt-in through a real SMTP server', () => {
  it('stores a new address unconfirmed and mails a confirmation link, without List-Unsubscribe', async () => {
    const email = newAddress();
    const res = await subscribe(email);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_THANKS });
    expect(await subscriber(email)).toMatchObject({
      confirmedAt: null,
      confirmTokenHash: expect.any(String),
    });

    const [mail, ...others] = await mailsTo(email, CONFIRM_SUBJECT);
    expect(others).toEqual([]);
    const token = tokenIn(mail, '/newsletter/confirm');
    expect(mail?.text).toContain(`http://localhost:3000/newsletter/confirm?token=${token}`);
    // The confirmation is not marketing: no unsubscribe header.
    expect(mail?.headers.has('list')).toBe(false);
    // Only the token's hash is kept.
    expect((await subscriber(email))?.confirmTokenHash).not.toBe(token);
    // …and the link is dropped from the outbox once sent.
    const [kept] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(kept?.data).toEqual({ locale: 'en' });
  });

  it('the link confirms the address and sends the welcome with List-Unsubscribe and one-click headers', async () => {
    const email = newAddress();
    await subscribe(email);
    const token = tokenIn((await mailsTo(email, CONFIRM_SUBJECT))[0], '/newsletter/confirm');
    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_CONFIRMED });
    expect(await subscriber(email)).toMatchObject({ confirmedAt: expect.any(Date), confirmTokenHash: null });

    const [welcome] = await mailsTo(email, WELCOME_SUBJECT);
    const unsubscribeToken = tokenIn(welcome, '/newsletter/unsubscribe');
    const link = `http://localhost:3000/newsletter/unsubscribe?token=${unsubscribeToken}`;
    expect(welcome?.text).toContain(link);
    // mailparser reads the List-* headers into one: List-Unsubscribe <link>, List-Unsubscribe-Post One-Click.
    expect(welcome?.headers.get('list')).toEqual({
      unsubscribe: { url: link },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });

    // A link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: CONFIRM_LINK_INVALID });
    expect(await mailsTo(email, WELCOME_SUBJECT)).toHaveLength(1);
  });

  it('refuses a made-up or malformed confirmation token with a message', async () => {
    for (const token of ['A'.repeat(43), 'not a token!', '', 'x'.repeat(201)]) {
      const res = await confirm(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ success: false, message: CONFIRM_LINK_INVALID });
    }
  });

  it('a confirmed address subscribing again is sent nothing, with the same answer', async () => {
    const email = newAddress();
    await confirmedSubscriber(email);
    const before = smtp.to(email).length;
    await ageConfirmations(email, 60 * 24);
    const res = await subscribe(email);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_THANKS });
    await t.app.mail.drain();
    expect(smtp.to(email)).toHaveLength(before);
    expect((await subscriber(email))?.confirmedAt).not.toBeNull();
  });

  it('an unconfirmed address subscribing again gets a new link, which replaces the last, within bounds', async () => {
    const email = newAddress();
    await subscribe(email);
    // Again at once (a double click): nothing more is sent.
    await subscribe(email);
    const [first, ...none] = await mailsTo(email, CONFIRM_SUBJECT);
    expect(none).toEqual([]);
    const firstToken = tokenIn(first, '/newsletter/confirm');

    await ageConfirmations(email, 2);
    expect((await subscribe(email)).json()).toEqual({ success: true, message: NEWSLETTER_THANKS });
    const mails = await mailsTo(email, CONFIRM_SUBJECT);
    expect(mails).toHaveLength(2);
    const secondToken = tokenIn(mails[1], '/newsletter/confirm');
    expect(secondToken).not.toBe(firstToken);

    // At most CONFIRMATIONS_PER_DAY a day, however far apart.
    for (let i = 0; i < 5; i++) {
      await ageConfirmations(email, 2);
      await subscribe(email);
    }
    expect(await mailsTo(email, CONFIRM_SUBJECT)).toHaveLength(CONFIRMATIONS_PER_DAY);
    const latest = tokenIn((await mailsTo(email, CONFIRM_SUBJECT)).at(-1), '/newsletter/confirm');

    expect((await confirm(firstToken)).statusCode).toBe(400);
    expect((await confirm(latest)).statusCode).toBe(200);
  });

  it('an address that joined before the opt-in counts as unconfirmed: subscribing again asks it to confirm', async () => {
    const email = newAddress();
    await t.database.db.insert(newsletterSubscribers).values({ email });
    expect((await subscribe(email)).statusCode).toBe(200);
    const [mail] = await mailsTo(email, CONFIRM_SUBJECT);
    expect((await confirm(tokenIn(mail, '/newsletter/confirm'))).statusCode).toBe(200);
    expect((await subscriber(email))?.confirmedAt).not.toBeNull();
  });
});

describe('unsubscribing', () => {
  it('the link, sent on by the page, removes the subscription; a second click says the same', async () => {
    const email = newAddress();
    const token = tokenIn(await confirmedSubscriber(email), '/newsletter/unsubscribe');
    const res = await unsubscribe(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_UNSUBSCRIBED });
    expect(await subscriber(email)).toBeUndefined();
    expect((await unsubscribe(token)).json()).toEqual({ success: true, message: NEWSLETTER_UNSUBSCRIBED });
  });

  it.each([
    ['URL-encoded', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    ],
  ])('one click in a mail client (RFC 8058, %s) POSTs to the link itself', async (_kind, type, body) => {
    const email = newAddress();
    const welcome = await confirmedSubscriber(email);
    const token = tokenIn(welcome, '/newsletter/unsubscribe');
    const res = await t.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': type },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriber(email)).toBeUndefined();
  });

  it('drops newsletter e-mails not yet sent: nothing more goes after consent is withdrawn', async () => {
    // A store without a mail server keeps every e-mail in the outbox: the welcome waits there.
    const email = newAddress();
    const keeping = kept.app;
    await keeping.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    const waiting = async (template: string) =>
      kept.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, template)));
    const confirmLink = String((await waiting('newsletter_confirm'))[0]?.data.link);
    const confirmed = await keeping.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: new URL(confirmLink).searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);
    const [welcome] = await waiting('newsletter_welcome');
    expect(welcome?.status).toBe('pending');
    const unsubscribeToken = new URL(String(welcome?.data.unsubscribeLink)).searchParams.get('token');
    const res = await keeping.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: unsubscribeToken },
    });
    expect(res.statusCode).toBe(200);
    expect(await waiting('newsletter_welcome')).toEqual([]);
  });

  it('refuses a token forged for a subscription, or malformed, and keeps the subscription', async () => {
    const email = newAddress();
    const token = tokenIn(await confirmedSubscriber(email), '/newsletter/unsubscribe');
    const [id = '', signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [
      `${id}.${flipped}`,
      `${id}.`,
      id,
      `${id}.${signature}.x`,
      'a.b',
      `${id}.${signature}=`,
    ]) {
      const res = await unsubscribe(forged);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json()).toEqual({ success: false, message: UNSUBSCRIBE_LINK_INVALID });
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, forged).toBe(400);
    }
    const noToken = await t.app.inject({ method: 'POST', url: '/newsletter/unsubscribe' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({ success: false, message: UNSUBSCRIBE_LINK_INVALID });
    expect(await subscriber(email)).toBeDefined();
  });

  it('a link made with another secret does not work', async () => {
    const email = newAddress();
    await confirmedSubscriber(email);
    const row = await subscriber(email);
    const { createUnsubscribeTokens } = await import('./unsubscribe-token');
    const other = createUnsubscribeTokens('another-secret-that-is-long-enough-for-hs256');
    expect((await unsubscribe(other.sign(row?.id ?? '', email))).statusCode).toBe(400);
    expect(await subscriber(email)).toBeDefined();
  });
});
