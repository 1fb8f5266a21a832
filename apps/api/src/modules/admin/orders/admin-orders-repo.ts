import { parseOrderNumber } from '@souq/shared/orders/order-number';
import { isValidUaeMobile, normalizeUaePhoneInput } from '@souq/shared/phone/uae-phone';
import type { AdminOrdersQuery } from '@souq/shared/schemas/admin-orders';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/executor';
import { containsPattern } from '../../../db/like-pattern';
import { orderEvents, orderItems, orders, users } from '../../../db/schema';
import { storeDayStart } from '../../../db/store-day-start';
import type { OrderItemRow, OrderRow } from '../../orders/orders-repo';

export type OrderEventRow = typeof orderEvents.$inferSelect;
export interface Customer {
  id: string;
  name: string;
  email: string;
  phone: string;
}
export interface DeskOrder {
  order: OrderRow;
  customer: Customer;
  items: OrderItemRow[];
}

const customerColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

/** `%`, `_` and `\` in a search are the shopper's letters, not LIKE's wildcards. */

/**
 * What `q` can mean, all tried at once: an order number (`LS-100231`), an order id, an email (the account's
 * or the delivery address's), a UAE mobile number in any of its forms (`05…`, `+9715…`, `9715…`), or part of
 * the shopper's name.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const matches: (SQL | undefined)[] = [];
  const number = parseOrderNumber(text);
  if (number !== null) matches.push(eq(orders.number, number));
  if (z.uuid().safeParse(text).success) matches.push(eq(orders.id, text));
  if (text.includes('@')) {
    const email = text.toLowerCase();
    matches.push(eq(users.email, email), sql`lower(${orders.address}->>'email') = ${email}`);
  }
  const phone = normalizeUaePhoneInput(text);
  if (/^[+\d\s-]+$/.test(text) && isValidUaeMobile(phone)) {
    matches.push(eq(users.phone, phone), sql`${orders.address}->>'phone' = ${phone}`);
  }
  const pattern = containsPattern(text);
  matches.push(sql`${users.name} ilike ${pattern}`, sql`${orders.address}->>'fullname' ilike ${pattern}`);
  return or(...matches);
}

/** The first instant of a day in the store's time zone. */

function filterCondition(query: Omit<AdminOrdersQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.paid ? eq(orders.payment, query.paid === 'true') : undefined,
    query.from ? sql`${orders.createdAt} >= ${storeDayStart(query.from)}` : undefined,
    query.to ? sql`${orders.createdAt} < ${storeDayStart(query.to)} + interval '1 day'` : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
}

/** The only code that reads orders across shoppers and writes what the back office changes. */
export function createAdminOrdersRepo(executor: Executor) {
  async function itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return executor
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }

  return {
    /** A page of orders, newest first, and how many match in all. */
    async page(
      query: Omit<AdminOrdersQuery, 'page' | 'limit'>,
      page: number,
      limit: number,
    ): Promise<{ rows: DeskOrder[]; total: number }> {
      const where = filterCondition(query);
      const rows = await executor
        .select({ order: orders, customer: customerColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const totals = await executor
        .select({ n: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where);
      const items = await itemsOf(rows.map((row) => row.order.id));
      return {
        rows: rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.order.id) })),
        total: totals[0]?.n ?? 0,
      };
    },

    async find(orderId: string): Promise<DeskOrder | null> {
      const [row] = await executor
        .select({ order: orders, customer: customerColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      return { ...row, items: await itemsOf([orderId]) };
    },

    /** The order's own row, without its shopper or items: what a move checks before taking the lock. */
    async order(orderId: string): Promise<OrderRow | null> {
      const [row] = await executor.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order, locked until the transaction ends: moves of one order go one at a time. */
    async lock(orderId: string): Promise<OrderRow | null> {
      const [row] = await executor.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    async setStatus(orderId: string, status: string): Promise<void> {
      await executor.update(orders).set({ status }).where(eq(orders.id, orderId));
    },

    /** Records the cash a courier brought back; the order is paid from then on. */
    async recordCash(orderId: string, fils: number): Promise<void> {
      await executor
        .update(orders)
        .set({ cashCollectedFils: fils, cashCollectedAt: sql`now()`, payment: true })
        .where(eq(orders.id, orderId));
    },

    async addEvent(values: typeof orderEvents.$inferInsert): Promise<void> {
      await executor.insert(orderEvents).values(values);
    },

    /** The timelines of the orders, each in the order it happened. */
    eventsOf(orderIds: string[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return executor
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, orderIds))
        .orderBy(asc(orderEvents.orderId), asc(orderEvents.id));
    },
  };
}

export type AdminOrdersRepo = ReturnType<typeof createAdminOrdersRepo>;
