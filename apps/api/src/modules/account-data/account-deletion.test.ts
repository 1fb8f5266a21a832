import {
  ACCOUNT_DELETED,
  DELETED_CUSTOMER,
  ORDER_IN_PROGRESS,
  WRONG_PASSWORD,
} from '@souq/shared/schemas/account-data';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Account, addAccount, saveAddress } from '../../../test/account-data-test-kit';
import { adminCall, signedInStaff } from '../../../test/admin-test-kit';
import { itemOf, orderBody, placeOrder, setStatus, sizeSupply, stockOf } from '../../../test/order-test-kit';
import { cardOrderBody, demoPaymentOf, orderRow, placeEmbedded } from '../../../test/payments-test-kit';
import { lineOf, post } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import {
  accountTokens,
  addresses,
  cartLines,
  newsletterSubscribers,
  orderItems,
  outboxMessages,
  stockMovements,
  users,
  wishlistItems,
} from '../../db/schema';
import { queueMessage } from '../mail/outbox-repo';
import { BAD_CREDENTIALS } from '../users/users-service';

const t = useTestApp();
const supply = sizeSupply(t);

const deleteAccount = (account: Pick<Account, 'token'>, password: unknown) =>
  post(t, '/api/user/delete', { token: account.token }, { password });

const login = (email: string, password: string) => post(t, '/api/user/login', {}, { email, password });

async function userRow(userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no user row');
  return row;
}

/** How many rows of each personal table still name the account (or its e-mail). */
async function personalRows(account: Account) {
  const { db } = t.database;
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    cart: await n(db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, account.userId))),
    wishlist: await n(
      db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, account.userId)),
    ),
    addresses: await n(db.select({ n: count() }).from(addresses).where(eq(addresses.userId, account.userId))),
    links: await n(
      db.select({ n: count() }).from(accountTokens).where(eq(accountTokens.userId, account.userId)),
    ),
    mails: await n(
      db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.userId, account.userId)),
    ),
    newsletterMails: await n(
      db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, account.email)),
    ),
    newsletter: await n(
      db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, account.email)),
    ),
  };
}

