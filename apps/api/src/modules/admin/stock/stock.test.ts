import {
  stockAdjustmentResponseSchema,
  stockMovementsResponseSchema,
} from '@souq/shared/schemas/admin-stock';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, cashOrders, signedInStaff } from '../../../../test/admin-test-kit';
import { sizeSupply, stockOf } from '../../../../test/order-test-kit';
import type { SizeRef } from '../../../../test/shopper-test-kit';
import { post } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, stockMovements, variantSizes } from '../../../db/schema';

const t = useTestApp();
const placeCash = cashOrders(t);
const supply = sizeSupply(t);

const adjust = (login: { cookie: string }, ref: SizeRef, change: Record<string, unknown>) =>
  adminCall(t, login, 'POST', '/api/admin/stock', {
    productId: ref.productId,
    colorName: ref.colorName,
    size: ref.size,
    ...change,
  });

const movements = async (login: { cookie: string }, query: string) =>
  stockMovementsResponseSchema.parse(
    (await adminCall(t, login, 'GET', `/api/admin/stock/movements?${query}`)).json(),
  );

describe('changing stock by hand', () => {
  it('adds, removes and sets a count, each with its ledger row naming the member of staff, the reason and the note', async () => {
    const staff = await signedInStaff(t);
    const ref = await supply(40, 5);
    const received = await adjust(staff, ref, {
      delta: 3,
      reason: 'received',
      note: 'Delivery from Sharjah',
    });
    expect(received.statusCode).toBe(200);
    const body = stockAdjustmentResponseSchema.parse(received.json());
    expect(body.stock).toBe(8);
    expect(body.movement).toMatchObject({
      productId: ref.productId,
      colorName: ref.colorName,
      size: ref.size,
      delta: 3,
      stockAfter: 8,
      reason: 'received',
      staffName: staff.name,
      note: 'Delivery from Sharjah',
      orderId: null,
    });
    expect((await adjust(staff, ref, { delta: -2, reason: 'damaged' })).json()).toMatchObject({
      stock: 6,
      movement: { delta: -2, stockAfter: 6, reason: 'damaged' },
    });
    expect((await adjust(staff, ref, { set: 11, reason: 'counted' })).json()).toMatchObject({
      stock: 11,
      movement: { delta: 5, stockAfter: 11, reason: 'counted' },
    });
    // A count that finds the stock right changes nothing and writes no row.
    expect((await adjust(staff, ref, { set: 11, reason: 'counted' })).json()).toEqual({
      success: true,
      stock: 11,
      movement: null,
    });
    expect(await stockOf(t, ref)).toBe(11);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'stock.adjust'));
    expect(audit.filter((row) => row.entityId === ref.productId)).toHaveLength(3);
  });

  it('refuses to take stock below zero, saying how many are left', async () => {
    const staff = await signedInStaff(t);
    const ref = await supply(40, 2);
    const res = await adjust(staff, ref, { delta: -3, reason: 'damaged' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Only 2 left: stock cannot go below 0.' });
    expect(await stockOf(t, ref)).toBe(2);
  });

  it.each([
    ['neither delta nor set', { reason: 'received' }, 'Give either delta or set.'],
    ['both delta and set', { delta: 1, set: 4, reason: 'received' }, 'Give either delta or set.'],
    ['no reason', { delta: 1 }, 'Choose a reason: received, counted, damaged or returned.'],
    [
      'a reason of the store’s own',
      { delta: 1, reason: 'order_placed' },
      'Choose a reason: received, counted, damaged or returned.',
    ],
    ['a fractional delta', { delta: 1.5, reason: 'received' }, 'delta must be a whole number.'],
    ['a negative count', { set: -1, reason: 'counted' }, 'Stock cannot be negative.'],
    ['a delta of 0', { delta: 0, reason: 'counted' }, 'delta cannot be 0.'],
  ])('refuses %s', async (_, change, message) => {
    const staff = await signedInStaff(t);
    const ref = await supply(40, 2);
    const res = await adjust(staff, ref, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('answers 404 for a size the product does not have, and for a product that does not exist', async () => {
    const staff = await signedInStaff(t);
    const ref = await supply(40, 2);
    const noSize = await adjust(
      staff,
      { ...ref, size: '42' === ref.size ? '21' : '42' },
      { delta: 1, reason: 'received' },
    );
    expect(noSize.statusCode).toBe(404);
    expect(noSize.json().message).toBe('That colour and size of this product was not found.');
    const noProduct = await adjust(
      staff,
      { ...ref, productId: '00000000-0000-4000-8000-000000000000' },
      { delta: 1, reason: 'received' },
    );
    expect(noProduct.json()).toEqual({ success: false, message: 'Product not found.' });
  });

  it('is refused without a session', async () => {
    const ref = await supply(40, 2);
    expect((await adjust({ cookie: '' }, ref, { delta: 1, reason: 'received' })).statusCode).toBe(401);
  });
});

describe('the stock ledger', () => {
  it('records orders placed and cancelled against the order, newest first, and pages back', async () => {
    const staff = await signedInStaff(t);
    const { shopper, ref, orderId } = await placeCash(60, 4);
    const cancel = await post(t, '/api/order/cancel', { token: shopper.token }, { orderId });
    expect(cancel.statusCode).toBe(200);
    const page = await movements(
      staff,
      `productId=${ref.productId}&colorName=${encodeURIComponent(ref.colorName)}&size=${ref.size}`,
    );
    const [cancelled, placed, counted] = page.movements;
    expect(cancelled).toMatchObject({ delta: 1, stockAfter: 4, reason: 'order_cancelled', orderId });
    expect(placed).toMatchObject({ delta: -1, stockAfter: 3, reason: 'order_placed', orderId });
    expect(placed?.orderNumber).toMatch(/^LS-\d+$/);
    expect(counted).toMatchObject({ reason: 'counted', stockAfter: 4 });

    const first = await movements(staff, `productId=${ref.productId}&limit=1`);
    expect(first.movements.map((m) => m.id)).toEqual([cancelled?.id]);
    const next = await movements(staff, `productId=${ref.productId}&limit=1&before=${first.nextBefore}`);
    expect(next.movements.map((m) => m.id)).toEqual([placed?.id]);
  });

  it('is append-only, and the database refuses a stock change that names no reason', async () => {
    const ref = await supply(40, 2);
    const db = t.database.db;
    await expect(db.execute(sql`update stock_movements set delta = 0`)).rejects.toThrow();
    await expect(db.execute(sql`delete from stock_movements`)).rejects.toThrow();
    await expect(
      db.update(variantSizes).set({ stock: 9 }).where(eq(variantSizes.id, ref.sizeId)),
    ).rejects.toThrow();
    expect(await stockOf(t, ref)).toBe(2);
    const rows = await db.select().from(stockMovements).where(eq(stockMovements.variantSizeId, ref.sizeId));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('the low-stock line', () => {
  it('is 3 until an owner changes it; staff read it but cannot change it; the dashboard follows it', async () => {
    const staff = await signedInStaff(t);
    const owner = await signedInStaff(t, 'owner');
    const read = await adminCall(t, staff, 'GET', '/api/admin/stock/settings');
    expect(read.json()).toEqual({ success: true, settings: { lowStockThreshold: 3 } });
    const refused = await adminCall(t, staff, 'PUT', '/api/admin/stock/settings', { lowStockThreshold: 5 });
    expect(refused.statusCode).toBe(403);
    const bad = await adminCall(t, owner, 'PUT', '/api/admin/stock/settings', { lowStockThreshold: -1 });
    expect(bad.json()).toEqual({ success: false, message: 'The low-stock line cannot be negative.' });

    const ref = await supply(40, 5);
    const dashboard = async () => (await adminCall(t, staff, 'GET', '/api/admin/dashboard?days=7')).json();
    const listed = (d: { lowStock: { productId: string }[] }) =>
      d.lowStock.some((s) => s.productId === ref.productId);
    const changed = await adminCall(t, owner, 'PUT', '/api/admin/stock/settings', { lowStockThreshold: 5 });
    expect(changed.json()).toEqual({ success: true, settings: { lowStockThreshold: 5 } });
    const atFive = await dashboard();
    expect(atFive.lowStockThreshold).toBe(5);
    await adminCall(t, owner, 'PUT', '/api/admin/stock/settings', { lowStockThreshold: 3 });
    expect(listed(await dashboard())).toBe(false);
  });
});

describe('the stock ledger, read with hostile filters', () => {
  it('refuses a NUL character in the colour or size it is filtered by (found by fuzzing: a 500)', async () => {
    const staff = await signedInStaff(t);
    const ref = await supply(40, 20);
    for (const [field, query] of [
      ['size', `productId=${ref.productId}&size=%00`],
      ['colorName', `productId=${ref.productId}&colorName=Red%00`],
    ] as const) {
      const res = await adminCall(t, staff, 'GET', `/api/admin/stock/movements?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: `${field} cannot contain a NUL character.` });
    }
  });
});
