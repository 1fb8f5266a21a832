import {
  adminCustomerResponseSchema,
  adminCustomersResponseSchema,
  CUSTOMER_NOT_FOUND,
} from '@souq/shared/schemas/admin-customers';
import type { OrderAddressInput } from '@souq/shared/schemas/order';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, signedInStaff } from '../../../../test/admin-test-kit';
import {
  ADDRESS,
  itemOf,
  orderBody,
  placeOrder,
  setStatus,
  sizeSupply,
} from '../../../../test/order-test-kit';
import {
  cardOrderBody,
  confirmCard,
  orderRow,
  placeEmbedded,
  verifyEmbedded,
} from '../../../../test/payments-test-kit';
import { post, type Shopper } from '../../../../test/shopper-test-kit';
import { newShopper, useTestApp } from '../../../../test/test-app';
import { users } from '../../../db/schema';
import { STAFF_SIGN_IN_REQUIRED } from '../admin-messages';

const t = useTestApp();
const supply = sizeSupply(t);

/** What every test account's password hash is, so an answer that leaked it would show it. */
const PASSWORD_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$never-leaves-the-database';

interface Customer extends Shopper {
  name: string;
  email: string;
  phone: string;
}

/** A stored account named `name`, with a token to place its orders. */
async function addCustomer(name: string): Promise<Customer> {
  const { email, phone } = newShopper();
  const [row] = await t.database.db
    .insert(users)
    .values({ name, email, phone, passwordHash: PASSWORD_HASH })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  return { userId: row.id, token: await t.app.tokens.sign(row.id), name, email, phone };
}

/** A cash order of one unit at `priceAed` (under 169 AED, so delivery is 25 AED); answers its id. */
async function cashOrder(
  customer: Customer,
  priceAed: number,
  address: OrderAddressInput = ADDRESS,
): Promise<string> {
  const ref = await supply(priceAed, 10);
  const res = await placeOrder(t, customer, orderBody([itemOf(ref, 1)], priceAed + 25, { address }));
  if (res.statusCode !== 200) throw new Error(`placing failed: ${res.body}`);
  return res.json().orderId;
}

/** A card order of two units at 20 AED (65 AED with delivery), paid or left pending. */
async function cardOrder(customer: Customer, pay: boolean): Promise<string> {
  const ref = await supply(20, 10);
  const placed = await placeEmbedded(t, customer, cardOrderBody(ref));
  if (placed.statusCode !== 200) throw new Error(`placing failed: ${placed.body}`);
  const { orderId, clientSecret } = placed.json();
  if (pay) {
    await confirmCard(t, clientSecret);
    await verifyEmbedded(t, customer, orderId);
  }
  return orderId;
}

