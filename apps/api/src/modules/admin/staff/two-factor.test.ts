import { TWO_FACTOR_CODE_REQUIRED } from '@souq/shared/schemas/admin-staff';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  addStaff,
  adminCall,
  STAFF_PASSWORD,
  type StaffLogin,
  signedInStaff,
} from '../../../../test/admin-test-kit';
import { useTestApp } from '../../../../test/test-app';
import {
  TWO_FACTOR_FIRST,
  TWO_FACTOR_KEEP_FOR_OWNERS,
  TWO_FACTOR_WRONG_CODE,
  TWO_FACTOR_YOURSELF_FIRST,
} from '../admin-messages';

const t = useTestApp();

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Turns two-factor sign-in on for a signed-in member, and answers the secret. */
async function turnOn(login: StaffLogin): Promise<string> {
  const setup = await adminCall(t, login, 'POST', '/api/admin/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirmed = await adminCall(t, login, 'POST', '/api/admin/two-factor/confirm', {
    code: codeFor(secret),
  });
  expect(confirmed.json()).toEqual({ success: true, message: 'Two-factor sign-in is on.' });
  return secret;
}

const signInWith = (email: string, code?: string) =>
  adminCall(t, null, 'POST', '/api/admin/session', {
    email,
    password: STAFF_PASSWORD,
    ...(code ? { code } : {}),
  });

describe('two-factor sign-in', () => {
  it('is set up with an authenticator app, then asks for a code that works once', async () => {
    const member = await signedInStaff(t);
    const setup = await adminCall(t, member, 'POST', '/api/admin/two-factor/setup');
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/Little%20Souq:staff\d+%40littlesouq\.test\?.*secret=[A-Z2-7]{32}/,
    );
    const wrong = await adminCall(t, member, 'POST', '/api/admin/two-factor/confirm', { code: '000000' });
    if (codeFor(secret) !== '000000')
      expect(wrong.json()).toEqual({ success: false, message: TWO_FACTOR_WRONG_CODE });
    expect(
      (await adminCall(t, member, 'POST', '/api/admin/two-factor/confirm', { code: '12ab56' })).statusCode,
    ).toBe(400);
    const on = await adminCall(t, member, 'POST', '/api/admin/two-factor/confirm', { code: codeFor(secret) });
    expect(on.statusCode).toBe(200);
    expect((await adminCall(t, member, 'GET', '/api/admin/session')).json().staff.twoFactor).toBe(true);

    const noCode = await signInWith(member.email);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ success: false, message: TWO_FACTOR_CODE_REQUIRED });
    expect(noCode.headers['set-cookie']).toBeUndefined();
    const next = codeFor(secret, 1);
    const withCode = await signInWith(member.email, `${next.slice(0, 3)} ${next.slice(3)}`);
    expect(withCode.statusCode).toBe(200);
    const replayed = await signInWith(member.email, next);
    expect(replayed.json()).toEqual({ success: false, message: TWO_FACTOR_WRONG_CODE });
  });

  it('is turned off with a current code', async () => {
    const member = await signedInStaff(t);
    const secret = await turnOn(member);
    const off = await adminCall(t, member, 'POST', '/api/admin/two-factor/disable', {
      code: codeFor(secret, 1),
    });
    expect(off.json()).toEqual({ success: true, message: 'Two-factor sign-in is off.' });
    expect((await signInWith(member.email)).statusCode).toBe(200);
  });

  it('can be required of owners: an owner without it can do nothing else until it is on', async () => {
    const owner = await signedInStaff(t, 'owner');
    const refused = await adminCall(t, owner, 'PUT', '/api/admin/settings', { ownersRequireTwoFactor: true });
    expect(refused.json()).toEqual({ success: false, message: TWO_FACTOR_YOURSELF_FIRST });
    const ownerSecret = await turnOn(owner);
    const required = await adminCall(t, owner, 'PUT', '/api/admin/settings', {
      ownersRequireTwoFactor: true,
    });
    expect(required.json()).toEqual({ success: true, settings: { ownersRequireTwoFactor: true } });

    const other = await signedInStaff(t, 'owner');
    const blocked = await adminCall(t, other, 'GET', '/api/admin/orders');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ success: false, message: TWO_FACTOR_FIRST });
    expect((await adminCall(t, other, 'GET', '/api/admin/session')).json()).toMatchObject({
      mustSetUpTwoFactor: true,
    });
    // Staff who are not owners are not asked.
    const member = await signedInStaff(t);
    expect((await adminCall(t, member, 'GET', '/api/admin/orders')).statusCode).toBe(200);

    await turnOn(other);
    expect((await adminCall(t, other, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    const keep = await adminCall(t, owner, 'POST', '/api/admin/two-factor/disable', {
      code: codeFor(ownerSecret, 1),
    });
    expect(keep.json()).toEqual({ success: false, message: TWO_FACTOR_KEEP_FOR_OWNERS });

    const stored = await addStaff(t, 'owner');
    const signIn = await signInWith(stored.email);
    expect(signIn.json()).toMatchObject({ success: true, mustSetUpTwoFactor: true });
    await adminCall(t, owner, 'PUT', '/api/admin/settings', { ownersRequireTwoFactor: false });
    expect(
      (await adminCall(t, member, 'PUT', '/api/admin/settings', { ownersRequireTwoFactor: false }))
        .statusCode,
    ).toBe(403);
  });
});
