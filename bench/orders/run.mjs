// issue 6 bench/orders: 50 shoppers placing cash-on-delivery orders on two store instances for 30 s.
import { runBench } from '../lib/cleanup.mjs';
import { jsonClient } from '../lib/http.mjs';
import { goal, heading, latencySummary, ms, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';
import { registerShoppers, shop, stockedLines } from './shoppers.mjs';
import { reconcile, stockSnapshot } from './stock-ledger.mjs';

const SHOPPERS = 50;
const INSTANCES = 2;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const BASELINE_S = 3;
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
  const { lines, hot, pick, soldOut } = stockedLines(list.json.products);
  const tokens = await registerShoppers(clients, SHOPPERS);
  console.log(`${lines.length} sizes in stock, ${hot.length} of them "hot" (stock <= 3, picked often)`);

  // A baseline with no contention, so the figures under load can be read against it.
  const alone = { add: {}, place: {}, addRefusals: {}, placeRefusals: {}, placeMs: [] };
  const aloneUntil = performance.now() + BASELINE_S * 1000;
  await shop({ token: tokens[0], index: 0, clients, pick, soldOut, deadline: aloneUntil, stats: alone });
  const baseline = latencySummary(alone.placeMs);
  console.log(
    `one shopper alone for ${BASELINE_S} s: ${alone.place[200] ?? 0} orders, place p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}`,
  );

  const initial = await stockSnapshot(databaseUrl);
  const stats = { add: {}, place: {}, addRefusals: {}, placeRefusals: {}, placeMs: [] };
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(
    tokens.map((token, index) => shop({ token, index, clients, pick, soldOut, deadline, stats })),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const client of clients) client.close();

  const placed = stats.place[200] ?? 0;
  const ordersPerS = placed / seconds;
  const latency = latencySummary(stats.placeMs);
  heading('results');
  console.log(`${placed} orders in ${seconds.toFixed(1)} s: ${ordersPerS.toFixed(1)} orders/s`);
  console.log(
    `/api/order/place latency: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`,
  );
  table([
    { call: '/api/cart/add', ...statusRows(stats.add) },
    { call: '/api/order/place', ...statusRows(stats.place) },
  ]);
  printRefusals('add refusals', stats.addRefusals);
  printRefusals('place refusals', stats.placeRefusals);

  heading('stock reconciliation (initial - current = units in non-cancelled orders, per size)');
  const ledger = reconcile(initial, await stockSnapshot(databaseUrl));
  table([ledger]);
  console.log(`new orders in the database: ${ledger.orders}; orders answered 200: ${placed}`);

  heading('goals');
  const passed = [
    goal(`orders/s >= ${GOAL_ORDERS_PER_S}`, ordersPerS.toFixed(1), ordersPerS >= GOAL_ORDERS_PER_S),
    goal(`place p99 <= ${GOAL_P99_MS} ms`, ms(latency.p99), latency.p99 <= GOAL_P99_MS),
    goal(
      '0 oversell, no negative stock',
      `${ledger.oversold} oversold, ${ledger.negative} negative`,
      ledger.oversold + ledger.negative === 0,
    ),
    goal(
      'stock reconciles for every size',
      `${ledger.mismatched} mismatched of ${ledger.sizes}`,
      ledger.mismatched === 0,
    ),
    goal('every 200 is an order', `${ledger.orders} orders for ${placed} answers`, ledger.orders === placed),
    goal('refusals exercised (some sizes ran out)', `${ledger.soldOut} sizes sold out`, ledger.soldOut > 0),
  ];
  if (passed.includes(false)) process.exitCode = 1;
}

await runBench(main);
