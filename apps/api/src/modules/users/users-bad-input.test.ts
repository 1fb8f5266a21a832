import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newShopper, useTestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

const t = useTestApp();

const HUGE = 'x'.repeat(100 * 1024);
const hostileValues: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['a number', 12345678],
  ['a boolean', true],
  ['an object', { $ne: null }],
  ['an array', ['a', 'b']],
  ['a 100 kB string', HUGE],
  ['blank', '   '],
];

/** The words each field's messages use, so a refusal can be seen to name the field. */
const FIELD_WORDS: Record<string, RegExp> = {
  name: /Name/,
  email: /Email/,
  password: /Password/,
  phone: /[Pp]hone/,
};

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe.each(['name', 'email', 'password', 'phone'])('register with a hostile %s', (field) => {
  it.each(hostileValues)('%s → 400 naming the field, nothing written', async (_label, value) => {
    const before = await userCount();
    const body: Record<string, unknown> = { ...newShopper() };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const res = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: body });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.success).toBe(false);
    expect(json.message).toMatch(FIELD_WORDS[field] as RegExp);
    expect(json.message.length).toBeLessThan(200);
    expect(await userCount()).toBe(before);
  });
});

describe.each([
  ['email', /Email or Mobile Number/],
  ['password', /Password/],
])('login with a hostile %s', (field, words) => {
  it.each(hostileValues.filter(([label]) => label !== 'blank' || field === 'email'))(
    '%s → 400 naming the field',
    async (_label, value) => {
      const body: Record<string, unknown> = { email: 'someone@example.com', password: 'long enough' };
      if (value === undefined) delete body[field];
      else body[field] = value;
      const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(words);
    },
  );
});

describe('extra and duplicated keys', () => {
  it('ignores unknown keys such as a client-sent userId or role', async () => {
    const shopper = newShopper();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...shopper, userId: '00000000-0000-4000-8000-000000000000', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userId).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it('refuses a body larger than the limit with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...newShopper(), name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });
});
