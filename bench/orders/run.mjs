// bench/orders: 50 shoppers placing cash-on-delivery orders on two store instances for 30 s.
import { runBench } from '../lib/cleanup.mjs';
import { jsonClient } from '../lib/http.mjs';
import { goal, heading, latencySummary, ms, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';
import { HOT_STOCK_MAX, registerShoppers, shop, stockedLines } from './shoppers.mjs';
import { reconcile, restock, stockSnapshot, stockUp } from './stock-ledger.mjs';

const SHOPPERS = 50;
const INSTANCES = 2;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const BASELINE_S = 3;
/** The seeded catalogue holds about 12,000 units; a 30 s run at 450 orders/s would empty it. */
const STOCK_FACTOR = 10;
const GOAL_ORDERS_PER_S = 300;
const GOAL_P99_MS = 100;
// Every shopper signs up from 127.0.0.1; the per-IP budget is meant for one person.
const STORE_ENV = { RATE_LIMIT_PER_IP: '1000000' };

function statusRows(counts) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const ok = counts[200] ?? 0;
  const refused = counts[400] ?? 0;
  return { total, 'ok 200': ok, 'refused 400': refused, other: total - ok - refused };
}

const newStats = () => ({ add: {}, place: {}, addRefusals: {}, placeRefusals: {}, placeMs: [] });

function printCalls(stats, withCart) {
  table([
    ...(withCart ? [{ call: '/api/cart/add', ...statusRows(stats.add) }] : []),
    { call: '/api/order/place', ...statusRows(stats.place) },
  ]);
  if (withCart) printRefusals('add refusals', stats.addRefusals);
  printRefusals('place refusals', stats.placeRefusals);
}

function printRefusals(title, counts) {
  const most = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  if (most.length === 0) return;
  console.log(`${title} (most frequent):`);
  for (const [message, n] of most.slice(0, 4)) console.log(`  ${n} x ${message}`);
}

