import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { queryRows } from '../../../db/query-rows';
import { orderItems, orders, products, productVariants, variantSizes } from '../../../db/schema';

/**
 * The orders a dashboard counts: placed from 00:00 of (today − days + 1) to `now`, days taken in `timeZone`,
 * leaving out the statuses named. The rules themselves are stated in dashboard-service.ts.
 */
export interface CountedOrders {
  now: Date;
  days: number;
  timeZone: string;
  excludedStatuses: readonly string[];
}

/** One day of the period, amounts in fils. */
export interface DayTotals {
  /** 'YYYY-MM-DD', in the time zone. */
  date: string;
  orders: number;
  amountFils: number;
  cardPaidFils: number;
  codExpectedFils: number;
  codCollectedFils: number;
}

export interface SoldProduct {
  productId: string;
  name: string;
  units: number;
  salesFils: number;
}

export interface LowStockSize {
  productId: string;
  name: string;
  colorName: string;
  size: string;
  stocks: number;
}

/** A bigint sum: node-postgres answers it as text, PGlite as a number or a bigint. */
type Int8 = string | number | bigint;

function toSafeInteger(value: Int8): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`a dashboard sum is out of range: ${value}`);
  return n;
}

/** The period's first and last calendar days, as `date` expressions in the store's zone. */
function periodDays(scope: CountedOrders): { first: SQL; last: SQL } {
  const last = sql`(${scope.now.toISOString()}::timestamptz at time zone ${scope.timeZone})::date`;
  return { last, first: sql`(${last} - ${scope.days - 1}::int)` };
}

/**
 * The counted orders' condition on `orders`. Both bounds are constants of the statement, so the range is
 * read through orders_created_at_idx.
 */
function countedOrders(scope: CountedOrders): SQL {
  const { first } = periodDays(scope);
  const excluded = sql.join(
    scope.excludedStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`${orders.createdAt} >= (${first}::timestamp at time zone ${scope.timeZone})
    and ${orders.createdAt} <= ${scope.now.toISOString()}::timestamptz
    and ${orders.status} not in (${excluded})`;
}

export function createDashboardRepo(executor: Executor) {
  return {
    /** Every day of the period, oldest first, with zeros on a day without counted orders. */
    async dailyTotals(scope: CountedOrders): Promise<DayTotals[]> {
      const { first, last } = periodDays(scope);
      const rows = await queryRows<{
        date: string;
        orders: number;
        amount_fils: Int8;
        card_paid_fils: Int8;
        cod_expected_fils: Int8;
        cod_collected_fils: Int8;
      }>(
        executor,
        sql`
        with per_day as (
          select (${orders.createdAt} at time zone ${scope.timeZone})::date as day,
            count(*)::int as orders,
            sum(${orders.amountFils})::bigint as amount_fils,
            coalesce(sum(${orders.amountFils}) filter (
              where ${orders.paymentMethod} = 'stripe' and ${orders.payment}), 0)::bigint as card_paid_fils,
            coalesce(sum(${orders.amountFils}) filter (
              where ${orders.paymentMethod} = 'cod'), 0)::bigint as cod_expected_fils,
            coalesce(sum(${orders.cashCollectedFils}) filter (
              where ${orders.paymentMethod} = 'cod'), 0)::bigint as cod_collected_fils
          from ${orders}
          where ${countedOrders(scope)}
          group by 1
        )
        select to_char(calendar.day, 'YYYY-MM-DD') as date,
          coalesce(per_day.orders, 0) as orders,
          coalesce(per_day.amount_fils, 0) as amount_fils,
          coalesce(per_day.card_paid_fils, 0) as card_paid_fils,
          coalesce(per_day.cod_expected_fils, 0) as cod_expected_fils,
          coalesce(per_day.cod_collected_fils, 0) as cod_collected_fils
        from generate_series(${first}::timestamp, ${last}::timestamp, interval '1 day') as calendar(day)
        left join per_day on per_day.day = calendar.day::date
        order by calendar.day`,
      );
      return rows.map((row) => ({
        date: row.date,
        orders: row.orders,
        amountFils: toSafeInteger(row.amount_fils),
        cardPaidFils: toSafeInteger(row.card_paid_fils),
        codExpectedFils: toSafeInteger(row.cod_expected_fils),
        codCollectedFils: toSafeInteger(row.cod_collected_fils),
      }));
    },

    /**
     * How many orders, of any date, are in each of `statuses` now; a status no order is in is absent. A scan
     * of `orders`: only Payment Pending has an index of its own.
     */
    async statusCounts(statuses: readonly string[]): Promise<Map<string, number>> {
      const wanted = sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      );
      const rows = await queryRows<{ status: string; count: number }>(
        executor,
        sql`select ${orders.status} as status, count(*)::int as count from ${orders}
        where ${orders.status} in (${wanted}) group by 1`,
      );
      return new Map(rows.map((row) => [row.status, row.count]));
    },

    /**
     * The counted orders' items summed per product: the most units first, then the most sales, then by name
     * (byte order, so every database sorts alike) and id. The name is the product's own while it exists,
     * else the one on its item of the latest placed order.
     */
    async topProducts(scope: CountedOrders, limit: number): Promise<SoldProduct[]> {
      const rows = await queryRows<{ product_id: string; name: string; units: Int8; sales_fils: Int8 }>(
        executor,
        sql`
        with sold as (
          select ${orderItems.productId} as product_id,
            sum(${orderItems.quantity})::bigint as units,
            sum(${orderItems.lineFils})::bigint as sales_fils,
            (array_agg(${orderItems.name}
              order by ${orders.createdAt} desc, ${orders.number} desc, ${orderItems.position}))[1] as item_name
          from ${orders}
          join ${orderItems} on ${orderItems.orderId} = ${orders.id}
          where ${countedOrders(scope)}
          group by 1
        )
        select sold.product_id, named.name, sold.units, sold.sales_fils
        from sold
        left join ${products} on ${products.id} = sold.product_id
        cross join lateral (select coalesce(${products.name}, sold.item_name) as name) as named
        order by sold.units desc, sold.sales_fils desc, named.name collate "C", sold.product_id
        limit ${limit}`,
      );
      return rows.map((row) => ({
        productId: row.product_id,
        name: row.name,
        units: toSafeInteger(row.units),
        salesFils: toSafeInteger(row.sales_fils),
      }));
    },

    /**
     * Every size with at most `maxStock` units: the fewest first, then by product name and colour name (byte
     * order) and the size's place in its colour. A scan of variant_sizes, which is the catalogue's size.
     */
    async lowStock(maxStock: number, limit: number): Promise<LowStockSize[]> {
      return queryRows<LowStockSize>(
        executor,
        sql`
        select ${products.id} as "productId", ${products.name} as name, ${productVariants.colorName} as "colorName",
          ${variantSizes.size} as size, ${variantSizes.stock} as stocks
        from ${variantSizes}
        join ${productVariants} on ${productVariants.id} = ${variantSizes.variantId}
        join ${products} on ${products.id} = ${productVariants.productId}
        where ${variantSizes.stock} <= ${maxStock} and ${products.archivedAt} is null
        order by ${variantSizes.stock}, ${products.name} collate "C", ${productVariants.colorName} collate "C",
          ${variantSizes.position}, ${variantSizes.id}
        limit ${limit}`,
      );
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
