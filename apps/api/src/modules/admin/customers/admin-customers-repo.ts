import type { CustomerSortField } from '@souq/shared/schemas/admin-customers';
import { asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { containsPattern } from '../../../db/like-pattern';
import { orders, users } from '../../../db/schema';
import { phoneSearchPatterns } from './phone-search';

/** An account as staff read it: never its password hash. */
export interface CustomerAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: Date;
}

export interface CustomerTotals {
  orderCount: number;
  spendFils: number;
  lastOrderAt: Date | null;
}

export type CustomerListRow = CustomerAccount & CustomerTotals;

/** One of a customer's orders: what the customer page shows, and nothing of the payment's gateway. */
export interface CustomerOrderRow {
  id: string;
  number: number;
  createdAt: Date;
  status: string;
  amountFils: number;
  paymentMethod: string;
  payment: boolean;
  discountCode: string | null;
  discountPercent: number;
  address: typeof orders.$inferSelect.address;
  spendFils: number;
}

export interface CustomerListQuery {
  q?: string | undefined;
  sort: { field: CustomerSortField; desc: boolean };
  page: number;
  limit: number;
}

/**
 * What one order adds to its customer's lifetime spend (docs/product/back-office.md, "Customers"): the money
 * the shop has or will have from it. Nothing for a cancelled order, nor for a card order not paid (a pending
 * payment may never come); a cash order counts from placement, at the cash recorded once the courier brought
 * it back, else at its total.
 */
const orderSpendFils = sql<number>`case
  when ${orders.status} <> 'Cancelled' and (${orders.paymentMethod} = 'cod' or ${orders.payment})
  then coalesce(${orders.cashCollectedFils}, ${orders.amountFils})
  else 0 end`;

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  createdAt: users.createdAt,
};

/** A name or an email holding the text (any letter case), or the phone number in any written form. */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  // A deleted account's email and phone fields hold its id, which no search should match: it is found by
  // its name, "Deleted customer" (docs/product/accounts.md, "Your data").
  const contact = or(
    // Emails are stored lower-cased.
    sql`${users.email} like ${containsPattern(text.toLowerCase())}`,
    ...phoneSearchPatterns(text).map((pattern) => sql`${users.phone} like ${pattern}`),
  );
  return or(
    sql`${users.name} ilike ${containsPattern(text)}`,
    sql`(${contact} and ${users.deletedAt} is null)`,
  );
}

/** The only code that reads shoppers' accounts and orders together for the back office. */
export function createAdminCustomersRepo(executor: Executor) {
  /** Each account's order count, spend and latest order, one row per account with orders. */
  const totals = executor
    .select({
      userId: orders.userId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spendFils: sql<string>`sum(${orderSpendFils})::bigint`.as('spend_fils'),
      lastOrderAt: sql<string>`max(${orders.createdAt})`.as('last_order_at'),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('totals');

  const totalsColumns = {
    orderCount: sql`coalesce(${totals.orderCount}, 0)`.mapWith(Number),
    spendFils: sql`coalesce(${totals.spendFils}, 0)`.mapWith(Number),
    lastOrderAt: sql`${totals.lastOrderAt}`.mapWith(orders.createdAt),
  };

  /** The list's order: names and emails in byte order of their lower case, so both databases agree. */
  const SORT_KEYS: Record<CustomerSortField, SQL> = {
    name: sql`lower(${users.name}) collate "C"`,
    email: sql`${users.email} collate "C"`,
    joined: sql`${users.createdAt}`,
    orders: totalsColumns.orderCount,
    spend: totalsColumns.spendFils,
    lastOrder: sql`${totals.lastOrderAt}`,
  };

  return {
    /** A page of accounts matching `q` in the sort asked for (ties by id), and how many match in all. */
    async page(query: CustomerListQuery): Promise<{ rows: CustomerListRow[]; total: number }> {
      const where = searchCondition(query.q);
      const key = SORT_KEYS[query.sort.field];
      // Accounts without orders have no latest order: they come last either way.
      const order = query.sort.desc ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
      const rows = await executor
        .select({ ...accountColumns, ...totalsColumns })
        .from(users)
        .leftJoin(totals, eq(totals.userId, users.id))
        .where(where)
        .orderBy(order, query.sort.desc ? desc(users.id) : asc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [counted] = await executor.select({ n: count() }).from(users).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async account(userId: string): Promise<CustomerAccount | null> {
      const [row] = await executor.select(accountColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** The customer's orders, newest first, each with what it adds to the spend. */
    ordersOf(userId: string): Promise<CustomerOrderRow[]> {
      return executor
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          status: orders.status,
          amountFils: orders.amountFils,
          paymentMethod: orders.paymentMethod,
          payment: orders.payment,
          discountCode: orders.discountCode,
          discountPercent: orders.discountPercent,
          address: orders.address,
          spendFils: sql`${orderSpendFils}`.mapWith(Number),
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.number));
    },
  };
}

export type AdminCustomersRepo = ReturnType<typeof createAdminCustomersRepo>;