/** A shopper with a saved address, a cart, a wishlist, the newsletter, a pending link and an e-mail queued. */
async function shopperWithData(): Promise<Account> {
  const account = await addAccount(t);
  const as = { token: account.token };
  await saveAddress(t, account);
  const inCart = await supply(30, 10);
  expect((await post(t, '/api/cart/add', as, lineOf(inCart, 1))).statusCode).toBe(200);
  const wished = await supply(40, 10);
  const wish = { itemId: wished.productId, size: wished.size, quantity: 1 };
  expect((await post(t, '/api/wishlist/add', as, wish)).statusCode).toBe(200);
  expect((await post(t, '/api/newsletter', {}, { email: account.email })).statusCode).toBe(200);
  await t.database.db.insert(accountTokens).values({
    tokenHash: `hash-${account.userId}`,
    purpose: 'password_reset',
    userId: account.userId,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  await queueMessage(t.database.db, {
    template: 'welcome',
    recipient: account.email,
    userId: account.userId,
    data: { name: account.name, locale: 'en' },
  });
  return account;
}

/** A cash order for the account, delivered: it stays in the store's records. */
async function deliveredOrder(account: Account): Promise<string> {
  const ref = await supply(20, 10);
  const placed = await placeOrder(t, account, orderBody([itemOf(ref, 2)], 65));
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId: string = placed.json().orderId;
  await setStatus(t, orderId, 'Delivered');
  return orderId;
}

describe('POST /api/user/delete refuses', () => {
  it('a wrong password with a 400 under the field, and changes nothing', async () => {
    const account = await shopperWithData();
    const before = await personalRows(account);
    const res = await deleteAccount(account, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: WRONG_PASSWORD });
    expect(await personalRows(account)).toEqual(before);
    expect((await userRow(account.userId)).deletedAt).toBeNull();
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect((await post(t, '/api/cart/get', { token: account.token })).statusCode).toBe(200);
  });

  it.each([
    ['no password', {}, 'Password is required.'],
    ['an empty one', { password: '' }, 'Password is required.'],
    ['a number', { password: 12345678 }, 'Password must be text.'],
  ])('%s with a 400 and its message', async (_what, body, message) => {
    const account = await addAccount(t);
    const res = await post(t, '/api/user/delete', { token: account.token }, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('a caller without a valid token with 401', async () => {
    const refused: Record<string, string>[] = [{}, { token: 'not a token' }];
    for (const headers of refused) {
      const res = await post(t, '/api/user/delete', headers, { password: 'whatever' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('while an order is on its way: it could not be delivered without its address', async () => {
    const account = await shopperWithData();
    const ref = await supply(20, 10);
    const placed = await placeOrder(t, account, orderBody([itemOf(ref, 1)], 45));
    const orderId: string = placed.json().orderId;
    for (const status of ['Order Placed', 'Packing', 'Shipped', 'Out for delivery']) {
      await setStatus(t, orderId, status);
      const res = await deleteAccount(account, account.password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: ORDER_IN_PROGRESS });
    }
    expect((await userRow(account.userId)).deletedAt).toBeNull();
    expect((await orderRow(t, orderId)).address.fullname).toBe('Layla Hassan');
    await setStatus(t, orderId, 'Delivered');
    expect((await deleteAccount(account, account.password)).statusCode).toBe(200);
  });
});

describe('POST /api/user/delete with the password', () => {
  it('erases the personal data, keeps the orders with their personal fields replaced', async () => {
    const account = await shopperWithData();
    const orderId = await deliveredOrder(account);
    const itemsBefore = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const res = await deleteAccount(account, account.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_DELETED });

    expect(await personalRows(account)).toEqual({
      cart: 0,
      wishlist: 0,
      addresses: 0,
      links: 0,
      mails: 0,
      newsletterMails: 0,
      newsletter: 0,
    });
    const row = await userRow(account.userId);
    expect(row).toMatchObject({
      name: DELETED_CUSTOMER,
      email: `deleted-${account.userId}@deleted.invalid`,
      phone: `deleted-${account.userId}`,
      deletedAt: expect.any(Date),
    });
    expect(row.passwordHash).not.toMatch(/^\$argon2/);

    const order = await orderRow(t, orderId);
    expect(order.address).toEqual({
      fullname: DELETED_CUSTOMER,
      email: '',
      phone: '',
      street: '',
      city: '',
      zipcode: '',
      region: 'Dubai',
    });
    expect(order).toMatchObject({ status: 'Delivered', amountFils: 6500, userId: account.userId });
    expect(await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual(
      itemsBefore,
    );
  });

  it('cancels a card order waiting for its payment first: the gateway is told, the stock comes back', async () => {
    const account = await addAccount(t);
    const ref = await supply(20, 10);
    const placed = await placeEmbedded(t, account, cardOrderBody(ref, 2));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId: string = placed.json().orderId;
    expect(await stockOf(t, ref)).toBe(8);

    const res = await deleteAccount(account, account.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'Cancelled', stockHeld: false });
    expect(await demoPaymentOf(t, orderId)).toMatchObject({ status: 'canceled', refunded: false });
    expect(await stockOf(t, ref)).toBe(10);
    const ledger = await t.database.db
      .select({ reason: stockMovements.reason, delta: stockMovements.delta })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'order_cancelled')));
    expect(ledger).toEqual([{ reason: 'order_cancelled', delta: 2 }]);
    // The cancellation's e-mail went with the account's other messages.
    expect(await personalRows(account)).toMatchObject({ mails: 0 });
  });

  it('ends the account: the old token is refused everywhere, sign-in fails as for a wrong password', async () => {
    const account = await shopperWithData();
    expect((await deleteAccount(account, account.password)).statusCode).toBe(200);

    const as = { token: account.token };
    for (const url of ['/api/cart/get', '/api/wishlist/get', '/api/order/userorders']) {
      const res = await post(t, url, as, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please login to continue.' });
    }
    const bearer = await post(t, '/api/wishlist/get', { authorization: `Bearer ${account.token}` }, {});
    expect(bearer.statusCode).toBe(401);
    for (const url of ['/api/user/me', '/api/user/data']) {
      expect((await t.app.inject({ method: 'GET', url, headers: as })).statusCode, url).toBe(401);
    }
    expect((await deleteAccount(account, account.password)).statusCode).toBe(401);

    for (const identifier of [
      account.email,
      account.phone,
      `0${account.phone.slice(4)}`,
      `deleted-${account.userId}@deleted.invalid`,
    ]) {
      const res = await login(identifier, account.password);
      expect(res.statusCode, identifier).toBe(401);
      expect(res.json()).toEqual({ success: false, message: BAD_CREDENTIALS });
    }
  });

  it('frees the e-mail and phone: the same shopper can sign up again, as a new account', async () => {
    const account = await addAccount(t);
    expect((await deleteAccount(account, account.password)).statusCode).toBe(200);
    const res = await post(
      t,
      '/api/user/register',
      {},
      {
        name: 'Aisha Again',
        email: account.email,
        phone: account.phone,
        password: 'a brand new password',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userId).not.toBe(account.userId);
    const again = await login(account.email, 'a brand new password');
    expect(again.statusCode).toBe(200);
    expect(again.json().userId).toBe(res.json().userId);
  });

  it('the back office still lists the customer as Deleted customer, with the orders kept', async () => {
    const account = await addAccount(t);
    const orderId = await deliveredOrder(account);
    expect((await deleteAccount(account, account.password)).statusCode).toBe(200);
    const staff = await signedInStaff(t);

    const list = await adminCall(t, staff, 'GET', '/api/admin/customers?q=deleted&limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().customers.find((customer: { id: string }) => customer.id === account.userId);
    expect(row).toMatchObject({ name: DELETED_CUSTOMER, orderCount: 1 });

    const detail = await adminCall(t, staff, 'GET', `/api/admin/customers/${account.userId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().customer).toMatchObject({
      name: DELETED_CUSTOMER,
      newsletter: { subscribed: false },
    });

    const order = await adminCall(t, staff, 'GET', `/api/admin/orders/${orderId}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.body).not.toContain(account.email);
    expect(order.body).not.toContain('Villa 12');
  });

  it('a tombstone is not found by a search for digits of phone numbers', async () => {
    // An id with a run of digits, which the tombstone's phone field then holds.
    const account = await addAccount(t, '12345678-9012-4345-8678-901234567890');
    expect((await deleteAccount(account, account.password)).statusCode).toBe(200);
    const staff = await signedInStaff(t);
    const list = await adminCall(t, staff, 'GET', '/api/admin/customers?q=12345678&limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().customers.map((customer: { id: string }) => customer.id)).not.toContain(
      account.userId,
    );
  });
});
