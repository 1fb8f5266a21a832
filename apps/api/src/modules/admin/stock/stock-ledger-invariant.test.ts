import { asc, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import { itemOf, orderBody, placeOrder, sizeSupply } from '../../../../test/order-test-kit';
import { ageOrder, cardOrderBody, placeEmbedded } from '../../../../test/payments-test-kit';
import { addShopper, post, type Shopper, type SizeRef } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { stockMovements, variantSizes } from '../../../db/schema';
import { expireStalePayments } from '../../orders/expire-stale-payments';
import { createDemoGateway } from '../../payments/demo-gateway';

/**
 * The stock ledger's promise, checked over random mixes of everything that moves stock, several at once: for
 * every size, its stock is the sum of its ledger's deltas from its opening row, and each row's stock-after is
 * the one before it plus its delta.
 */

const t = useTestApp();
const PRICE_AED = 20;
const NOW = new Date('2031-06-01T12:00:00Z');

type Op =
  | { kind: 'cash'; size: number; quantity: number }
  | { kind: 'card'; size: number; quantity: number }
  | { kind: 'shopperCancel'; pick: number }
  | { kind: 'staffCancel'; pick: number }
  | { kind: 'adjust'; size: number; delta: number }
  | { kind: 'count'; size: number; set: number }
  | { kind: 'expire' };

const SIZES = 3;
const sizeArb = fc.integer({ min: 0, max: SIZES - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('cash' as const), size: sizeArb, quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('card' as const), size: sizeArb, quantity: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('shopperCancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('staffCancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('adjust' as const), size: sizeArb, delta: fc.integer({ min: -4, max: 6 }) }),
  fc.record({ kind: fc.constant('count' as const), size: sizeArb, set: fc.integer({ min: 0, max: 8 }) }),
  fc.constant({ kind: 'expire' as const }),
);

const sizes: SizeRef[] = [];
let staff: StaffLogin;
const placed: { orderId: string; shopper: Shopper }[] = [];

beforeAll(async () => {
  const supply = sizeSupply(t);
  for (let i = 0; i < SIZES; i += 1) sizes.push(await supply(PRICE_AED, 3));
  staff = await signedInStaff(t);
});

function sizeAt(index: number): SizeRef {
  const ref = sizes[index];
  if (!ref) throw new Error(`no size ${index}`);
  return ref;
}

/** Runs one operation; a refusal (not enough stock, an order already cancelled) is part of the mix. */
async function run(op: Op): Promise<void> {
  switch (op.kind) {
    case 'cash': {
      const shopper = await addShopper(t);
      const body = orderBody([itemOf(sizeAt(op.size), op.quantity)], PRICE_AED * op.quantity + 25);
      const res = await placeOrder(t, shopper, body);
      if (res.statusCode === 200) placed.push({ orderId: res.json().orderId, shopper });
      return;
    }
    case 'card': {
      const shopper = await addShopper(t);
      const res = await placeEmbedded(t, shopper, cardOrderBody(sizeAt(op.size), op.quantity));
      if (res.statusCode === 200) {
        placed.push({ orderId: res.json().orderId, shopper });
        await ageOrder(t, res.json().orderId, 31, NOW);
      }
      return;
    }
    case 'shopperCancel': {
      const order = placed[op.pick % Math.max(placed.length, 1)];
      if (order)
        await post(t, '/api/order/cancel', { token: order.shopper.token }, { orderId: order.orderId });
      return;
    }
    case 'staffCancel': {
      const order = placed[op.pick % Math.max(placed.length, 1)];
      if (order)
        await adminCall(t, staff, 'POST', `/api/admin/orders/${order.orderId}/status`, {
          status: 'Cancelled',
          note: 'Customer asked by phone',
        });
      return;
    }
    case 'adjust':
    case 'count': {
      const ref = sizeAt(op.size);
      const change =
        op.kind === 'adjust'
          ? { delta: op.delta === 0 ? 1 : op.delta, reason: 'received' }
          : { set: op.set, reason: 'counted' };
      await adminCall(t, staff, 'POST', '/api/admin/stock', {
        productId: ref.productId,
        colorName: ref.colorName,
        size: ref.size,
        ...change,
      });
      return;
    }
    case 'expire':
      await expireStalePayments(t.database.db, createDemoGateway(t.database.db), NOW);
      return;
  }
}

async function checkLedger(): Promise<void> {
  const ids = sizes.map((s) => s.sizeId);
  const stocks = await t.database.db
    .select({ id: variantSizes.id, stock: variantSizes.stock })
    .from(variantSizes)
    .where(inArray(variantSizes.id, ids));
  const rows = await t.database.db
    .select()
    .from(stockMovements)
    .where(inArray(stockMovements.variantSizeId, ids))
    .orderBy(asc(stockMovements.id));
  for (const { id, stock } of stocks) {
    const ledger = rows.filter((row) => row.variantSizeId === id);
    expect(ledger[0]?.reason).toBe('initial');
    let running = 0;
    for (const row of ledger) {
      running += row.delta;
      expect(row.stockAfter).toBe(running);
    }
    expect(stock).toBe(running);
    expect(stock).toBeGreaterThanOrEqual(0);
  }
}

describe('the stock ledger under any mix of orders, cancels, expiries and adjustments', () => {
  it('keeps every size’s stock equal to the sum of its ledger', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 14 }), async (ops) => {
        // Three at a time, so orders, cancels and hand changes of one size race each other.
        for (let i = 0; i < ops.length; i += 3) await Promise.all(ops.slice(i, i + 3).map(run));
        await checkLedger();
      }),
      { numRuns: 12 },
    );
    const kinds = await t.database.db
      .selectDistinct({ reason: stockMovements.reason })
      .from(stockMovements)
      .where(
        inArray(
          stockMovements.variantSizeId,
          sizes.map((s) => s.sizeId),
        ),
      );
    // The mix reached the store's own reasons as well as the hand-made ones.
    expect(kinds.map((k) => k.reason)).toEqual(
      expect.arrayContaining(['order_placed', 'received', 'counted']),
    );
  }, 240_000);
});
