// bench/memory: the api process's resident memory right after start and after a minute of shoppers
// browsing and buying, on embedded PGlite and on PostgreSQL.
import { readFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';
import { runBench } from '../lib/cleanup.mjs';
import { jsonClient } from '../lib/http.mjs';
import { goal, heading, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';
import { HOT_STOCK_MAX, registerShoppers, shop, stockedLines } from '../orders/shoppers.mjs';
import { stockUp } from '../orders/stock-ledger.mjs';

const { productPath } = await tsImport('../../packages/shared/src/catalog/product-path.ts', import.meta.url);

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
/** Shoppers adding to the cart and placing cash orders, and visitors only browsing, at the same time. */
const BUYERS = 8;
const BROWSERS = 8;
const GOAL_MB = { pglite: 300, postgres: 150 };
// Every buyer signs up from 127.0.0.1; the per-IP budget is meant for one person.
const STORE_ENV = { RATE_LIMIT_PER_IP: '1000000', WEB_CONCURRENCY: '1' };
const SORTS = ['relevant', 'low-high', 'high-low'];
const CATEGORIES = ['', 'Boys', 'Girls', 'Unisex'];
const COLLECTIONS = ['flash', 'bestofkids', 'bestseller'];
const SEARCHES = ['dress', 'shoe', 'set', 'top', 'ball'];

/** Resident and peak resident memory of a process, in MB (Linux). */
async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A listing the storefront could ask for: a page of a sort, a category, a search or a home section. */
function listingQuery() {
  const params = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 4)), limit: '20' });
  const kind = Math.random();
  if (kind < 0.2) params.set('collection', pick(COLLECTIONS));
  else if (kind < 0.4) params.set('search', pick(SEARCHES));
  else {
    params.set('sort', pick(SORTS));
    const category = pick(CATEGORIES);
    if (category) params.set('category', category);
  }
  return `/api/products?${params}`;
}

/**
 * One visitor until `deadline`: a listing, then a product's data and its page's HTML, the way a shopper
 * moves from the grid to a product. Every answer's status is counted in `counts`.
 */
async function browse(client, products, deadline, counts) {
  const tally = (response) => {
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  };
  while (performance.now() < deadline) {
    tally(await client.get(listingQuery(), { 'accept-encoding': 'br' }));
    const product = pick(products);
    tally(await client.get(`/api/product/${product._id}`));
    tally(await client.get(productPath(product), { 'accept-encoding': 'br' }));
  }
}

/** Starts a store on `databaseUrl` ('' for PGlite), measures it idle, loads it, measures it again. */
async function measure(kind, databaseUrl) {
  heading(`${kind}: ${BUYERS} buyers (cart + cash order) and ${BROWSERS} visitors browsing, ${DURATION_S} s`);
  const store = await startStore({ databaseUrl, name: `memory-${kind}`, env: STORE_ENV });
  const client = jsonClient(store.url, BUYERS + BROWSERS);
  const atStart = await memoryOf(store.pid);

  const list = await client.get('/api/product/list');
  if (list.status !== 200) throw new Error(`/api/product/list answered ${list.status}`);
  const products = list.json.products;
  const lines = stockedLines(products);
  // Enough stock that a minute of orders never empties the shelves (PGlite's own database included).
  if (databaseUrl) await stockUp(databaseUrl, { factor: 10, scarce: HOT_STOCK_MAX });
  const tokens = await registerShoppers([client], BUYERS);

  const deadline = performance.now() + DURATION_S * 1000;
  const stats = { add: {}, place: {}, addRefusals: {}, placeRefusals: {}, placeMs: [] };
  const pages = {};
  await Promise.all([
    ...tokens.map((token, index) =>
      shop({ token, index, shoppers: BUYERS, clients: [client], ...lines, deadline, stats, withCart: true }),
    ),
    ...Array.from({ length: BROWSERS }, () => browse(client, products, deadline, pages)),
  ]);
  const afterLoad = await memoryOf(store.pid);
  client.close();
  await store.stop();

  // Every row gets every status any row had (0 where it had none), so the columns line up.
  const byStatus = {
    'cart adds': stats.add,
    'orders placed': stats.place,
    'listings, products, pages': pages,
  };
  const statuses = [...new Set(Object.values(byStatus).flatMap(Object.keys))].sort();
  table(
    Object.entries(byStatus).map(([calls, counts]) => ({
      ...Object.fromEntries(statuses.map((status) => [status, counts[status] ?? 0])),
      calls,
    })),
  );
  table([
    { when: 'after start', 'RSS MB': atStart.rss.toFixed(0), 'peak MB': atStart.peak.toFixed(0) },
    { when: 'after the load', 'RSS MB': afterLoad.rss.toFixed(0), 'peak MB': afterLoad.peak.toFixed(0) },
  ]);
  return goal(
    `${kind}: RSS after ${DURATION_S} s of load <= ${GOAL_MB[kind]} MB`,
    `${afterLoad.rss.toFixed(0)} MB`,
    afterLoad.rss <= GOAL_MB[kind],
  );
}

async function main() {
  printMachine(`bench/memory: the api process's RSS after start and after ${DURATION_S} s of mixed load`);
  const onPglite = await measure('pglite', '');
  const onPostgres = await measure('postgres', await scratchDatabase('memory'));
  if (!onPglite || !onPostgres) process.exitCode = 1;
}

await runBench(main);
