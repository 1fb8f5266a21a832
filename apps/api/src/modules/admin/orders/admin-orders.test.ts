import { staffMoveRefusal } from '@souq/shared/orders/order-lifecycle';
import { adminOrderResponseSchema, adminOrdersResponseSchema } from '@souq/shared/schemas/admin-orders';
import { ORDER_STATUSES } from '@souq/shared/schemas/order';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, cashOrders, signedInStaff } from '../../../../test/admin-test-kit';
import { setStatus, sizeSupply, stockOf, userOrders } from '../../../../test/order-test-kit';
import {
  cardOrderBody,
  confirmCard,
  demoPaymentOf,
  placeEmbedded,
  verifyEmbedded,
} from '../../../../test/payments-test-kit';
import { addShopper, post } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, orders } from '../../../db/schema';

const t = useTestApp();
const placeCash = cashOrders(t);
const supply = sizeSupply(t);

const move = (login: { cookie: string }, orderId: string, status: string, note?: string) =>
  adminCall(
    t,
    login,
    'POST',
    `/api/admin/orders/${orderId}/status`,
    note === undefined ? { status } : { status, note },
  );

describe('the orders desk: finding orders', () => {
  it('lists every shopper’s orders newest first with items, customer, bill and number', async () => {
    const staff = await signedInStaff(t);
    const first = await placeCash(200);
    const second = await placeCash(120);
    const res = await adminCall(t, staff, 'GET', '/api/admin/orders?limit=2');
    expect(res.statusCode).toBe(200);
    const body = adminOrdersResponseSchema.parse(res.json());
    expect(body.orders.map((order) => order._id)).toEqual([second.orderId, first.orderId]);
    const [newest] = body.orders;
    expect(newest).toMatchObject({
      status: 'Order Placed',
      paymentMethod: 'cod',
      payment: false,
      amount: 145,
      bill: { items: 120, coupon: 0, delivery: 25, total: 145 },
      cash: { collected: null, mismatch: false },
      nextStatus: 'Packing',
      canCancel: true,
      customer: { name: 'Aisha Test' },
    });
    expect(newest?.orderNumber).toMatch(/^LS-\d{6,}$/);
    expect(newest?.items).toHaveLength(1);
    expect(newest?.events).toMatchObject([
      { kind: 'status', fromStatus: null, toStatus: 'Order Placed', actor: 'store' },
    ]);
    expect(body.total).toBeGreaterThanOrEqual(2);
  });

  it('finds an order by its number, id, the shopper’s email or phone in any form', async () => {
    const staff = await signedInStaff(t);
    const { orderId, shopper } = await placeCash();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error('no order');
    const account = (await adminCall(t, staff, 'GET', `/api/admin/orders/${orderId}`)).json().order.customer;
    const national = account.phone.replace('+971', '0');
    const queries = [
      `LS-${row.number}`,
      `ls${row.number}`,
      String(row.number),
      orderId,
      account.email.toUpperCase(),
      account.phone,
      account.phone.slice(1),
      national,
    ];
    for (const q of queries) {
      const res = await adminCall(t, staff, 'GET', `/api/admin/orders?q=${encodeURIComponent(q)}`);
      const ids = res.json().orders.map((order: { _id: string }) => order._id);
      expect(ids, q).toEqual([orderId]);
    }
    // The delivery address's phone and email find it too (the checkout's 050 123 4567).
    const byAddress = await adminCall(
      t,
      staff,
      'GET',
      `/api/admin/orders?q=${encodeURIComponent('+971501234567')}`,
    );
    expect(byAddress.json().orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    expect(shopper.userId).toBeTruthy();
    const nothing = await adminCall(t, staff, 'GET', '/api/admin/orders?q=LS-1');
    expect(nothing.json()).toEqual({ success: true, orders: [], total: 0 });
    // LIKE's wildcards are letters here.
    const percent = await adminCall(t, staff, 'GET', '/api/admin/orders?q=%25');
    expect(percent.json().total).toBe(0);
  });

  it('filters by status, method, paid and days in Dubai; refuses a bad filter with a message', async () => {
    const staff = await signedInStaff(t);
    const { orderId } = await placeCash();
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-10T20:30:00Z') })
      .where(eq(orders.id, orderId));
    // 20:30 UTC is 00:30 on 11 March in Dubai.
    const on = (from: string, to: string) =>
      adminCall(
        t,
        staff,
        'GET',
        `/api/admin/orders?from=${from}&to=${to}&paymentMethod=COD&paid=false&status=Order%20Placed`,
      );
    expect((await on('2026-03-11', '2026-03-11')).json().orders.map((o: { _id: string }) => o._id)).toEqual([
      orderId,
    ]);
    expect((await on('2026-03-10', '2026-03-10')).json().total).toBe(0);
    for (const [query, message] of [
      ['status=Lost', 'Unknown status.'],
      ['from=11-03-2026', 'from must be a date (YYYY-MM-DD).'],
      ['limit=1000', 'limit must be at most 100.'],
      ['paid=maybe', 'paid must be true or false.'],
    ]) {
      const res = await adminCall(t, staff, 'GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });
});

describe('the orders desk: moving orders', () => {
  it('follows the lifecycle table: every pair of statuses is allowed or a 409', async () => {
    const staff = await signedInStaff(t);
    const { orderId } = await placeCash(200, 99);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        await setStatus(t, orderId, from);
        const res = await move(staff, orderId, to, 'checked by the table');
        const refusal = staffMoveRefusal(from, to, { paymentMethod: 'cod', payment: false });
        if (refusal === null) {
          expect(res.statusCode, `${from} → ${to}`).toBe(200);
          expect(res.json().order.status).toBe(to);
        } else {
          expect(res.statusCode, `${from} → ${to}`).toBe(409);
          expect(res.json()).toEqual({ success: false, message: refusal });
        }
      }
    }
  });

  it('walks a cash order to Delivered, records who did what in the timeline and the audit log', async () => {
    const staff = await signedInStaff(t);
    const { orderId, shopper } = await placeCash();
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      const res = await move(staff, orderId, status, status === 'Shipped' ? 'Aramex 12345' : undefined);
      expect(res.statusCode).toBe(200);
    }
    const detail = adminOrderResponseSchema.parse(
      (await adminCall(t, staff, 'GET', `/api/admin/orders/${orderId}`)).json(),
    );
    expect(detail.order.events.map((e) => [e.fromStatus, e.toStatus, e.actor, e.staffName, e.note])).toEqual([
      [null, 'Order Placed', 'store', null, null],
      ['Order Placed', 'Packing', 'staff', staff.name, null],
      ['Packing', 'Shipped', 'staff', staff.name, 'Aramex 12345'],
      ['Shipped', 'Out for delivery', 'staff', staff.name, null],
      ['Out for delivery', 'Delivered', 'staff', staff.name, null],
    ]);
    expect(detail.order.nextStatus).toBeNull();
    expect(detail.order.canCancel).toBe(false);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(audit.map((row) => [row.action, row.staffId, row.before, row.after])).toContainEqual([
      'order.status',
      staff.id,
      { status: 'Packing' },
      { status: 'Shipped', note: 'Aramex 12345' },
    ]);
    // The shopper sees the same status, and may no longer cancel.
    expect((await userOrders(t, shopper))[0]).toMatchObject({ status: 'Delivered' });
    const cancel = await post(t, '/api/order/cancel', { token: shopper.token }, { orderId });
    expect(cancel.statusCode).toBe(400);
  });

  it('lets one of two staff moving the same order win; the other gets a 409', async () => {
    const [a, b] = [await signedInStaff(t), await signedInStaff(t)];
    const { orderId } = await placeCash();
    const answers = await Promise.all([move(a, orderId, 'Packing'), move(b, orderId, 'Packing')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const events = (await adminCall(t, a, 'GET', `/api/admin/orders/${orderId}`)).json().order.events;
    expect(events.filter((e: { toStatus: string }) => e.toStatus === 'Packing')).toHaveLength(1);
  });

  it('cancelling gives the stock back exactly once, however many try at once', async () => {
    const [a, b] = [await signedInStaff(t), await signedInStaff(t)];
    const shopper = await addShopper(t);
    const { orderId, ref } = await placeCash(200, 5);
    expect(await stockOf(t, ref)).toBe(4);
    const answers = await Promise.all([
      move(a, orderId, 'Cancelled', 'refused at delivery'),
      move(b, orderId, 'Cancelled'),
      post(t, '/api/order/cancel', { token: shopper.token }, { orderId }),
    ]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(t, ref)).toBe(5);
  });

  it('cancels an unpaid cash parcel refused at the door, with its reason, and its stock comes back', async () => {
    const staff = await signedInStaff(t);
    const { orderId, ref, shopper } = await placeCash(200, 5);
    for (const status of ['Packing', 'Shipped', 'Out for delivery']) await move(staff, orderId, status);
    const noReason = await move(staff, orderId, 'Cancelled');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({
      success: false,
      message: 'Say why the parcel is coming back (for example, refused at delivery) in the note.',
    });
    expect(await stockOf(t, ref)).toBe(4);
    const refused = await move(staff, orderId, 'Cancelled', 'refused at delivery');
    expect(refused.json().order).toMatchObject({ status: 'Cancelled', canCancel: false });
    expect(refused.json().order.events.at(-1)).toMatchObject({
      fromStatus: 'Out for delivery',
      toStatus: 'Cancelled',
      note: 'refused at delivery',
    });
    expect(await stockOf(t, ref)).toBe(5);
    expect((await userOrders(t, shopper))[0]).toMatchObject({ status: 'Cancelled' });
    // The shopper could not have cancelled it there, and a delivered order is never cancelled.
    const delivered = await placeCash(200, 5);
    await setStatus(t, delivered.orderId, 'Delivered');
    expect((await move(staff, delivered.orderId, 'Cancelled', 'refused at delivery')).statusCode).toBe(409);
  });

  it('refunds a paid card order through the gateway when staff cancel it', async () => {
    const staff = await signedInStaff(t);
    const shopper = await addShopper(t);
    const ref = await supply(20, 10);
    const { orderId, clientSecret } = (await placeEmbedded(t, shopper, cardOrderBody(ref))).json();
    expect((await move(staff, orderId, 'Order Placed')).statusCode).toBe(409);
    await confirmCard(t, clientSecret);
    await verifyEmbedded(t, shopper, orderId);
    const res = await move(staff, orderId, 'Cancelled', 'out of stock in the warehouse');
    expect(res.json().order).toMatchObject({ status: 'Cancelled', payment: true });
    expect(await demoPaymentOf(t, orderId)).toMatchObject({ status: 'succeeded', refunded: true });
    expect(await stockOf(t, ref)).toBe(10);
  });

  it('moves several orders in one action, each checked alone', async () => {
    const staff = await signedInStaff(t);
    const one = await placeCash();
    const two = await placeCash();
    await setStatus(t, two.orderId, 'Shipped');
    const res = await adminCall(t, staff, 'POST', '/api/admin/orders/bulk-status', {
      orderIds: [one.orderId, two.orderId, one.orderId],
      status: 'Packing',
    });
    expect(res.json()).toEqual({
      success: true,
      moved: 1,
      results: [
        { orderId: one.orderId, moved: true, message: 'Moved to Packing.' },
        {
          orderId: two.orderId,
          moved: false,
          message: 'An order that is Shipped can only move to Out for delivery.',
        },
      ],
    });
  });

  it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
    const staff = await signedInStaff(t);
    const unknown = await move(staff, '00000000-0000-4000-8000-000000000000', 'Packing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Order not found.' });
    const bad = await adminCall(t, staff, 'GET', '/api/admin/orders/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Order not found.' });
  });
});