async function main() {
  printMachine(
    `bench/orders: ${SHOPPERS} shoppers, ${INSTANCES} instances on one PostgreSQL, ${DURATION_S} s`,
  );
  const databaseUrl = await scratchDatabase('orders');
  const stores = [];
  for (let i = 0; i < INSTANCES; i++) {
    stores.push(await startStore({ databaseUrl, name: `store-${i + 1}`, env: STORE_ENV }));
  }
  const clients = stores.map((store) => jsonClient(store.url, SHOPPERS));

  const list = await clients[0].get('/api/product/list');
  if (list.status !== 200) throw new Error(`/api/product/list answered ${list.status}`);
  const { lines, hot, pick, soldOut, restocked } = stockedLines(list.json.products);
  await stockUp(databaseUrl, { factor: STOCK_FACTOR, scarce: HOT_STOCK_MAX });
  const tokens = await registerShoppers(clients, SHOPPERS);
  console.log(
    `${lines.length} sizes in stock, ${hot.length} of them "hot" (stock <= ${HOT_STOCK_MAX}, picked often); the others' stock x${STOCK_FACTOR}`,
  );

  // A baseline with no contention, so the figures under load can be read against it.
  const alone = newStats();
  const aloneUntil = performance.now() + BASELINE_S * 1000;
  const one = { token: tokens[0], index: 0, shoppers: 1, clients, pick, soldOut, stats: alone };
  await shop({ ...one, deadline: aloneUntil });
  const baseline = latencySummary(alone.placeMs);
  console.log(
    `one shopper alone for ${BASELINE_S} s: ${alone.place[200] ?? 0} orders, place p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}`,
  );

  const initial = await stockSnapshot(databaseUrl);
  const ledgers = [];
  /** One run of every shopper for DURATION_S on a full stock; prints its figures and keeps its ledger. */
  const run = async (title, { everyMs, withCart }) => {
    await restock(databaseUrl, initial);
    restocked();
    const before = await stockSnapshot(databaseUrl);
    const stats = newStats();
    const started = performance.now();
    const deadline = started + DURATION_S * 1000;
    await Promise.all(
      tokens.map((token, index) =>
        shop({
          token,
          index,
          shoppers: SHOPPERS,
          clients,
          pick,
          soldOut,
          deadline,
          stats,
          everyMs,
          withCart,
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    ledgers.push({ run: title, ...reconcile(before, await stockSnapshot(databaseUrl)) });

    const accepted = stats.place[200] ?? 0;
    const placed = Object.values(stats.place).reduce((a, b) => a + b, 0);
    const latency = latencySummary(stats.placeMs);
    heading(`${title} (${DURATION_S} s)`);
    console.log(
      `${placed} orders placed in ${seconds.toFixed(1)} s: ${(accepted / seconds).toFixed(1)} accepted/s (${accepted}), ${(placed / seconds).toFixed(1)} placed/s` +
        (everyMs ? `; ${stats.late ?? 0} started late` : ''),
    );
    console.log(
      `/api/order/place latency: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
    );
    printCalls(stats, withCart);
    return { accepted, ordersPerS: accepted / seconds, placedPerS: placed / seconds, latency };
  };

  // The most the store takes: every shopper places the next order as soon as the last one is answered.
  const flat = await run('most orders: each shopper places the next order at once', {});
  // The latency goal at the goal's rate: 50 shoppers together starting 300 orders a second. Flat out, 50
  // waiting shoppers make every answer wait for the ones before it (Little's law: 50 / 300 per s = 167 ms
  // whatever the store does), which measures the queue the load generator builds rather than the store.
  const everyMs = (SHOPPERS * 1000) / GOAL_ORDERS_PER_S;
  const paced = await run(`at the goal's rate: each shopper starts an order every ${everyMs.toFixed(0)} ms`, {
    everyMs,
  });
  // The storefront's whole path for comparison: a cart add before every order (two calls per order).
  const withCart = await run('most orders with a cart add before each: add, then place', { withCart: true });
  for (const client of clients) client.close();
  const placed = flat.accepted + paced.accepted + withCart.accepted;
  const ordersPerS = flat.ordersPerS;
  const latency = paced.latency;
  const pacedRate = paced.placedPerS;

  heading('stock reconciliation, per run (initial - current = units in non-cancelled orders, per size)');
  table(ledgers);
  const ledger = {
    orders: ledgers.reduce((n, l) => n + l.orders, 0),
    oversold: ledgers.reduce((n, l) => n + l.oversold, 0),
    negative: ledgers.reduce((n, l) => n + l.negative, 0),
    mismatched: ledgers.reduce((n, l) => n + l.mismatched, 0),
    sizes: ledgers[0].sizes,
    soldOut: Math.min(...ledgers.map((l) => l.soldOut)),
  };
  console.log(`new orders in the database: ${ledger.orders}; orders answered 200: ${placed}`);

  heading('goals');
  const passed = [
    goal(`orders/s >= ${GOAL_ORDERS_PER_S}`, ordersPerS.toFixed(1), ordersPerS >= GOAL_ORDERS_PER_S),
    goal(
      `place p99 <= ${GOAL_P99_MS} ms at ${GOAL_ORDERS_PER_S} orders/s`,
      `${ms(latency.p99)} at ${pacedRate.toFixed(1)} orders/s placed`,
      latency.p99 <= GOAL_P99_MS && pacedRate >= GOAL_ORDERS_PER_S * 0.97,
    ),
    goal(
      '0 oversell, no negative stock',
      `${ledger.oversold} oversold, ${ledger.negative} negative`,
      ledger.oversold + ledger.negative === 0,
    ),
    goal(
      'stock reconciles for every size',
      `${ledger.mismatched} mismatched of ${ledger.sizes} sizes, in each run`,
      ledger.mismatched === 0,
    ),
    goal('every 200 is an order', `${ledger.orders} orders for ${placed} answers`, ledger.orders === placed),
    goal('refusals exercised (some sizes ran out)', `${ledger.soldOut} sizes sold out`, ledger.soldOut > 0),
  ];
  if (passed.includes(false)) process.exitCode = 1;
}

await runBench(main);
