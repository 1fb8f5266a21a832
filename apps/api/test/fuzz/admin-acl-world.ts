import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { orders } from '../../src/db/schema';
import { newSecret } from '../../src/modules/admin/staff/one-time-token';
import { createStaffRepo } from '../../src/modules/admin/staff/staff-repo';
import { adminCall, cashOrders, STAFF_PASSWORD, type StaffLogin } from '../admin-test-kit';
import { setStatus } from '../order-test-kit';
import type { TestApp } from '../test-app';
import { storedStaff } from './stored-staff';

/** A back-office request: its url, its body, and the session cookie it needs of its own, if any. */
export interface AdminRequest {
  url?: string;
  body?: object;
  /** A cookie to send instead of the caller's (signing out, or a member part-way through two-factor). */
  cookie?: string;
}

let counter = 0;
const uniqueEmail = (what: string) => {
  counter += 1;
  return `${what}${counter}@littlesouq.test`;
};

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** A one-time link stored as the service stores one (only its hash), answering the token. */
export async function storedLink(
  t: TestApp,
  kind: 'setup' | 'invite',
  { email = null as string | null, expiresInMs = 60 * 60_000 } = {},
): Promise<string> {
  const { secret, hash } = newSecret();
  await createStaffRepo(t.database.db).insertInvite({
    tokenHash: hash,
    kind,
    email: kind === 'invite' ? (email ?? uniqueEmail('invited')) : null,
    role: kind === 'setup' ? 'owner' : 'staff',
    invitedBy: null,
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return secret;
}

async function ok(res: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string) {
  const answer = await res;
  expect(answer.statusCode, `${what}: ${answer.body}`).toBe(200);
  return answer.json() as Record<string, string>;
}

/** A signed-in member in the middle of turning two-factor sign-in on: their cookie and the secret shown. */
async function settingUpTwoFactor(
  t: TestApp,
  stored: ReturnType<typeof storedStaff>,
): Promise<{ cookie: string; secret: string }> {
  const member = await stored.signedIn();
  const { secret = '' } = await ok(adminCall(t, member, 'POST', '/api/admin/two-factor/setup'), 'setting up');
  return { cookie: member.cookie, secret };
}

/**
 * For each back-office route, a request an owner's session gets a 200 for, built fresh so a removal, a
 * sign-out, a link or a move has something of its own to act on. `owner` makes what only an owner can (an
 * invitation); `caller` is who will send it.
 */
export function adminRequests(t: TestApp, owner: StaffLogin) {
  const stored = storedStaff(t);
  const placeCash = cashOrders(t);
  const totalOf = async (orderId: string) => {
    const [row] = await t.database.db
      .select({ fils: orders.amountFils })
      .from(orders)
      .where(eq(orders.id, orderId));
    return (row?.fils ?? 0) / 100;
  };
  let readOrderId: string | undefined;
  const readOrder = async () => {
    readOrderId ??= (await placeCash()).orderId;
    return readOrderId;
  };
  const invitation = async () =>
    new URL(
      (
        await ok(
          adminCall(t, owner, 'POST', '/api/admin/staff/invitations', {
            email: uniqueEmail('invitee'),
            role: 'staff',
          }),
          'inviting',
        )
      ).inviteUrl ?? '',
    ).searchParams.get('token') ?? '';

  const requests: Record<string, (caller: StaffLogin) => Promise<AdminRequest>> = {
    'POST /api/admin/session': async (caller) => ({
      body: { email: caller.email, password: STAFF_PASSWORD },
    }),
    'GET /api/admin/session': async () => ({}),
    // A session of its own to end, so the caller's stays open.
    'DELETE /api/admin/session': async (caller) => ({ cookie: await stored.sessionOf(caller.id) }),
    'GET /api/admin/invitations/:token': async () => ({
      url: `/api/admin/invitations/${await invitation()}`,
    }),
    'POST /api/admin/setup': async () => ({
      body: {
        token: await storedLink(t, 'setup'),
        name: 'New Owner',
        email: uniqueEmail('setup'),
        password: STAFF_PASSWORD,
      },
    }),
    'POST /api/admin/invitations/accept': async () => ({
      body: { token: await invitation(), name: 'New Member', password: STAFF_PASSWORD },
    }),
    'GET /api/admin/staff': async () => ({}),
    'POST /api/admin/staff/invitations': async () => ({
      body: { email: uniqueEmail('invitee'), role: 'staff' },
    }),
    'PATCH /api/admin/staff/:id': async () => ({
      url: `/api/admin/staff/${(await stored.member()).id}`,
      body: { role: 'owner' },
    }),
    'DELETE /api/admin/staff/:id': async () => ({ url: `/api/admin/staff/${(await stored.member()).id}` }),
    'POST /api/admin/two-factor/setup': async () => ({}),
    'POST /api/admin/two-factor/confirm': async () => {
      const { cookie, secret } = await settingUpTwoFactor(t, stored);
      return { cookie, body: { code: codeFor(secret) } };
    },
    'POST /api/admin/two-factor/disable': async () => {
      const { cookie, secret } = await settingUpTwoFactor(t, stored);
      await ok(
        adminCall(t, { cookie }, 'POST', '/api/admin/two-factor/confirm', { code: codeFor(secret) }),
        'turning two-factor sign-in on',
      );
      // The confirming code's step is used: turning it off takes a later one.
      return { cookie, body: { code: codeFor(secret, 1) } };
    },
    'GET /api/admin/settings': async () => ({}),
    'PUT /api/admin/settings': async () => ({ body: { ownersRequireTwoFactor: false } }),
    'GET /api/admin/orders': async () => ({}),
    'GET /api/admin/orders/:id': async () => ({ url: `/api/admin/orders/${await readOrder()}` }),
    'POST /api/admin/orders/:id/status': async () => ({
      url: `/api/admin/orders/${(await placeCash()).orderId}/status`,
      body: { status: 'Packing' },
    }),
    'POST /api/admin/orders/bulk-status': async () => ({
      body: { orderIds: [(await placeCash()).orderId], status: 'Packing' },
    }),
    'POST /api/admin/orders/:id/cash-collected': async () => {
      const { orderId } = await placeCash();
      await setStatus(t, orderId, 'Delivered');
      return {
        url: `/api/admin/orders/${orderId}/cash-collected`,
        body: { amount: await totalOf(orderId) },
      };
    },
    'POST /api/admin/orders/:id/notes': async () => ({
      url: `/api/admin/orders/${await readOrder()}/notes`,
      body: { text: 'Called the shopper.' },
    }),
    'GET /api/admin/dashboard': async () => ({}),
    'GET /api/admin/audit': async () => ({}),
  };
  return requests;
}
