import { and, eq, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { JsonValue } from 'fast-check';
import { Secret, TOTP } from 'otpauth';
import {
  discountCodes,
  orders,
  products,
  searchSynonyms,
  staff,
  staffInvites,
  staffSessions,
} from '../../src/db/schema';
import { hashSecret } from '../../src/lib/one-time-token';
import { ensureFirstOwner } from '../../src/modules/admin/staff/first-owner';
import { SESSION_IDLE_MS } from '../../src/modules/admin/staff/staff-sessions';
import { newTotpSecret } from '../../src/modules/admin/staff/totp';
import { addStaff, adminCall, STAFF_PASSWORD, STORE_ORIGIN, signIn } from '../admin-test-kit';
import { productRow, productsFile } from '../csv-test-kit';
import { addCode } from '../discount-test-kit';
import { setStatus } from '../order-test-kit';
import { confirmationOf, giveUp } from '../outbox-test-kit';
import { newProductInput } from '../product-test-kit';
import type { TestApp } from '../test-app';
import { type Endpoint, endpointName, readsBody } from './endpoints';
import { invoicedOrder, ONE_UNIT_BACK, SELLER_IDENTITY } from './tax-document-world';

/** A valid request to one back-office route, and the session cookie it carries. */
export interface BackOfficeRequest {
  url: string;
  body: JsonValue | undefined;
  cookie: string;
}

/**
 * A back office with one of everything its routes name: a signed-in owner, a member to change and one to
 * remove, a signed-in member who turns two-factor sign-in on and off, an open invitation and the first owner's
 * setup link, orders to read, move and record cash on, and a delivered, paid order to take returns of, with
 * its tax invoice.
 */
export interface BackOffice {
  /** The signed-in owner's `Cookie` header. */
  ownerCookie: string;
  /** The tax invoice of the order returns are taken of: the shopper who placed the orders owns it. */
  invoiceNumber: string;
  valid(endpoint: Pick<Endpoint, 'method' | 'route'>): BackOfficeRequest;
  /**
   * What puts back what an accepted request to the endpoint used up, so every case meets the same back office
   * and a valid request is accepted again: the signed-out session, the removed member, a used link and the
   * member it made, the moved order, the cash. Undefined for an endpoint that uses nothing up.
   */
  restorer(endpoint: Pick<Endpoint, 'method' | 'route'>): (() => Promise<void>) | undefined;
}

const TWO_FACTOR_CODE_ROUTES = new Set([
  'POST /api/admin/two-factor/confirm',
  'POST /api/admin/two-factor/disable',
]);
const SETUP_EMAIL = 'fuzz.setup@littlesouq.test';
const JOINER_EMAIL = 'fuzz.joiner@littlesouq.test';
/** The code the fuzz creates (put back by deleting it) and the one it edits. */
const NEW_CODE = 'FUZZNEW';
const EDITED_CODE = 'FUZZEDIT';
/** The synonym group the fuzz edits and the one it deletes (put back after each accepted delete). */
const EDITED_SYNONYMS = ['fuzzedit', 'fuzzedited'];
const DELETED_SYNONYMS = ['fuzzdelete', 'fuzzdeleted'];
/** What the world's cash orders come to: one unit at 20 AED and the 25 AED delivery (acl-world's plainOrder). */
const ORDER_TOTAL_AED = 45;
/**
 * The units of the order returns are taken of, one at a time: a credit note cannot be taken back (tax
 * documents are never changed or deleted), so the order holds enough for every accepted return of a run.
 */
const RETURNABLE_UNITS = 99;

/** The code an authenticator app shows now for `secret`. */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const secretOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/**
 * Builds the back office in `t`'s store. `placeCashOrder` places a cash order (Order Placed) of one unit, or of
 * `units`, and answers its id; `readOrderId` is an order the requests only read and annotate.
 */
export async function createBackOffice(
  t: TestApp,
  placeCashOrder: (units?: number) => Promise<string>,
  readOrderId: string,
): Promise<BackOffice> {
  const db = t.database.db;
  // Before any owner exists: the link is made only while the store has none (first-owner.ts).
  const setup = await ensureFirstOwner(db, null, STORE_ORIGIN);
  const setupToken = tokenOf(setup.setupUrl ?? '');
  const owner = await addStaff(t, 'owner');
  const ownerCookie = await signIn(t, owner.email);
  // Signing out ends a session: it gets one of its own, so the owner's stays open for every other route.
  const signOutCookie = await signIn(t, owner.email);
  const member = await addStaff(t);
  const leaver = await addStaff(t);
  // Not the owner: with two-factor sign-in on, the owner's sign-in would need a code too.
  const twoFactor = await addStaff(t);
  const twoFactorCookie = await signIn(t, twoFactor.email);
  const totpSecret = newTotpSecret();
  const invited = await adminCall(t, { cookie: ownerCookie }, 'POST', '/api/admin/staff/invitations', {
    email: JOINER_EMAIL,
    role: 'staff',
  });
  if (invited.statusCode !== 200) throw new Error(`inviting failed: ${invited.body}`);
  const inviteToken = tokenOf(invited.json().inviteUrl);
  const movingOrderId = await placeCashOrder();
  const deliveredOrderId = await placeCashOrder();
  await setStatus(t, deliveredOrderId, 'Delivered');
  const returnOrderId = await placeCashOrder(RETURNABLE_UNITS);
  const invoiceNumber = await invoicedOrder(t, { cookie: ownerCookie }, returnOrderId);
  await addCode(t, { percent: 10 }, EDITED_CODE);

  // A synonym group to edit and one to delete; the groups there are now are the world's (the rest, added by the
  // fuzz, go again before each case of adding one).
  const [editedGroup, deletedGroup] = await db
    .insert(searchSynonyms)
    .values([{ terms: EDITED_SYNONYMS }, { terms: DELETED_SYNONYMS }])
    .returning();
  if (!editedGroup || !deletedGroup) throw new Error('adding the synonym groups failed');
  const worldGroupIds = (await db.select({ id: searchSynonyms.id }).from(searchSynonyms)).map(
    (row) => row.id,
  );

  // A product to read, edit, archive and stock, and the input that made it; and one to add again and again.
  const productInput = newProductInput();
  const madeProduct = await adminCall(
    t,
    { cookie: ownerCookie },
    'POST',
    '/api/admin/products',
    productInput,
  );
  if (madeProduct.statusCode !== 201) throw new Error(`adding a product failed: ${madeProduct.body}`);
  const productId: string = madeProduct.json().product.id;
  const addedInput = newProductInput();

  // The delivered order's confirmation, given up on, for Retry (put back after each accepted retry).
  const readMessageId = await confirmationOf(t, readOrderId);
  const failedMessageId = await confirmationOf(t, deliveredOrderId);
  await giveUp(t, failedMessageId);

  const [readOrder] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, readOrderId));
  const urls: Record<string, string> = {
    'GET /api/admin/products/:id': `/api/admin/products/${productId}`,
    'PUT /api/admin/products/:id': `/api/admin/products/${productId}`,
    'POST /api/admin/products/:id/archive': `/api/admin/products/${productId}/archive`,
    'GET /api/admin/stock/movements': `/api/admin/stock/movements?productId=${productId}`,
    'GET /api/admin/customers/:id': `/api/admin/customers/${readOrder?.userId ?? ''}`,
    'GET /api/admin/invitations/:token': `/api/admin/invitations/${inviteToken}`,
    'PATCH /api/admin/staff/:id': `/api/admin/staff/${member.id}`,
    'DELETE /api/admin/staff/:id': `/api/admin/staff/${leaver.id}`,
    'GET /api/admin/orders/:id': `/api/admin/orders/${readOrderId}`,
    'POST /api/admin/orders/:id/status': `/api/admin/orders/${movingOrderId}/status`,
    'POST /api/admin/orders/:id/cash-collected': `/api/admin/orders/${deliveredOrderId}/cash-collected`,
    'POST /api/admin/orders/:id/notes': `/api/admin/orders/${readOrderId}/notes`,
    'POST /api/admin/orders/:id/returns': `/api/admin/orders/${returnOrderId}/returns`,
    'GET /api/admin/discounts/:code': `/api/admin/discounts/${EDITED_CODE}`,
    'GET /api/admin/export/orders.csv': '/api/admin/export/orders.csv?from=2020-01-01&to=2100-12-31',
    // The valid import writes its product the first time and finds it unchanged after.
    'POST /api/admin/import/products': '/api/admin/import/products?mode=apply',
    'PUT /api/admin/discounts/:code': `/api/admin/discounts/${EDITED_CODE}`,
    'PUT /api/admin/search-synonyms/:id': `/api/admin/search-synonyms/${editedGroup.id}`,
    'DELETE /api/admin/search-synonyms/:id': `/api/admin/search-synonyms/${deletedGroup.id}`,
    'GET /api/admin/outbox/:id': `/api/admin/outbox/${readMessageId}`,
    'POST /api/admin/outbox/:id/retry': `/api/admin/outbox/${failedMessageId}/retry`,
    // The first accepted request draws the PDF; the rest answer it as kept.
    'GET /api/admin/tax-documents/:number/pdf': `/api/admin/tax-documents/${invoiceNumber}/pdf`,
  };
  const bodies: Record<string, JsonValue> = {
    'POST /api/admin/products': addedInput,
    'PUT /api/admin/products/:id': productInput,
    'POST /api/admin/products/:id/archive': { archived: false },
    'POST /api/admin/stock': { productId, colorName: 'Coral', size: '100', set: 4, reason: 'counted' },
    'PUT /api/admin/stock/settings': { lowStockThreshold: 3 },
    'POST /api/admin/import/products': productsFile([
      productRow({
        SKU: 'FUZZ-CSV-1',
        'Sub-SKU': 'FUZZ-CSV-1-SAND-110',
        Name: 'فستان الاختبار',
        'Name (Arabic)': 'فستان الاختبار',
        'Colour (Arabic)': 'رملي',
      }),
    ]),
    'POST /api/admin/session': { email: owner.email, password: STAFF_PASSWORD },
    'POST /api/admin/setup': {
      token: setupToken,
      name: 'Fuzz Owner',
      email: SETUP_EMAIL,
      password: STAFF_PASSWORD,
    },
    'POST /api/admin/invitations/accept': {
      token: inviteToken,
      name: 'Fuzz Joiner',
      password: STAFF_PASSWORD,
    },
    'POST /api/admin/staff/invitations': { email: 'fuzz.invitee@littlesouq.test', role: 'staff' },
    'PATCH /api/admin/staff/:id': { role: 'owner' },
    'PUT /api/admin/settings': { ownersRequireTwoFactor: false },
    'PUT /api/admin/settings/seller': SELLER_IDENTITY,
    'POST /api/admin/orders/:id/status': { status: 'Packing', note: 'Packed at the warehouse' },
    'POST /api/admin/orders/bulk-status': { orderIds: [movingOrderId], status: 'Packing' },
    'POST /api/admin/orders/:id/cash-collected': { amount: ORDER_TOTAL_AED },
    'POST /api/admin/orders/:id/notes': { text: 'The shopper asked for a call before delivery.' },
    'POST /api/admin/orders/:id/returns': ONE_UNIT_BACK,
    'POST /api/admin/discounts': {
      code: NEW_CODE,
      percent: 15,
      startsAt: '2030-01-01T00:00:00+04:00',
      endsAt: '2030-02-01T00:00:00+04:00',
      usageLimit: 50,
      oncePerShopper: true,
      minOrder: 100,
      active: true,
    },
    'POST /api/admin/search-synonyms': { terms: ['fuzznew', 'Fuzz New', 'فزنيو'] },
    'PUT /api/admin/search-synonyms/:id': { terms: [...EDITED_SYNONYMS, 'فزاديت'] },
    'PUT /api/admin/discounts/:code': {
      percent: 20,
      startsAt: null,
      endsAt: null,
      usageLimit: 10,
      oncePerShopper: false,
      minOrder: 49.5,
      active: false,
    },
  };

  /** The two-factor member's secret is being set up (`on` false), or on, and no code of it used yet. */
  const twoFactorState = async (on: boolean) => {
    await db
      .update(staff)
      .set({
        totpSecret: on ? totpSecret : null,
        totpPendingSecret: on ? null : totpSecret,
        totpLastStep: null,
      })
      .where(eq(staff.id, twoFactor.id));
  };
  /** A link is unused again, and the member it made (by address) is gone, so the link can make them again. */
  const reopenLink = async (token: string, email: string) => {
    await db
      .update(staff)
      .set({ removedAt: sql`now()` })
      .where(and(eq(staff.email, email), isNull(staff.removedAt)));
    await db
      .update(staffInvites)
      .set({ usedAt: null })
      .where(and(eq(staffInvites.tokenHash, hashSecret(token)), isNotNull(staffInvites.usedAt)));
  };
  /** The world's product as it was made, on sale. */
  const restoreProduct = async () => {
    await adminCall(t, { cookie: ownerCookie }, 'PUT', `/api/admin/products/${productId}`, productInput);
    await adminCall(t, { cookie: ownerCookie }, 'POST', `/api/admin/products/${productId}/archive`, {
      archived: false,
    });
  };
  const restorers: Record<string, () => Promise<void>> = {
    // The added product goes again, so adding it is accepted again.
    'POST /api/admin/products': async () => {
      await db.delete(products).where(eq(products.sku, addedInput.sku));
    },
    'PUT /api/admin/products/:id': restoreProduct,
    'POST /api/admin/products/:id/archive': restoreProduct,
    'DELETE /api/admin/session': async () => {
      await db
        .insert(staffSessions)
        .values({
          tokenHash: hashSecret(secretOf(signOutCookie)),
          staffId: owner.id,
          expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
        })
        .onConflictDoNothing();
    },
    'DELETE /api/admin/staff/:id': async () => {
      await db.update(staff).set({ removedAt: null }).where(eq(staff.id, leaver.id));
    },
    'POST /api/admin/two-factor/confirm': () => twoFactorState(false),
    'POST /api/admin/two-factor/disable': () => twoFactorState(true),
    'POST /api/admin/setup': () => reopenLink(setupToken, SETUP_EMAIL),
    'POST /api/admin/invitations/accept': () => reopenLink(inviteToken, JOINER_EMAIL),
    'POST /api/admin/orders/:id/status': () => backToPlaced(t, movingOrderId),
    'POST /api/admin/orders/bulk-status': () => backToPlaced(t, movingOrderId),
    'POST /api/admin/orders/:id/cash-collected': async () => {
      await db
        .update(orders)
        .set({ cashCollectedFils: null, cashCollectedAt: null, payment: false })
        .where(and(eq(orders.id, deliveredOrderId), isNotNull(orders.cashCollectedFils)));
    },
    'POST /api/admin/outbox/:id/retry': () => giveUp(t, failedMessageId),
    // Groups the fuzz added go again, so their words are free to add once more.
    'POST /api/admin/search-synonyms': async () => {
      await db.delete(searchSynonyms).where(notInArray(searchSynonyms.id, worldGroupIds));
    },
    'PUT /api/admin/search-synonyms/:id': async () => {
      await db
        .update(searchSynonyms)
        .set({ terms: editedGroup.terms, updatedAt: editedGroup.updatedAt })
        .where(eq(searchSynonyms.id, editedGroup.id));
    },
    'DELETE /api/admin/search-synonyms/:id': async () => {
      const { id, terms, createdAt, updatedAt } = deletedGroup;
      await db.insert(searchSynonyms).values({ id, terms, createdAt, updatedAt }).onConflictDoNothing();
    },
    // The new code is gone again, so its name is free to make once more (no order uses it).
    'POST /api/admin/discounts': async () => {
      await db.delete(discountCodes).where(eq(discountCodes.code, NEW_CODE));
    },
  };

  return {
    ownerCookie,
    invoiceNumber,
    valid: (endpoint) => {
      const name = endpointName(endpoint);
      const twoFactorRoute = TWO_FACTOR_CODE_ROUTES.has(name);
      // The code is made when the endpoint's cases are drawn, so it is current while they run (a code is good
      // for 30 seconds either side, totp.ts); each case meets its member with no code used (restorers).
      const body = twoFactorRoute ? { code: codeFor(totpSecret) } : bodies[name];
      return {
        url: urls[name] ?? endpoint.route,
        body: readsBody(endpoint) ? (body ?? {}) : undefined,
        cookie: twoFactorRoute
          ? twoFactorCookie
          : name === 'DELETE /api/admin/session'
            ? signOutCookie
            : ownerCookie,
      };
    },
    restorer: (endpoint) => restorers[endpointName(endpoint)],
  };
}

/** The order is Order Placed again (the timeline's trigger records the step back as the store's). */
async function backToPlaced(t: TestApp, orderId: string): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ status: 'Order Placed' })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'Order Placed')));
}
