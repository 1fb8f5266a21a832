import { adminProductResponseSchema } from '@souq/shared/schemas/admin-products';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { orders, searchSynonyms } from '../../src/db/schema';
import { newSecret } from '../../src/lib/one-time-token';
import { createStaffRepo } from '../../src/modules/admin/staff/staff-repo';
import { adminCall, cashOrders, STAFF_PASSWORD, type StaffLogin } from '../admin-test-kit';
import { productRow, productsFile } from '../csv-test-kit';
import { addCode, newCodeName } from '../discount-test-kit';
import { setStatus } from '../order-test-kit';
import { confirmationOf, giveUp } from '../outbox-test-kit';
import { newProductInput } from '../product-test-kit';
import type { TestApp } from '../test-app';
import { picture, uploadForm } from '../upload-test-kit';
import { storedStaff } from './stored-staff';
import { EVERY_DAY, invoicedOrder, ONE_UNIT_BACK, SELLER_IDENTITY } from './tax-document-world';

/** A back-office request: its url, its body, and the session cookie it needs of its own, if any. */
export interface AdminRequest {
  url?: string;
  /** JSON, a multipart form's bytes, or a CSV file's text. */
  body?: object | string;
  /** A cookie to send instead of the caller's (signing out, or a member part-way through two-factor). */
  cookie?: string;
  /** Headers the body needs (a multipart form's Content-Type and boundary). */
  headers?: Record<string, string>;
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
  const customerOf = async (orderId: string) => {
    const [row] = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.userId ?? '';
  };
  let readOrderId: string | undefined;
  const readOrder = async () => {
    readOrderId ??= (await placeCash()).orderId;
    return readOrderId;
  };
  /** A delivered, paid order of its own: its cash recorded by the owner, which issues its invoice. */
  const paidOrder = async () => {
    const { orderId } = await placeCash();
    return { orderId, invoiceNumber: await invoicedOrder(t, owner, orderId) };
  };
  /** One invoice every PDF request reads, so its PDF is drawn once and then answered as kept. */
  let readInvoice: Promise<string> | undefined;
  const invoiceToRead = () => {
    readInvoice ??= paidOrder().then((paid) => paid.invoiceNumber);
    return readInvoice;
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

  /** A failed e-mail of its own for each retry: a new order's confirmation, given up on. */
  const failedMessage = async () => {
    const id = await confirmationOf(t, (await placeCash()).orderId);
    await giveUp(t, id);
    return id;
  };

  /** Two terms no other group holds, as search reads them: "aclsyn1a", "aclsyn1b"… */
  const newSynonymTerms = () => {
    counter += 1;
    return [`aclsyn${counter}a`, `aclsyn${counter}b`];
  };
  /** A synonym group of its own for each request that changes or deletes one. */
  const aSynonymGroup = async () => {
    const [row] = await t.database.db
      .insert(searchSynonyms)
      .values({ terms: newSynonymTerms() })
      .returning({ id: searchSynonyms.id });
    return row?.id ?? '';
  };

  /** A product of its own for each request that changes one, with the input that made it. */
  const aProduct = async () => {
    const input = newProductInput();
    const made = await adminCall(t, owner, 'POST', '/api/admin/products', input);
    expect(made.statusCode, `adding a product: ${made.body}`).toBe(201);
    return { id: adminProductResponseSchema.parse(made.json()).product.id, input };
  };

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
    'GET /api/admin/settings/seller': async () => ({}),
    'PUT /api/admin/settings/seller': async () => ({ body: SELLER_IDENTITY }),
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
    // An order of its own each time: its one unit can come back once.
    'POST /api/admin/orders/:id/returns': async () => ({
      url: `/api/admin/orders/${(await paidOrder()).orderId}/returns`,
      body: ONE_UNIT_BACK,
    }),
    'GET /api/admin/dashboard': async () => ({}),
    'GET /api/admin/audit': async () => ({}),
    'POST /api/admin/uploads': async () => {
      const { payload, contentType } = await uploadForm([{ bytes: await picture('png', 64, 48) }]);
      return { body: payload, headers: { 'content-type': contentType } };
    },
    'GET /api/admin/discounts': async () => ({}),
    'GET /api/admin/discounts/:code': async () => ({ url: '/api/admin/discounts/FIRSTDAY' }),
    'POST /api/admin/discounts': async () => ({ body: { code: newCodeName('ACL'), percent: 10 } }),
    // A code of its own, so pausing it never touches the seeded ones.
    'PUT /api/admin/discounts/:code': async () => ({
      url: `/api/admin/discounts/${await addCode(t)}`,
      body: { percent: 12, usageLimit: 5, minOrder: 50, active: false },
    }),
    'GET /api/admin/search-synonyms': async () => ({}),
    'POST /api/admin/search-synonyms': async () => ({ body: { terms: newSynonymTerms() } }),
    'PUT /api/admin/search-synonyms/:id': async () => ({
      url: `/api/admin/search-synonyms/${await aSynonymGroup()}`,
      body: { terms: newSynonymTerms() },
    }),
    'DELETE /api/admin/search-synonyms/:id': async () => ({
      url: `/api/admin/search-synonyms/${await aSynonymGroup()}`,
    }),
    'GET /api/admin/customers': async () => ({}),
    'GET /api/admin/customers/:id': async () => ({
      url: `/api/admin/customers/${await customerOf(await readOrder())}`,
    }),
    'GET /api/admin/products': async () => ({}),
    'GET /api/admin/products/:id': async () => ({ url: `/api/admin/products/${(await aProduct()).id}` }),
    'POST /api/admin/products': async () => ({ body: newProductInput() }),
    'PUT /api/admin/products/:id': async () => {
      const { id, input } = await aProduct();
      return { url: `/api/admin/products/${id}`, body: { ...input, name: 'Renamed by the access check' } };
    },
    'POST /api/admin/products/:id/archive': async () => ({
      url: `/api/admin/products/${(await aProduct()).id}/archive`,
      body: { archived: true },
    }),
    'POST /api/admin/stock': async () => ({
      body: {
        productId: (await aProduct()).id,
        colorName: 'Coral',
        size: '100',
        delta: 2,
        reason: 'received',
      },
    }),
    'GET /api/admin/stock/movements': async () => ({
      url: `/api/admin/stock/movements?productId=${(await aProduct()).id}`,
    }),
    'GET /api/admin/stock/settings': async () => ({}),
    'PUT /api/admin/stock/settings': async () => ({ body: { lowStockThreshold: 3 } }),
    'GET /api/admin/export/orders.csv': async () => ({
      url: '/api/admin/export/orders.csv?from=2020-01-01&to=2100-12-31',
    }),
    'GET /api/admin/export/products.csv': async () => ({}),
    'GET /api/admin/tax-documents': async () => ({ url: `/api/admin/tax-documents?${EVERY_DAY}` }),
    'GET /api/admin/tax-documents/export': async () => ({
      url: `/api/admin/tax-documents/export?${EVERY_DAY}`,
    }),
    'GET /api/admin/tax-documents/:number/pdf': async () => ({
      url: `/api/admin/tax-documents/${await invoiceToRead()}/pdf`,
    }),
    'GET /api/admin/outbox': async () => ({}),
    'GET /api/admin/outbox/:id': async () => ({
      url: `/api/admin/outbox/${await confirmationOf(t, await readOrder())}`,
    }),
    'POST /api/admin/outbox/:id/retry': async () => ({
      url: `/api/admin/outbox/${await failedMessage()}/retry`,
    }),
    // A product of its own each time, so the owner's apply has something to create.
    'POST /api/admin/import/products': async () => ({
      url: '/api/admin/import/products?mode=apply',
      body: productsFile([productRow()]),
      headers: { 'content-type': 'text/csv' },
    }),
  };
  return requests;
}
