import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { newShopper, useTestApp } from '../../../test/test-app';

const t = useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/user/register', () => {
  it('creates an account and answers with a working token', async () => {
    const shopper = newShopper({ email: 'Mariam.Ali@Example.com', phone: '+971 50 765 4321' });
    const res = await post('/api/user/register', shopper);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user: { name: 'Aisha Test', email: 'mariam.ali@example.com' },
    });
    expect(body.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.app.tokens.verify(body.token)).toEqual({ userId: body.userId, tokenVersion: 0 });
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const shopper = newShopper();
    await post('/api/user/register', shopper);
    const rows = await t.database.db.query.users.findMany();
    const row = rows.find((u) => u.email === shopper.email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(shopper.password);
    expect(row?.phone).toBe(shopper.phone);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const first = newShopper();
    await post('/api/user/register', first);
    const res = await post('/api/user/register', newShopper({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'An account with this email already exists.' });
  });

  it('refuses a second account with the same phone number written differently', async () => {
    const first = newShopper({ phone: '+971501112233' });
    await post('/api/user/register', first);
    const res = await post('/api/user/register', newShopper({ phone: '+971 50 111 2233' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this phone number already exists.');
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required.'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters.'],
    ['phone', { phone: '+97112' }, 'Please enter a valid phone number.'],
  ])('explains a bad %s', async (_field, override, message) => {
    const res = await post('/api/user/register', newShopper(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});

describe('POST /api/user/login', () => {
  const shopper = newShopper({ phone: '+971529876543' });
  beforeAll(async () => {
    await post('/api/user/register', shopper);
  });

  it('signs in by email, in any case', async () => {
    const res = await post('/api/user/login', {
      email: shopper.email.toUpperCase(),
      password: shopper.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { email: shopper.email } });
  });

  it.each(['+971529876543', '0529876543', '052 987 6543', '971529876543'])(
    'signs in by mobile number %s',
    async (phone) => {
      const res = await post('/api/user/login', { email: phone, password: shopper.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().userId).toBeTruthy();
    },
  );

  it('refuses a wrong password with the same message as an unknown account', async () => {
    const wrong = await post('/api/user/login', { email: shopper.email, password: 'wrong password!' });
    const unknown = await post('/api/user/login', { email: 'nobody@example.com', password: 'whatever123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Incorrect email, mobile number or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('GET /api/user/me', () => {
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers });

  it('accepts the token in a token header and as a bearer token', async () => {
    const shopper = newShopper({ name: 'Omar' });
    const { token, userId }: { token: string; userId: string } = (
      await post('/api/user/register', shopper)
    ).json();
    for (const headers of [{ token }, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        userId,
        user: { name: 'Omar' },
        phone: shopper.phone,
      });
    }
  });

  it('refuses a missing, malformed, forged or expired token', async () => {
    const { token, userId } = (await post('/api/user/register', newShopper())).json();
    const [header, payload] = token.split('.');
    const key = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const otherSecret = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-of-sufficient-length!!'));
    for (const headers of [
      {},
      { token: 'not a token' },
      { token: `${header}.${payload}.forged` },
      { token: expired },
      { token: otherSecret },
      { authorization: 'Bearer ' },
    ] as Record<string, string>[]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please login to continue.' });
    }
  });
});
