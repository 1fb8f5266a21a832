import { eq, sql } from 'drizzle-orm';
import { staff, staffInvites } from '../../src/db/schema';
import { hashSecret } from '../../src/lib/one-time-token';
import { adminCall, STAFF_PASSWORD, type StaffLogin } from '../admin-test-kit';
import type { TestApp } from '../test-app';
import { type AdminRequest, storedLink } from './admin-acl-world';
import { storedStaff } from './stored-staff';

/** What the open routes are sent instead of a member's password or a link handed out (each is refused). */
const FORGED_SIGN_INS = [
  'a wrong password',
  'an address no member has',
  'the stored password hash as the password',
  'a removed member’s own password',
] as const;
const FORGED_TOKENS = [
  'a made-up token',
  'the stored hash of a live link',
  'a used link',
  'an expired link',
] as const;

/** The forged inputs of each open route; the first of each is the one tried with every kind of cookie. */
export const FORGED_INPUTS: Record<string, readonly string[]> = {
  'POST /api/admin/session': FORGED_SIGN_INS,
  'GET /api/admin/invitations/:token': FORGED_TOKENS,
  // A link works only for what it was made for: the first owner's setup, or joining as invited.
  'POST /api/admin/setup': [...FORGED_TOKENS, 'an invitation link'],
  'POST /api/admin/invitations/accept': [...FORGED_TOKENS, 'the first owner’s setup link'],
};

let counter = 0;

/** Builds the forged inputs in `t`'s store: links made, used and expired, a member removed. */
export async function forgedInputs(t: TestApp, owner: StaffLogin) {
  const db = t.database.db;
  const [stored] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, owner.id));
  const removed = await storedStaff(t).member();
  await adminCall(t, owner, 'DELETE', `/api/admin/staff/${removed.id}`);
  const invite = await storedLink(t, 'invite');
  const setup = await storedLink(t, 'setup');
  const used = await storedLink(t, 'invite');
  await db
    .update(staffInvites)
    .set({ usedAt: sql`now()` })
    .where(eq(staffInvites.tokenHash, hashSecret(used)));
  const expired = await storedLink(t, 'invite', { expiresInMs: -60_000 });

  const signIns: Record<(typeof FORGED_SIGN_INS)[number], object> = {
    'a wrong password': { email: owner.email, password: 'not the owner’s password' },
    'an address no member has': { email: 'nobody@littlesouq.test', password: STAFF_PASSWORD },
    'the stored password hash as the password': { email: owner.email, password: stored?.hash ?? '' },
    'a removed member’s own password': { email: removed.email, password: STAFF_PASSWORD },
  };
  const tokens: Record<string, string> = {
    'a made-up token': 'made-up-link-token',
    'the stored hash of a live link': hashSecret(invite),
    'a used link': used,
    'an expired link': expired,
    'an invitation link': invite,
    'the first owner’s setup link': setup,
  };
  const withToken: Record<string, (token: string) => AdminRequest> = {
    'GET /api/admin/invitations/:token': (token) => ({ url: `/api/admin/invitations/${token}` }),
    'POST /api/admin/setup': (token) => {
      counter += 1;
      const email = `forged.setup${counter}@littlesouq.test`;
      return { body: { token, name: 'Mallory', email, password: STAFF_PASSWORD } };
    },
    'POST /api/admin/invitations/accept': (token) => ({
      body: { token, name: 'Mallory', password: STAFF_PASSWORD },
    }),
  };

  return (route: string, what: string): AdminRequest => {
    if (route === 'POST /api/admin/session') return { body: signIns[what as keyof typeof signIns] };
    const token = tokens[what];
    const request = withToken[route];
    if (token === undefined || !request) throw new Error(`no forged input: ${route}, ${what}`);
    return request(token);
  };
}