const search = async (login: { cookie: string }, query: string) => {
  const res = await adminCall(t, login, 'GET', `/api/admin/customers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminCustomersResponseSchema.parse(res.json());
};
const idsFor = async (login: { cookie: string }, q: string) =>
  (await search(login, `q=${encodeURIComponent(q)}`)).customers.map((c) => c.id);

describe('finding customers', () => {
  it('finds a customer by part of the name, the email and the phone in every written form', async () => {
    const staff = await signedInStaff(t);
    const customer = await addCustomer('Zainab Al Qasimi');
    await addCustomer('Somebody Else');
    const national = customer.phone.replace('+971', '0');
    const queries = [
      'zainab',
      'AL QASIMI',
      'Qasim',
      customer.email,
      customer.email.toUpperCase(),
      customer.email.split('@')[0] ?? '',
      customer.phone,
      customer.phone.slice(1),
      national,
      `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      `+971 ${customer.phone.slice(4, 6)} ${customer.phone.slice(6)}`,
    ];
    for (const q of queries) expect(await idsFor(staff, q), q).toEqual([customer.userId]);
  });

  it('reads % and _ as letters, and finds nobody for a search that matches nothing', async () => {
    const staff = await signedInStaff(t);
    await addCustomer('Percent Person');
    expect(await search(staff, 'q=%25')).toEqual({ success: true, customers: [], total: 0 });
    expect((await search(staff, 'q=_')).total).toBe(0);
    expect((await search(staff, 'q=nobody-called-this')).total).toBe(0);
  });

  it('answers each row with orders, spend and last order; sorts by any column, pages with a total', async () => {
    const staff = await signedInStaff(t);
    const [few, many, none] = [
      await addCustomer('Sortable Bilal'),
      await addCustomer('sortable Amal'),
      await addCustomer('Sortable Chadi'),
    ];
    await cashOrder(few, 100);
    await cashOrder(many, 20);
    await cashOrder(many, 30);
    const all = await search(staff, 'q=sortable&sort=name');
    expect(all.total).toBe(3);
    expect(all.customers.map((c) => c.name)).toEqual(['sortable Amal', 'Sortable Bilal', 'Sortable Chadi']);
    expect(all.customers.find((c) => c.id === many.userId)).toMatchObject({
      email: many.email,
      phone: many.phone,
      orderCount: 2,
      lifetimeSpend: 45 + 55,
    });
    expect(all.customers.find((c) => c.id === none.userId)).toMatchObject({
      orderCount: 0,
      lifetimeSpend: 0,
      lastOrder: null,
    });
    const order = async (sort: string) =>
      (await search(staff, `q=sortable&sort=${sort}`)).customers.map((c) => c.id);
    expect(await order('-spend')).toEqual([few.userId, many.userId, none.userId]);
    expect(await order('spend')).toEqual([none.userId, many.userId, few.userId]);
    expect(await order('-orders')).toEqual([many.userId, few.userId, none.userId]);
    // An account with no orders has no last order: last, whichever way.
    expect(await order('-lastOrder')).toEqual([many.userId, few.userId, none.userId]);
    expect(await order('lastOrder')).toEqual([few.userId, many.userId, none.userId]);
    expect(await order('-joined')).toEqual([none.userId, many.userId, few.userId]);
    const second = await search(staff, 'q=sortable&sort=name&limit=2&page=2');
    expect(second.total).toBe(3);
    expect(second.customers.map((c) => c.id)).toEqual([none.userId]);
  });

  it('refuses a bad sort, page or limit with a message', async () => {
    const staff = await signedInStaff(t);
    for (const [query, message] of [
      ['sort=password', 'Unknown sort.'],
      ['page=0', 'page starts at 1.'],
      ['limit=1000', 'limit must be at most 100.'],
      ['q=a%00b', 'The search cannot contain a NUL character.'],
    ]) {
      const res = await adminCall(t, staff, 'GET', `/api/admin/customers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });
});

describe('a customer’s page', () => {
  it('counts toward the lifetime spend what the shop has or will have, and nothing else', async () => {
    const staff = await signedInStaff(t);
    const customer = await addCustomer('Spend Sums');
    const placed = await cashOrder(customer, 100); // 125, counts
    const cancelled = await cashOrder(customer, 60); // 85, cancelled: nothing
    expect(
      (await post(t, '/api/order/cancel', { token: customer.token }, { orderId: cancelled })).statusCode,
    ).toBe(200);
    const delivered = await cashOrder(customer, 120); // 145, the courier brought back 140: 140
    await setStatus(t, delivered, 'Delivered');
    const cash = await adminCall(t, staff, 'POST', `/api/admin/orders/${delivered}/cash-collected`, {
      amount: 140,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const paidCard = await cardOrder(customer, true); // 65, paid: counts
    const pendingCard = await cardOrder(customer, false); // 65, not paid: nothing

    const res = await adminCall(t, staff, 'GET', `/api/admin/customers/${customer.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { customer: page } = adminCustomerResponseSchema.parse(res.json());
    expect(page.lifetimeSpend).toBe(125 + 140 + 65);
    expect(page.orderCount).toBe(5);
    const spendOf = Object.fromEntries(page.orders.map((o) => [o.id, [o.total, o.spend]]));
    expect(spendOf).toEqual({
      [placed]: [125, 125],
      [cancelled]: [85, 0],
      [delivered]: [145, 140],
      [paidCard]: [65, 65],
      [pendingCard]: [65, 0],
    });
    // The list says the same.
    const row = (await search(staff, `q=${encodeURIComponent(customer.email)}`)).customers[0];
    expect(row).toMatchObject({ lifetimeSpend: 330, orderCount: 5, lastOrder: page.orders[0]?.date });
    // Cancelling a paid card order refunds it: it no longer counts.
    await adminCall(t, staff, 'POST', `/api/admin/orders/${paidCard}/status`, { status: 'Cancelled' });
    const after = (await adminCall(t, staff, 'GET', `/api/admin/customers/${customer.userId}`)).json();
    expect(after.customer.lifetimeSpend).toBe(125 + 140);
  });

  it('shows the account, its orders newest first, the codes used, the addresses and the newsletter', async () => {
    const owner = await signedInStaff(t, 'owner');
    const customer = await addCustomer('Page Person');
    const home: OrderAddressInput = { ...ADDRESS, fullname: 'Page Person' };
    const office: OrderAddressInput = {
      ...home,
      street: 'Office 4, Marina Plaza',
      city: 'Abu Dhabi',
      region: 'Abu Dhabi',
    };
    const first = await cashOrder(customer, 100, home);
    const second = await cashOrder(customer, 60, office);
    const ref = await supply(100, 10);
    // 100 − 10% + 25 delivery.
    const coded = await placeOrder(
      t,
      customer,
      orderBody([itemOf(ref, 1)], 115, { address: home, discountCode: 'FIRSTDAY', discountValue: 0.1 }),
    );
    expect(coded.statusCode, coded.body).toBe(200);
    const third = coded.json().orderId;
    expect((await post(t, '/api/newsletter', {}, { email: customer.email.toUpperCase() })).statusCode).toBe(
      200,
    );

    const res = await adminCall(t, owner, 'GET', `/api/admin/customers/${customer.userId}`);
    const { customer: page } = adminCustomerResponseSchema.parse(res.json());
    expect(page).toMatchObject({
      id: customer.userId,
      name: 'Page Person',
      email: customer.email,
      phone: customer.phone,
      newsletter: { subscribed: true },
    });
    expect(page.newsletter.since).not.toBeNull();
    expect(page.orders.map((o) => o.id)).toEqual([third, second, first]);
    const [newest] = page.orders;
    expect(newest).toMatchObject({
      status: 'Order Placed',
      total: 115,
      paymentMethod: 'cod',
      paid: false,
      discountCode: 'FIRSTDAY',
    });
    expect(newest?.orderNumber).toMatch(/^LS-\d{6,}$/);
    expect(page.codesUsed).toEqual([
      {
        code: 'FIRSTDAY',
        percent: 10,
        orderId: third,
        orderNumber: newest?.orderNumber,
        date: newest?.date,
        status: 'Order Placed',
      },
    ]);
    expect(page.addresses.map((a) => [a.street, a.city, a.orderCount])).toEqual([
      [home.street, home.city, 2],
      [office.street, office.city, 1],
    ]);
    expect(page.addresses[0]).toMatchObject({ fullname: 'Page Person', phone: '+971501234567' });

    const quiet = await addCustomer('No Newsletter');
    const other = await adminCall(t, owner, 'GET', `/api/admin/customers/${quiet.userId}`);
    expect(other.json().customer).toMatchObject({
      orderCount: 0,
      lifetimeSpend: 0,
      lastOrder: null,
      orders: [],
      codesUsed: [],
      addresses: [],
      newsletter: { subscribed: false, since: null },
    });
  });

  it('shows the address book first, marked as saved and the default first, then other delivery addresses, each once', async () => {
    const staff = await signedInStaff(t);
    const customer = await addCustomer('Book Keeper');
    const home: OrderAddressInput = { ...ADDRESS, fullname: 'Book Keeper' };
    const office: OrderAddressInput = { ...home, street: 'Office 4, Marina Plaza' };
    const gran: OrderAddressInput = { ...home, fullname: 'Mariam Saeed', street: 'Villa 3, Al Khawaneej' };
    await cashOrder(customer, 100, home);
    await cashOrder(customer, 60, office);
    await cashOrder(customer, 80, home);
    const save = async (address: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/addresses',
        headers: { token: customer.token },
        payload: address,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The order's address, saved in other letter case: one address, not two.
    await save({ ...home, street: home.street.toUpperCase(), label: 'Home' });
    await save({ ...gran, label: 'Gran', isDefault: true });

    const res = await adminCall(t, staff, 'GET', `/api/admin/customers/${customer.userId}`);
    const { addresses } = adminCustomerResponseSchema.parse(res.json()).customer;
    expect(addresses.map((a) => [a.fullname, a.street, a.saved, a.orderCount])).toEqual([
      ['Mariam Saeed', gran.street, { label: 'Gran', isDefault: true }, 0],
      ['Book Keeper', home.street.toUpperCase(), { label: 'Home', isDefault: false }, 2],
      ['Book Keeper', office.street, null, 1],
    ]);
    expect(addresses[0]?.lastUsed).toBeNull();
    expect(addresses[1]?.lastUsed).not.toBeNull();
    expect(addresses[1]).toMatchObject({ phone: '+971501234567', city: home.city, region: home.region });
  });

  it('answers 404 for an id that is no customer’s, well-formed or not', async () => {
    const staff = await signedInStaff(t);
    for (const id of ['5b0e8a43-8c9f-4a8e-9a53-0d5a3c1b2e7f', 'not-an-id', '1', "1'%20or%20'1'='1"]) {
      const res = await adminCall(t, staff, 'GET', `/api/admin/customers/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, message: CUSTOMER_NOT_FOUND });
    }
  });

  it('never sends a password hash or a payment’s gateway reference', async () => {
    const staff = await signedInStaff(t);
    const customer = await addCustomer('Secret Keeper');
    const cardId = await cardOrder(customer, true);
    const { gatewayRef } = await orderRow(t, cardId);
    expect(gatewayRef).toBeTruthy();
    const answers = [
      await adminCall(t, staff, 'GET', '/api/admin/customers'),
      await adminCall(t, staff, 'GET', `/api/admin/customers?q=${encodeURIComponent(customer.email)}`),
      await adminCall(t, staff, 'GET', `/api/admin/customers/${customer.userId}`),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(PASSWORD_HASH);
      expect(res.body).not.toContain('argon2');
      expect(res.body.toLowerCase()).not.toContain('password');
      expect(res.body).not.toContain(String(gatewayRef));
      expect(res.body).not.toContain('client_secret');
    }
  });
});

describe('who may read customers', () => {
  it('lets staff and owners read; refuses no cookie and a shopper’s token', async () => {
    const customer = await addCustomer('Access Checked');
    const urls = ['/api/admin/customers', `/api/admin/customers/${customer.userId}`];
    for (const role of ['staff', 'owner'] as const) {
      const login = await signedInStaff(t, role);
      for (const url of urls)
        expect((await adminCall(t, login, 'GET', url)).statusCode, `${role} ${url}`).toBe(200);
    }
    for (const url of urls) {
      for (const headers of [
        {},
        { token: customer.token },
        { authorization: `Bearer ${customer.token}` },
      ] as Record<string, string>[]) {
        const res = await adminCall(t, null, 'GET', url, undefined, headers);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ success: false, message: STAFF_SIGN_IN_REQUIRED });
      }
    }
  });

  it('the orders desk names the customer’s account, for the link to their page', async () => {
    const staff = await signedInStaff(t);
    const customer = await addCustomer('Linked From Order');
    const orderId = await cashOrder(customer, 100);
    const res = await adminCall(t, staff, 'GET', `/api/admin/orders/${orderId}`);
    expect(res.json().order.customer).toEqual({
      id: customer.userId,
      name: 'Linked From Order',
      email: customer.email,
      phone: customer.phone,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row?.passwordHash).toBe(PASSWORD_HASH);
  });
});
