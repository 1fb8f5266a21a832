import { withClient } from '../lib/scratch-db.mjs';

/** Every size's stock and the units non-cancelled orders hold of it, by variant_sizes id; and the orders. */
export function stockSnapshot(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const sizes = await client.query(
      `select vs.id, vs.stock,
              coalesce(sum(oi.quantity) filter (where o.status <> 'Cancelled'), 0)::int as ordered
         from variant_sizes vs
         left join order_items oi on oi.variant_size_id = vs.id
         left join orders o on o.id = oi.order_id
        group by vs.id, vs.stock`,
    );
    const orders = await client.query(`select count(*)::int as n from orders where status <> 'Cancelled'`);
    return { sizes: new Map(sizes.rows.map((row) => [row.id, row])), orders: orders.rows[0].n };
  });
}

/**
 * Between two snapshots, for every size, the stock taken (before − after) must equal the units
 * that new non-cancelled orders hold; no size may sell more than it had or go below zero.
 */
export function reconcile(before, after) {
  const ledger = {
    sizes: after.sizes.size,
    unitsSold: 0,
    sizesSold: 0,
    soldOut: 0,
    mismatched: 0,
    oversold: 0,
    negative: 0,
    orders: after.orders - before.orders,
  };
  for (const [id, now] of after.sizes) {
    const then = before.sizes.get(id) ?? { stock: 0, ordered: 0 };
    const sold = now.ordered - then.ordered;
    ledger.unitsSold += sold;
    if (sold > 0) ledger.sizesSold++;
    if (then.stock > 0 && now.stock === 0) ledger.soldOut++;
    if (then.stock - now.stock !== sold) ledger.mismatched++;
    if (sold > then.stock) ledger.oversold++;
    if (now.stock < 0) ledger.negative++;
  }
  return ledger;
}

/** Puts every size's stock back to what `snapshot` recorded: the shelves refilled between two runs. */
export function restock(databaseUrl, snapshot) {
  const sizes = [...snapshot.sizes.values()];
  return withClient(databaseUrl, (client) =>
    client.query(
      `update variant_sizes vs set stock = refill.stock
         from unnest($1::uuid[], $2::int[]) as refill(id, stock)
        where vs.id = refill.id`,
      [sizes.map((size) => size.id), sizes.map((size) => size.stock)],
    ),
  );
}

/**
 * Stocks the shelves for a sale: every size with more than `scarce` units gets `factor` times as many, so a
 * run of several hundred orders a second does not empty the catalogue, while the scarce sizes still sell out.
 */
export function stockUp(databaseUrl, { factor, scarce }) {
  return withClient(databaseUrl, (client) =>
    client.query('update variant_sizes set stock = stock * $1 where stock > $2', [factor, scarce]),
  );
}
