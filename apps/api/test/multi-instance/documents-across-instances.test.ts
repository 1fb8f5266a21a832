import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, staff, taxDocuments, users } from '../../src/db/schema';
import { takeDocumentNumber } from '../../src/modules/tax-documents/document-numbers';
import { hashPassword } from '../../src/modules/users/passwords';
import { STAFF_PASSWORD, STORE_ORIGIN, sessionCookie } from '../admin-test-kit';
import { ADDRESS } from '../order-test-kit';
import { type ApiInstance, startApiInstance } from './api-instance';
import { createScratchStore, type ScratchStore } from './scratch-store';

/** Invoice numbers come from one locked counter: instances issuing at once never share or skip one. */
let store: ScratchStore;
let instances: ApiInstance[];
beforeAll(async () => {
  store = await createScratchStore();
  instances = [await startApiInstance(store), await startApiInstance(store)];
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await store.close();
});

/** `count` delivered cash orders of AED 50 + delivery, waiting for their cash, for one shopper. */
async function deliveredCashOrders(count: number): Promise<string[]> {
  const [user] = await store.database.db
    .insert(users)
    .values({
      name: 'Noura',
      email: `noura${randomUUID()}@example.com`,
      phone: `+9715${Date.now() % 1e8}`,
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    await store.database.db.insert(orders).values({
      id,
      userId: user?.id ?? '',
      amountFils: 7500,
      address: { ...ADDRESS, region: 'Dubai' },
      shippingMethod: 'Normal',
      paymentMethod: 'cod',
      status: 'Delivered',
      vatPercent: 5,
      deliveryFils: 2500,
      deliveryVatFils: 119,
      vatFils: 357,
    });
    await store.database.db.insert(orderItems).values({
      orderId: id,
      position: 0,
      productId: randomUUID(),
      name: 'Dino Tee',
      images: [],
      priceFils: 5000,
      discount: 0,
      lineFils: 5000,
      quantity: 1,
      size: '100',
      colorName: 'Green',
      subSku: `DT-${i}`,
      vatFils: 238,
    });
    ids.push(id);
  }
  return ids;
}

async function signedInOwner(instance: ApiInstance): Promise<string> {
  const email = `owner${randomUUID()}@littlesouq.test`;
  await store.database.db
    .insert(staff)
    .values({ email, name: 'Owner', role: 'owner', passwordHash: await hashPassword(STAFF_PASSWORD) });
  const res = await fetch(`${instance.baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { origin: STORE_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers.getSetCookie());
}

const invoiceNumbers = async () =>
  (
    await store.database.db
      .select({ number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.kind, 'invoice'))
  )
    .map((row) => Number(row.number.slice(-6)))
    .sort((a, b) => a - b);

describe('gap-free invoice numbers on PostgreSQL', () => {
  it('40 cash collections at once through two instances: 40 invoices numbered 1 to 40', async () => {
    const before = await invoiceNumbers();
    const orderIds = await deliveredCashOrders(40);
    const cookies = await Promise.all(instances.map(signedInOwner));
    const answers = await Promise.all(
      orderIds.map((orderId, i) =>
        fetch(`${instances[i % 2]?.baseUrl}/api/admin/orders/${orderId}/cash-collected`, {
          method: 'POST',
          headers: { origin: STORE_ORIGIN, cookie: cookies[i % 2] ?? '', 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 75 }),
        }).then((res) => res.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    const numbers = await invoiceNumbers();
    const start = before.length;
    expect(numbers).toEqual(Array.from({ length: start + 40 }, (_, i) => i + 1));
  });

  it('a number taken by a transaction that rolls back is handed out again, even to one waiting for it', async () => {
    const db = store.database.db;
    const next = async () => db.transaction((tx) => takeDocumentNumber(tx, 'credit_note'));
    const first = await next();
    let releaseHolder: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseHolder = resolve;
    });
    let holderTook = '';
    // One transaction takes the next number and holds the counter's row, then rolls back.
    const holder = db
      .transaction(async (tx) => {
        holderTook = (await takeDocumentNumber(tx, 'credit_note')).number;
        await held;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    while (holderTook === '') await new Promise((resolve) => setTimeout(resolve, 10));
    // A second asks meanwhile: it waits for the row, and gets the number the first gave back.
    const waiting = next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseHolder();
    await holder;
    const second = await waiting;
    const sequence = (n: string) => Number(n.slice(-6));
    expect(sequence(holderTook)).toBe(sequence(first.number) + 1);
    expect(second.number).toBe(holderTook);
    expect(second.issuedAt.getTime()).toBeGreaterThanOrEqual(first.issuedAt.getTime());
  });
});
