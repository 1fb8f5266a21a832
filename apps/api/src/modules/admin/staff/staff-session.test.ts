import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addStaff,
  adminCall,
  STAFF_PASSWORD,
  STORE_ORIGIN,
  sessionCookie,
  signedInStaff,
  signIn,
} from '../../../../test/admin-test-kit';
import { addShopper } from '../../../../test/shopper-test-kit';
import { createTestApp, useTestApp } from '../../../../test/test-app';
import { auditLog, staffSessions } from '../../../db/schema';
import {
  FOREIGN_ORIGIN,
  LAST_OWNER,
  LINK_NOT_VALID,
  NOT_YOURSELF,
  OWNER_ONLY,
  STAFF_BAD_CREDENTIALS,
  STAFF_SIGN_IN_REQUIRED,
} from '../admin-messages';

const t = useTestApp();

const auditActions = async (entityId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map(
    (row) => row.action,
  );

describe('signing in to the back office', () => {
  it('sets an httpOnly, SameSite=Strict session cookie for the admin api and says who is signed in', async () => {
    const member = await addStaff(t, 'owner');
    const res = await adminCall(t, null, 'POST', '/api/admin/session', {
      email: member.email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, staff: { email: member.email, role: 'owner' } });
    const cookie = [res.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(
      /^souq_admin=[\w-]{43}; Max-Age=\d+; Path=\/api\/admin; HttpOnly; SameSite=Strict$/,
    );
    const me = await adminCall(
      t,
      { cookie: sessionCookie(res.headers['set-cookie']) },
      'GET',
      '/api/admin/session',
    );
    expect(me.json()).toMatchObject({ success: true, staff: { id: member.id, name: member.name } });
    expect(await auditActions(member.id)).toContain('session.sign-in');
  });

  it('refuses a wrong password and an unknown address alike, and records the failures', async () => {
    const member = await addStaff(t);
    for (const payload of [
      { email: member.email, password: 'not the password at all' },
      { email: 'nobody@littlesouq.test', password: STAFF_PASSWORD },
    ]) {
      const res = await adminCall(t, null, 'POST', '/api/admin/session', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: STAFF_BAD_CREDENTIALS });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await auditActions(member.id)).toEqual(['session.sign-in-failed']);
    const [unknown] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.staffEmail, 'nobody@littlesouq.test'));
    expect(unknown).toMatchObject({ action: 'session.sign-in-failed', staffId: null, ip: '127.0.0.1' });
  });

  it('checks the body: a missing password is a 400 naming it', async () => {
    const res = await adminCall(t, null, 'POST', '/api/admin/session', { email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Password is required.' });
  });

  it('signs out: the cookie is cleared and the session no longer opens anything', async () => {
    const login = await signedInStaff(t);
    const out = await adminCall(t, login, 'DELETE', '/api/admin/session');
    expect(out.json()).toEqual({ success: true, message: 'Signed out.' });
    expect([out.headers['set-cookie']].flat().join()).toMatch(/souq_admin=;/);
    const after = await adminCall(t, login, 'GET', '/api/admin/orders');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: STAFF_SIGN_IN_REQUIRED });
  });

  it('opens nothing for a shopper token, a made-up cookie or no session at all', async () => {
    const shopper = await addShopper(t);
    const attempts: Record<string, string>[] = [
      { token: shopper.token },
      { authorization: `Bearer ${shopper.token}` },
      { cookie: 'souq_admin=made-up-session-secret' },
      {},
    ];
    for (const headers of attempts) {
      for (const url of ['/api/admin/session', '/api/admin/orders', '/api/admin/audit', '/api/admin/staff']) {
        const res = await adminCall(t, null, 'GET', url, undefined, headers);
        expect(res.statusCode, url).toBe(401);
      }
    }
  });

  it('opens no shopper route with a staff session', async () => {
    const login = await signedInStaff(t, 'owner');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/userorders',
      headers: { cookie: login.cookie },
    });
    expect(res.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: login.cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a state-changing request from another site, signed in or not', async () => {
    const login = await signedInStaff(t, 'owner');
    const foreign = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
    ];
    for (const headers of foreign) {
      const res = await adminCall(
        t,
        login,
        'POST',
        '/api/admin/staff/invitations',
        { email: 'x@y.co', role: 'owner' },
        headers,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: FOREIGN_ORIGIN });
    }
    const noOriginCrossSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie: login.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(noOriginCrossSite.statusCode).toBe(403);
    // Reading is not refused by origin: a GET changes nothing.
    expect((await adminCall(t, login, 'GET', '/api/admin/session', undefined, foreign[0])).statusCode).toBe(
      200,
    );
    // The same origin as the Host header is this store, whatever PUBLIC_URL says.
    const sameHost = await adminCall(t, login, 'GET', '/api/admin/session', undefined, {
      origin: 'http://shop.test',
      host: 'shop.test',
    });
    expect(sameHost.statusCode).toBe(200);
  });

  it('ends a removed member’s live session at once', async () => {
    const owner = await signedInStaff(t, 'owner');
    const member = await signedInStaff(t);
    expect((await adminCall(t, member, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    const removed = await adminCall(t, owner, 'DELETE', `/api/admin/staff/${member.id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Staff member removed.' });
    expect((await adminCall(t, member, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    const sessions = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member.id));
    expect(sessions).toEqual([]);
    await expect(signIn(t, member.email)).rejects.toThrow(/sign-in failed/);
  });
});

describe('roles', () => {
  it('lets only owners manage staff', async () => {
    const member = await signedInStaff(t);
    const other = await addStaff(t);
    const calls = [
      adminCall(t, member, 'GET', '/api/admin/staff'),
      adminCall(t, member, 'POST', '/api/admin/staff/invitations', {
        email: 'new@littlesouq.test',
        role: 'staff',
      }),
      adminCall(t, member, 'PATCH', `/api/admin/staff/${other.id}`, { role: 'owner' }),
      adminCall(t, member, 'DELETE', `/api/admin/staff/${other.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
    }
    // Staff work the orders and read the log.
    expect((await adminCall(t, member, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await adminCall(t, member, 'GET', '/api/admin/audit')).statusCode).toBe(200);
  });

  it('keeps at least one owner, and no one removes themself', async () => {
    const app = await createTestApp();
    try {
      const ownerMember = await addStaff(app, 'owner');
      const owner = { ...ownerMember, cookie: await signIn(app, ownerMember.email) };
      const demote = await adminCall(app, owner, 'PATCH', `/api/admin/staff/${owner.id}`, { role: 'staff' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({ success: false, message: LAST_OWNER });
      const self = await adminCall(app, owner, 'DELETE', `/api/admin/staff/${owner.id}`);
      expect(self.json()).toEqual({ success: false, message: NOT_YOURSELF });
      const second = await addStaff(app, 'staff');
      const promoted = await adminCall(app, owner, 'PATCH', `/api/admin/staff/${second.id}`, {
        role: 'owner',
      });
      expect(promoted.json()).toMatchObject({ success: true, staff: { id: second.id, role: 'owner' } });
      const demoteNow = await adminCall(app, owner, 'PATCH', `/api/admin/staff/${owner.id}`, {
        role: 'staff',
      });
      expect(demoteNow.json()).toMatchObject({ success: true, staff: { role: 'staff' } });
      // Now a member of staff: the owner's pages are closed to them at once.
      expect((await adminCall(app, owner, 'GET', '/api/admin/staff')).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('answers 404 for an unknown member and 400 for an id that is not one', async () => {
    const owner = await signedInStaff(t, 'owner');
    const unknown = await adminCall(
      t,
      owner,
      'DELETE',
      '/api/admin/staff/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await adminCall(t, owner, 'PATCH', '/api/admin/staff/abc', { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Staff member not found.' });
  });
});

describe('invitations', () => {
  it('an owner invites; the link works once, signs the new member in, and is recorded', async () => {
    const owner = await signedInStaff(t, 'owner');
    const invited = await adminCall(t, owner, 'POST', '/api/admin/staff/invitations', {
      email: 'Noura@LittleSouq.test',
      role: 'staff',
    });
    expect(invited.statusCode).toBe(200);
    const { inviteUrl } = invited.json();
    expect(inviteUrl).toMatch(new RegExp(`^${STORE_ORIGIN}/admin/invite\\?token=[\\w-]{43}$`));
    const token = new URL(inviteUrl).searchParams.get('token') ?? '';

    const read = await adminCall(t, null, 'GET', `/api/admin/invitations/${token}`);
    expect(read.json()).toMatchObject({
      success: true,
      kind: 'invite',
      email: 'noura@littlesouq.test',
      role: 'staff',
    });

    const tooShort = await adminCall(t, null, 'POST', '/api/admin/invitations/accept', {
      token,
      name: 'Noura',
      password: 'short',
    });
    expect(tooShort.json()).toEqual({ success: false, message: 'Password must be at least 12 characters.' });

    const accepted = await adminCall(t, null, 'POST', '/api/admin/invitations/accept', {
      token,
      name: 'Noura',
      password: 'noura has a long password',
    });
    expect(accepted.json()).toMatchObject({
      success: true,
      staff: { email: 'noura@littlesouq.test', role: 'staff' },
    });
    const cookie = sessionCookie(accepted.headers['set-cookie']);
    expect((await adminCall(t, { cookie }, 'GET', '/api/admin/orders')).statusCode).toBe(200);

    const again = await adminCall(t, null, 'POST', '/api/admin/invitations/accept', {
      token,
      name: 'Someone else',
      password: 'another long password',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: LINK_NOT_VALID });
    expect((await adminCall(t, null, 'GET', `/api/admin/invitations/${token}`)).statusCode).toBe(404);

    const duplicate = await adminCall(t, owner, 'POST', '/api/admin/staff/invitations', {
      email: 'noura@littlesouq.test',
      role: 'owner',
    });
    expect(duplicate.statusCode).toBe(409);
    const actions = (await t.database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invite', 'staff.accept-invitation']));
  });

  it('accepts a link only once when two tabs race with it', async () => {
    const owner = await signedInStaff(t, 'owner');
    const { inviteUrl } = (
      await adminCall(t, owner, 'POST', '/api/admin/staff/invitations', {
        email: 'race@littlesouq.test',
        role: 'staff',
      })
    ).json();
    const token = new URL(inviteUrl).searchParams.get('token') ?? '';
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        adminCall(t, null, 'POST', '/api/admin/invitations/accept', {
          token,
          name: `Tab ${n}`,
          password: STAFF_PASSWORD,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('refuses a made-up token', async () => {
    const res = await adminCall(t, null, 'POST', '/api/admin/setup', {
      token: 'made-up',
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'a long enough password',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: LINK_NOT_VALID });
  });
});
