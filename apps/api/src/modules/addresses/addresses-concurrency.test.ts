import {
  ADDRESS_BOOK_FULL,
  addressResponseSchema,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from '@souq/shared/schemas/address-book';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addShopper, type Shopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { addresses } from '../../db/schema';

/**
 * On PostgreSQL these race for real (each request its own pooled connection); on PGlite, which runs one
 * transaction at a time, they queue. Either way the shopper's lock must leave one default and at most 20.
 */
const t = useTestApp();

const ADDRESS = {
  fullname: 'Layla Hassan',
  email: 'layla@example.com',
  phone: '+971501234567',
  street: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
};

async function save(shopper: Shopper, label: string): Promise<SavedAddress> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/addresses',
    headers: { token: shopper.token },
    payload: { ...ADDRESS, label },
  });
  expect(res.statusCode, res.body).toBe(200);
  return addressResponseSchema.parse(res.json()).address;
}

const makeDefault = (shopper: Shopper, address: SavedAddress) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/addresses/${address.id}`,
    headers: { token: shopper.token },
    payload: { ...ADDRESS, label: address.label, isDefault: true },
  });

const defaultsOf = async (shopper: Shopper) =>
  t.database.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, shopper.userId), eq(addresses.isDefault, true)));

describe('address book writes at the same moment', () => {
  it('two "make default" requests at once leave exactly one default, one of the two', async () => {
    const shopper = await addShopper(t);
    await save(shopper, 'Home');
    const [work, beach] = [await save(shopper, 'Work'), await save(shopper, 'Beach')];
    const answers = await Promise.all([makeDefault(shopper, work), makeDefault(shopper, beach)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const left = await defaultsOf(shopper);
    expect(left).toHaveLength(1);
    expect([work.id, beach.id]).toContain(left[0]?.id);
  });

  it('twenty "make default" requests over five addresses at once leave exactly one default', async () => {
    const shopper = await addShopper(t);
    const book: SavedAddress[] = [];
    for (const label of ['A', 'B', 'C', 'D', 'E']) book.push(await save(shopper, label));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => makeDefault(shopper, book[i % book.length] as SavedAddress)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await defaultsOf(shopper)).toHaveLength(1);
  });

  it('saves racing for the last places take only those places', async () => {
    const shopper = await addShopper(t);
    for (let i = 0; i < MAX_SAVED_ADDRESSES - 2; i++) await save(shopper, `Place ${i}`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/addresses',
          headers: { token: shopper.token },
          payload: { ...ADDRESS, label: `Racer ${i}`, isDefault: true },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ success: false, message: ADDRESS_BOOK_FULL });
    }
    const rows = await t.database.db.select().from(addresses).where(eq(addresses.userId, shopper.userId));
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('a first save from two tabs at once makes one default, not two', async () => {
    const shopper = await addShopper(t);
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/user/addresses',
        headers: { token: shopper.token },
        payload: { ...ADDRESS, label: 'Home' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/user/addresses',
        headers: { token: shopper.token },
        payload: { ...ADDRESS, label: 'Work' },
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await defaultsOf(shopper)).toHaveLength(1);
  });
});
