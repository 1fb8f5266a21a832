import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** One digest per table a request could change, so a failed comparison names the table that moved. */
export type StateDigest = Record<string, string>;

/**
 * A table's row count and the sum of a 64-bit hash of each row's text, as a column named after it: any
 * insert, delete or changed value moves it, and a sum needs no sort, so it is cheap enough for every case.
 */
const tableDigest = (name: string, rows: SQL) =>
  sql`(select count(*) || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0) from ${rows} r)
    as ${sql.identifier(name)}`;

async function firstRow(db: Db, query: SQL): Promise<StateDigest> {
  // Both drivers (PGlite and node-postgres) answer a raw query with its rows.
  const result = (await db.execute(query)) as { rows: StateDigest[] };
  const [row] = result.rows;
  if (!row) throw new Error('the digest query returned no row');
  return row;
}

/** Every table a request could change: accounts, carts, wishlists, orders, payments, codes, catalogue. */
export function storeDigest(db: Db): Promise<StateDigest> {
  return firstRow(
    db,
    sql`select
      ${tableDigest('users', sql`users`)},
      ${tableDigest('cart_lines', sql`cart_lines`)},
      ${tableDigest('wishlist_items', sql`wishlist_items`)},
      ${tableDigest('orders', sql`orders`)},
      ${tableDigest('order_items', sql`order_items`)},
      ${tableDigest('demo_payments', sql`demo_payments`)},
      ${tableDigest('discount_codes', sql`discount_codes`)},
      ${tableDigest('newsletter_subscribers', sql`newsletter_subscribers`)},
      ${tableDigest('variant_sizes', sql`variant_sizes`)},
      ${tableDigest('product_variants', sql`product_variants`)},
      ${tableDigest('products', sql`products`)}`,
  );
}

/** One shopper's own rows: account, cart, wishlist, orders with their items and payments. */
export function shopperDigest(db: Db, userId: string): Promise<StateDigest> {
  const own = (table: string) => sql`(select * from ${sql.identifier(table)} where user_id = ${userId})`;
  const ofOwnOrders = (table: string) =>
    sql`(select * from ${sql.identifier(table)}
      where order_id in (select id from orders where user_id = ${userId}))`;
  return firstRow(
    db,
    sql`select
      ${tableDigest('account', sql`(select * from users where id = ${userId})`)},
      ${tableDigest('cart_lines', own('cart_lines'))},
      ${tableDigest('wishlist_items', own('wishlist_items'))},
      ${tableDigest('orders', own('orders'))},
      ${tableDigest('order_items', ofOwnOrders('order_items'))},
      ${tableDigest('demo_payments', ofOwnOrders('demo_payments'))}`,
  );
}
