import { NEWSLETTER_THANKS } from '@souq/shared/schemas/newsletter';
import { count, eq, ilike } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { newsletterSubscribers } from '../../db/schema';

const t = useTestApp();

const THANKS = { success: true, message: NEWSLETTER_THANKS };

let counter = 0;
/** An address no other test in the file uses. */
function newAddress(): string {
  counter += 1;
  return `reader${counter}@example.com`;
}

const subscribe = (payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The stored addresses that read `email` in any case. */
async function storedEmails(email: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(ilike(newsletterSubscribers.email, email));
  return rows.map((row) => row.email);
}

async function subscriberCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}

describe('POST /api/newsletter', () => {
  it('stores the address and thanks the shopper', async () => {
    const email = newAddress();
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(THANKS);
    expect(await storedEmails(email)).toEqual([email]);
  });

  it('stores an address sent twice once, and answers the second time exactly like the first', async () => {
    const email = newAddress();
    const first = await subscribe({ email });
    const second = await subscribe({ email });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await storedEmails(email)).toEqual([email]);
  });

  it('stores one row when the same address arrives in parallel', async () => {
    const email = newAddress();
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await storedEmails(email)).toEqual([email]);
  });

  it('trims and lower-cases the address, so every spelling is one subscription', async () => {
    for (const spelling of [
      '  Mariam.Ali@Example.COM ',
      'MARIAM.ALI@EXAMPLE.COM',
      'mariam.ali@example.com',
    ]) {
      const res = await subscribe({ email: spelling });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(THANKS);
    }
    expect(await storedEmails('mariam.ali@example.com')).toEqual(['mariam.ali@example.com']);
  });

  it('ignores keys other than the email', async () => {
    const email = newAddress();
    const res = await subscribe({
      email,
      id: '00000000-0000-4000-8000-000000000000',
      createdAt: '2000-01-01',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
  });
});

describe('POST /api/newsletter with a bad body', () => {
  let before: number;
  beforeAll(async () => {
    before = await subscriberCount();
  });
  afterEach(async () => {
    expect(await subscriberCount()).toBe(before);
  });

  it.each([
    ['not an email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['a missing domain', { email: 'reader@' }, 'Enter a valid email address.'],
    ['a space inside', { email: 'rea der@example.com' }, 'Enter a valid email address.'],
    ['blank', { email: '   ' }, 'Email is required.'],
    ['no email key', {}, 'Email is required.'],
    ['null', { email: null }, 'Email must be text.'],
    ['a number', { email: 12345 }, 'Email must be text.'],
    ['an array', { email: ['a@example.com'] }, 'Email must be text.'],
    ['an object', { email: { $ne: null } }, 'Email must be text.'],
    [
      'an address over 254 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      'Email must be at most 254 characters.',
    ],
    ['a JSON array body', ['a@example.com'], 'The request body must be a JSON object.'],
  ])('%s → 400 with a message, nothing stored', async (_label, payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('no body at all → 400 with a message, nothing stored', async () => {
    const res = await subscribe();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body must be a JSON object.' });
  });
});

describe('POST /api/newsletter rate limit', () => {
  const limited = useTestApp({ rateLimits: { perIp: 2, perIdentifier: 100, windowMs: 60_000 } });

  it('refuses one IP address flooding the form, with a message, and not another', async () => {
    const post = (email: string, remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(newAddress(), '203.0.113.20')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const blocked = await post(newAddress(), '203.0.113.20');
    expect(blocked.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts\. Please try again in /),
    });
    expect((await post(newAddress(), '203.0.113.21')).statusCode).toBe(200);
  });
});