describe('cash on delivery and notes', () => {
  it('records the cash of a delivered order once, marks it paid, and flags a different amount', async () => {
    const staff = await signedInStaff(t);
    const exact = await placeCash(200);
    const short = await placeCash(300);
    const early = await adminCall(t, staff, 'POST', `/api/admin/orders/${exact.orderId}/cash-collected`, {
      amount: 200,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      success: false,
      message: 'Cash is recorded once the order is Delivered.',
    });
    await setStatus(t, exact.orderId, 'Delivered');
    await setStatus(t, short.orderId, 'Delivered');

    const paid = await adminCall(t, staff, 'POST', `/api/admin/orders/${exact.orderId}/cash-collected`, {
      amount: 200,
    });
    expect(paid.json().order).toMatchObject({ payment: true, cash: { collected: 200, mismatch: false } });
    const again = await adminCall(t, staff, 'POST', `/api/admin/orders/${exact.orderId}/cash-collected`, {
      amount: 200,
    });
    expect(again.json()).toEqual({ success: false, message: 'Cash for this order was already recorded.' });

    const less = await adminCall(t, staff, 'POST', `/api/admin/orders/${short.orderId}/cash-collected`, {
      amount: 250.5,
    });
    expect(less.json().order).toMatchObject({
      payment: true,
      amount: 300,
      cash: { collected: 250.5, mismatch: true },
    });
    expect(less.json().order.events.at(-1)).toMatchObject({
      kind: 'cash',
      amount: 250.5,
      staffName: staff.name,
    });

    for (const [amount, message] of [
      [-1, 'The amount cannot be negative.'],
      [10.005, 'Use at most two decimals (fils).'],
      ['200', 'Enter the amount collected.'],
    ] as const) {
      const res = await adminCall(t, staff, 'POST', `/api/admin/orders/${short.orderId}/cash-collected`, {
        amount,
      });
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('keeps staff notes on the timeline, for staff only', async () => {
    const staff = await signedInStaff(t);
    const { orderId, shopper } = await placeCash();
    const res = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/notes`, {
      text: '  Call before delivery  ',
    });
    expect(res.json().order.events.at(-1)).toMatchObject({
      kind: 'note',
      note: 'Call before delivery',
      actor: 'staff',
    });
    const empty = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/notes`, { text: '   ' });
    expect(empty.json()).toEqual({ success: false, message: 'Write a note first.' });
    expect(JSON.stringify(await userOrders(t, shopper))).not.toContain('Call before delivery');
  });
});

describe('the audit log', () => {
  it('is read page by page, filtered by entity and staff, and cannot be changed even in SQL', async () => {
    const staff = await signedInStaff(t);
    const { orderId } = await placeCash();
    await move(staff, orderId, 'Packing');
    const res = await adminCall(t, staff, 'GET', `/api/admin/audit?entity=order&staff=${staff.id}`);
    expect(res.json()).toMatchObject({
      success: true,
      total: 1,
      entries: [{ action: 'order.status', entity: 'order', entityId: orderId, staffEmail: staff.email }],
    });
    await expect(t.database.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    for (const method of ['DELETE', 'PATCH', 'PUT'] as const) {
      expect((await adminCall(t, staff, method, '/api/admin/audit')).statusCode).toBe(404);
    }
  });
});

describe('the dashboard route', () => {
  it('shows a collected cash sale to staff, and refuses a period it does not offer', async () => {
    const staff = await signedInStaff(t);
    const before = (await adminCall(t, staff, 'GET', '/api/admin/dashboard?days=30')).json();
    const { orderId } = await placeCash(200);
    await setStatus(t, orderId, 'Delivered');
    await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/cash-collected`, { amount: 200 });
    const after = await adminCall(t, staff, 'GET', '/api/admin/dashboard?days=30');
    expect(after.statusCode).toBe(200);
    expect(after.json().days).toBe(30);
    expect(after.json().sales.codCollected).toBeCloseTo(before.sales.codCollected + 200, 2);
    expect(after.json().orders.count).toBe(before.orders.count + 1);
    const odd = await adminCall(t, staff, 'GET', '/api/admin/dashboard?days=12');
    expect(odd.json()).toEqual({ success: false, message: 'days must be 7, 30 or 90.' });
    expect((await adminCall(t, null, 'GET', '/api/admin/dashboard')).statusCode).toBe(401);
  });
});
