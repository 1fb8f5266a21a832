import { accountDataSchema } from '@souq/shared/schemas/account-data';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Account, addAccount, SAVED_ADDRESS, saveAddress } from '../../../test/account-data-test-kit';
import { itemOf, orderBody, placeOrder, sizeSupply } from '../../../test/order-test-kit';
import { lineOf, post } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { newsletterSubscribers, users } from '../../db/schema';

const t = useTestApp();
const supply = sizeSupply(t);

const download = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/data', headers: token ? { token } : {} });

/** A shopper with one of everything the file holds. */
async function busyShopper(): Promise<
  Account & { productIds: { ordered: string; cart: string; wish: string } }
> {
  const account = await addAccount(t);
  const as = { token: account.token };
  await saveAddress(t, account);
  const ordered = await supply(20, 10);
  const placed = await placeOrder(t, account, orderBody([itemOf(ordered, 2)], 65));
  expect(placed.statusCode, placed.body).toBe(200);
  // After the order, which empties the cart.
  const inCart = await supply(30, 10);
  expect((await post(t, '/api/cart/add', as, lineOf(inCart, 3))).statusCode).toBe(200);
  const wished = await supply(40, 10);
  const wish = { itemId: wished.productId, size: wished.size, quantity: 1 };
  expect((await post(t, '/api/wishlist/add', as, wish)).statusCode).toBe(200);
  expect((await post(t, '/api/newsletter', {}, { email: account.email })).statusCode).toBe(200);
  return {
    ...account,
    productIds: { ordered: ordered.productId, cart: inCart.productId, wish: wished.productId },
  };
}

describe('GET /api/user/data', () => {
  it('downloads a JSON file of the account, addresses, orders, wishlist, cart and newsletter status', async () => {
    const shopper = await busyShopper();
    const res = await download(shopper.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="little-souq-my-data-${today}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    // Indented for a person to read.
    expect(res.body).toContain('\n  "account": {\n');

    const data = accountDataSchema.parse(res.json());
    const [account] = await t.database.db.select().from(users).where(eq(users.id, shopper.userId));
    expect(data.account).toEqual({
      name: shopper.name,
      email: shopper.email,
      phone: shopper.phone,
      createdAt: account?.createdAt.toISOString(),
    });
    expect(data.store).toBe('Little Souq');
    expect(data.currency).toBe('AED');
    const { isDefault, ...fields } = SAVED_ADDRESS;
    expect(data.addresses).toEqual([
      { ...fields, isDefault, createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      orderNumber: expect.stringMatching(/^LS-\d+$/),
      status: 'Order Placed',
      paymentMethod: 'cod',
      paid: false,
      shippingMethod: 'Normal',
      discountCode: null,
      total: 65,
      // 4000 → 190.48 fils; delivery 2500 → 119.05.
      vat: 3.09,
      business: null,
      documents: [],
      address: {
        fullname: 'Layla Hassan',
        email: 'layla@example.com',
        phone: '+971501234567',
        street: 'Villa 12, Al Wasl Road',
        city: 'Dubai',
        region: 'Dubai',
        zipcode: '00000',
      },
      items: [{ quantity: 2, unitPrice: 20, discountPercent: 0, lineTotal: 40 }],
    });
    expect(data.orders[0]?.items[0]?.name).toBeTruthy();
    expect(data.cart).toEqual([
      expect.objectContaining({
        productId: shopper.productIds.cart,
        quantity: 3,
        productName: expect.any(String),
      }),
    ]);
    expect(data.wishlist).toEqual([
      expect.objectContaining({
        productId: shopper.productIds.wish,
        quantity: 1,
        productName: expect.any(String),
      }),
    ]);
    expect(data.newsletter).toEqual({
      subscribed: true,
      confirmed: false,
      subscribedAt: expect.any(String),
      confirmedAt: null,
    });
    expect(Date.parse(data.exportedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('says the newsletter is confirmed once the address confirmed it, and not subscribed without a row', async () => {
    const shopper = await addAccount(t);
    expect(accountDataSchema.parse((await download(shopper.token)).json()).newsletter).toEqual({
      subscribed: false,
      confirmed: false,
      subscribedAt: null,
      confirmedAt: null,
    });
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: shopper.email, confirmedAt: new Date() });
    const data = accountDataSchema.parse((await download(shopper.token)).json());
    expect(data.newsletter).toMatchObject({
      subscribed: true,
      confirmed: true,
      confirmedAt: expect.any(String),
    });
    expect(data).toMatchObject({ addresses: [], orders: [], wishlist: [], cart: [] });
  });

  it('holds nothing of another shopper and no password hash', async () => {
    const mine = await busyShopper();
    const theirs = await busyShopper();
    const res = await download(mine.token);
    for (const trace of [
      theirs.email,
      theirs.phone,
      theirs.userId,
      theirs.productIds.cart,
      theirs.productIds.wish,
    ]) {
      expect(res.body).not.toContain(trace);
    }
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toMatch(/password/i);
  });

  it('refuses a caller without a valid token with 401', async () => {
    for (const token of [undefined, 'not a token']) {
      const res = await download(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please login to continue.' });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});
