import { UAE_PHONE_MESSAGE } from '@souq/shared/phone/uae-phone';
import {
  ADDRESS_BOOK_FULL,
  ADDRESS_NOT_FOUND,
  addressesResponseSchema,
  addressResponseSchema,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from '@souq/shared/schemas/address-book';
import { FIELD_REQUIRED } from '@souq/shared/schemas/order';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addShopper, refusedAuthHeaders, type Shopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { addresses, users } from '../../db/schema';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';

const t = useTestApp();

const HOME = {
  label: 'Home',
  fullname: 'Layla Hassan',
  email: 'layla@example.com',
  phone: '050 123 4567',
  street: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
};
const WORK = {
  ...HOME,
  label: 'Work',
  street: 'Office 401, Corniche Road',
  city: 'Abu Dhabi',
  region: 'Abu Dhabi',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (shopper: Shopper, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { token: shopper.token },
    ...(payload === undefined ? {} : { payload }),
  });

const list = async (shopper: Shopper): Promise<SavedAddress[]> => {
  const res = await call(shopper, 'GET', '/api/user/addresses');
  expect(res.statusCode, res.body).toBe(200);
  return addressesResponseSchema.parse(res.json()).addresses;
};
const create = async (shopper: Shopper, body: object): Promise<SavedAddress> => {
  const res = await call(shopper, 'POST', '/api/user/addresses', body);
  expect(res.statusCode, res.body).toBe(200);
  return addressResponseSchema.parse(res.json()).address;
};
const update = (shopper: Shopper, id: string, body: object) =>
  call(shopper, 'PUT', `/api/user/addresses/${id}`, body);
const remove = (shopper: Shopper, id: string) => call(shopper, 'DELETE', `/api/user/addresses/${id}`);
const defaults = (book: SavedAddress[]) => book.filter((a) => a.isDefault).map((a) => a.label);

describe('the address book', () => {
  it('starts empty, saves the first address as the default with its phone in E.164, and lists it', async () => {
    const shopper = await addShopper(t);
    expect(await list(shopper)).toEqual([]);
    const res = await call(shopper, 'POST', '/api/user/addresses', { ...HOME, isDefault: false });
    expect(res.statusCode).toBe(200);
    const { address } = res.json();
    expect(res.json()).toEqual({
      success: true,
      address: {
        id: expect.any(String),
        label: 'Home',
        fullname: 'Layla Hassan',
        email: 'layla@example.com',
        phone: '+971501234567',
        street: 'Villa 12, Al Wasl Road',
        city: 'Dubai',
        region: 'Dubai',
        zipcode: '00000',
        isDefault: true,
      },
    });
    expect(await list(shopper)).toEqual([address]);
  });

  it('trims every field and ignores a userId in the body', async () => {
    const [shopper, other] = [await addShopper(t), await addShopper(t)];
    const saved = await create(shopper, {
      ...HOME,
      label: '  Grandma  ',
      city: ' Sharjah ',
      userId: other.userId,
    });
    expect(saved).toMatchObject({ label: 'Grandma', city: 'Sharjah' });
    expect(await list(other)).toEqual([]);
  });

  it('lists the default first, then the newest', async () => {
    const shopper = await addShopper(t);
    await create(shopper, HOME);
    await create(shopper, WORK);
    await create(shopper, { ...HOME, label: 'Beach house' });
    expect((await list(shopper)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Beach house', false],
      ['Work', false],
    ]);
  });

  it('makes a new address the default when asked, taking it from the old one', async () => {
    const shopper = await addShopper(t);
    await create(shopper, HOME);
    const work = await create(shopper, { ...WORK, isDefault: true });
    expect(work.isDefault).toBe(true);
    expect(defaults(await list(shopper))).toEqual(['Work']);
  });

  it('updates an address, and switches the default by making another one default', async () => {
    const shopper = await addShopper(t);
    const home = await create(shopper, HOME);
    const work = await create(shopper, WORK);

    const edited = await update(shopper, work.id, { ...WORK, street: 'Office 402', phone: '+971551234567' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({
      success: true,
      address: { ...work, street: 'Office 402', phone: '+971551234567', isDefault: false },
    });

    const made = await update(shopper, work.id, { ...WORK, isDefault: true });
    expect(made.json().address.isDefault).toBe(true);
    expect(defaults(await list(shopper))).toEqual(['Work']);

    // Leaving isDefault out (or false) never takes the default away: there is always one.
    const kept = await update(shopper, work.id, { ...WORK, isDefault: false });
    expect(kept.json().address.isDefault).toBe(true);
    const back = await update(shopper, home.id, { ...HOME, isDefault: true });
    expect(back.json().address.isDefault).toBe(true);
    expect(defaults(await list(shopper))).toEqual(['Home']);
  });

  it('deletes an address; deleting the default makes the newest remaining one the default', async () => {
    const shopper = await addShopper(t);
    const home = await create(shopper, HOME);
    const work = await create(shopper, WORK);
    const beach = await create(shopper, { ...HOME, label: 'Beach house' });

    const gone = await remove(shopper, work.id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true, addresses: [home, beach] });

    const defaultGone = await remove(shopper, home.id);
    expect(defaultGone.json()).toEqual({ success: true, addresses: [{ ...beach, isDefault: true }] });
    expect((await remove(shopper, home.id)).statusCode).toBe(404);

    await remove(shopper, beach.id);
    expect(await list(shopper)).toEqual([]);
    // Emptied, the book's next address is the default again.
    expect((await create(shopper, WORK)).isDefault).toBe(true);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses per account`, async () => {
    const shopper = await addShopper(t);
    for (let i = 1; i <= MAX_SAVED_ADDRESSES; i++) await create(shopper, { ...HOME, label: `Place ${i}` });
    const refused = await call(shopper, 'POST', '/api/user/addresses', { ...HOME, label: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: ADDRESS_BOOK_FULL });
    expect(await list(shopper)).toHaveLength(MAX_SAVED_ADDRESSES);
    // Editing one is still allowed, and so is adding after deleting one.
    const [first] = await list(shopper);
    expect((await update(shopper, first?.id ?? '', { ...HOME, label: 'Renamed' })).statusCode).toBe(200);
    await remove(shopper, first?.id ?? '');
    expect((await create(shopper, { ...HOME, label: 'One more' })).label).toBe('One more');
  });
});

describe('the address book refuses', () => {
  const refusals: [string, object, string][] = [
    ['a phone that is not a UAE mobile', { ...HOME, phone: '+97141234567' }, UAE_PHONE_MESSAGE],
    ['a phone of another country', { ...HOME, phone: '+447911123456' }, UAE_PHONE_MESSAGE],
    ['an unknown emirate', { ...HOME, region: 'Muscat' }, FIELD_REQUIRED],
    ['an emirate in the wrong case', { ...HOME, region: 'dubai' }, FIELD_REQUIRED],
    ['a blank street', { ...HOME, street: '   ' }, FIELD_REQUIRED],
    ['a missing city', { ...HOME, city: undefined }, FIELD_REQUIRED],
    ['an invalid email', { ...HOME, email: 'layla@' }, 'Enter a valid email address.'],
    ['a missing label', { ...HOME, label: undefined }, FIELD_REQUIRED],
    ['a blank label', { ...HOME, label: '  ' }, FIELD_REQUIRED],
    ['a label over 40 characters', { ...HOME, label: 'x'.repeat(41) }, 'Must be at most 40 characters.'],
    [
      'a default flag that is not a boolean',
      { ...HOME, isDefault: 'yes' },
      'isDefault must be true or false.',
    ],
  ];

  it.each(refusals)('%s, on create and on update, saving nothing', async (_name, body, message) => {
    const shopper = await addShopper(t);
    const home = await create(shopper, HOME);
    const created = await call(shopper, 'POST', '/api/user/addresses', body);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ success: false, message });
    const updated = await update(shopper, home.id, body);
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ success: false, message });
    expect(await list(shopper)).toEqual([home]);
  });

  it('a label of exactly 40 characters is taken', async () => {
    const shopper = await addShopper(t);
    expect((await create(shopper, { ...HOME, label: 'x'.repeat(40) })).label).toHaveLength(40);
  });

  it("another shopper's address as not found, leaving it as it was", async () => {
    const [owner, other] = [await addShopper(t), await addShopper(t)];
    const home = await create(owner, HOME);
    for (const res of [
      await update(other, home.id, { ...HOME, label: 'Mine now', isDefault: true }),
      await remove(other, home.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ADDRESS_NOT_FOUND });
    }
    expect(await list(owner)).toEqual([home]);
    expect(await list(other)).toEqual([]);
  });

  it.each([
    ['not a uuid', 'home'],
    ['a uuid of no address', '00000000-0000-4000-8000-000000000000'],
    ['a uuid-like id with junk', '00000000-0000-4000-8000-00000000000z'],
    ['an encoded NUL', '%00'],
  ])('an id that is %s as not found', async (_name, id) => {
    const shopper = await addShopper(t);
    await create(shopper, HOME);
    for (const res of [await update(shopper, id, HOME), await remove(shopper, id)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ADDRESS_NOT_FOUND });
    }
  });

  it('an id longer than any route takes as a bad request (the router refuses it)', async () => {
    const shopper = await addShopper(t);
    const id = 'a'.repeat(5000);
    for (const res of [await update(shopper, id, HOME), await remove(shopper, id)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('a body that is not an object', async () => {
    const shopper = await addShopper(t);
    for (const payload of [[HOME], 'Home']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/addresses',
        headers: { token: shopper.token, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('every call without a valid token, on every route', async () => {
    const shopper = await addShopper(t);
    const home = await create(shopper, HOME);
    for (const headers of await refusedAuthHeaders(shopper)) {
      for (const [method, url] of [
        ['GET', '/api/user/addresses'],
        ['POST', '/api/user/addresses'],
        ['PUT', `/api/user/addresses/${home.id}`],
        ['DELETE', `/api/user/addresses/${home.id}`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          ...(method === 'POST' || method === 'PUT' ? { payload: WORK } : {}),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toEqual({ success: false, message: SIGN_IN_REQUIRED });
      }
    }
    expect(await list(shopper)).toEqual([home]);
  });

  it('the token of an account deleted since, or whose tokens were ended', async () => {
    const [deleted, ended] = [await addShopper(t), await addShopper(t)];
    const home = await create(deleted, HOME);
    await create(ended, HOME);
    await t.database.db.update(users).set({ deletedAt: sql`now()` }).where(eq(users.id, deleted.userId));
    t.app.accounts.forget(deleted.userId);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, ended.userId));
    t.app.accounts.forget(ended.userId);

    for (const shopper of [deleted, ended]) {
      for (const res of [
        await call(shopper, 'GET', '/api/user/addresses'),
        await call(shopper, 'POST', '/api/user/addresses', WORK),
        await update(shopper, home.id, { ...HOME, isDefault: true }),
        await remove(shopper, home.id),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: SIGN_IN_REQUIRED });
      }
    }
    const left = await t.database.db.select().from(addresses).where(eq(addresses.userId, deleted.userId));
    expect(left.map((row) => row.label)).toEqual(['Home']);
  });
});
