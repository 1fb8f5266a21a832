import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { staff, staffSessions } from '../../src/db/schema';
import { hashSecret } from '../../src/lib/one-time-token';
import { adminCall, type StaffLogin } from '../admin-test-kit';
import type { Shopper } from '../shopper-test-kit';
import type { TestApp } from '../test-app';
import { storedStaff } from './stored-staff';

/**
 * Every way of calling the back office without a live session of an active member; each must be answered
 * with the back office's sign-in refusal. Sessions are rows (decision 015), so the cookies of ended ones are
 * here too: signed out, idle past their expiry, past their 7 days, and of a removed member.
 */
export const REFUSED_STAFF_CREDENTIALS = [
  'no cookie',
  'a made-up session cookie',
  'an empty session cookie',
  'a live session cookie with one character changed',
  'the stored hash of a live session as the cookie',
  'a live session under another cookie name',
  'a signed-out session’s cookie',
  'the cookie of a session idle past its expiry',
  'the cookie of a session older than 7 days',
  'a removed member’s cookie',
  'a removed member’s cookie whose session row was left behind',
  'a shopper’s token',
  'a shopper’s bearer token',
  'a shopper’s token as the session cookie',
] as const;
type RefusedStaffCredential = (typeof REFUSED_STAFF_CREDENTIALS)[number];

const secretOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const hashOf = (cookie: string) => hashSecret(secretOf(cookie));

/** The headers of each refused credential. `owner` is a live owner's session; `shopper` a real shopper. */
export async function staffCredentialHeaders(
  t: TestApp,
  owner: StaffLogin,
  shopper: Shopper,
): Promise<Record<RefusedStaffCredential, Record<string, string>>> {
  const db = t.database.db;
  const stored = storedStaff(t);
  /** A member signed in, whose session the database then ages or whose row it marks removed. */
  const changedSession = async (change: (login: StaffLogin) => Promise<unknown>) => {
    const login = await stored.signedIn();
    await change(login);
    return login.cookie;
  };
  const secret = secretOf(owner.cookie);
  const changed = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
  const signedOut = await stored.sessionOf(owner.id);
  await adminCall(t, { cookie: signedOut }, 'DELETE', '/api/admin/session');
  const idle = await changedSession((login) =>
    db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffSessions.tokenHash, hashOf(login.cookie))),
  );
  const old = await changedSession((login) =>
    db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(staffSessions.tokenHash, hashOf(login.cookie))),
  );
  const removed = await changedSession((login) =>
    adminCall(t, owner, 'DELETE', `/api/admin/staff/${login.id}`),
  );
  const removedRowLeft = await changedSession((login) =>
    db.update(staff).set({ removedAt: sql`now()` }).where(eq(staff.id, login.id)),
  );
  return {
    'no cookie': {},
    'a made-up session cookie': { cookie: `souq_admin=${randomBytes(32).toString('base64url')}` },
    'an empty session cookie': { cookie: 'souq_admin=' },
    'a live session cookie with one character changed': { cookie: `souq_admin=${changed}` },
    'the stored hash of a live session as the cookie': { cookie: `souq_admin=${hashSecret(secret)}` },
    'a live session under another cookie name': { cookie: `souq_session=${secret}` },
    'a signed-out session’s cookie': { cookie: signedOut },
    'the cookie of a session idle past its expiry': { cookie: idle },
    'the cookie of a session older than 7 days': { cookie: old },
    'a removed member’s cookie': { cookie: removed },
    'a removed member’s cookie whose session row was left behind': { cookie: removedRowLeft },
    'a shopper’s token': { token: shopper.token },
    'a shopper’s bearer token': { authorization: `Bearer ${shopper.token}` },
    'a shopper’s token as the session cookie': { cookie: `souq_admin=${shopper.token}` },
  };
}
