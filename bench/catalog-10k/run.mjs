// bench/catalog-10k: the paginated listing endpoint while cash orders flow beside it, at 10,000 and 100,000
// products, on PGlite and on PostgreSQL; and the home page's JSON.
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { runBench } from '../lib/cleanup.mjs';
import { getRaw, jsonClient } from '../lib/http.mjs';
import { loadFigures, loadTest } from '../lib/load.mjs';
import { runToEnd } from '../lib/processes.mjs';
import { REPO_ROOT, tempDir } from '../lib/repo.mjs';
import { goal, heading, kb, latencySummary, ms, printMachine, table } from '../lib/report.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { startStore } from '../lib/store.mjs';
import { registerShoppers, shop, stockedLines } from '../orders/shoppers.mjs';
import { homeJson } from './home-json.mjs';

const list = (value, fallback) => (value ?? fallback).split(',').map((item) => item.trim());
/** What to run, e.g. BENCH_PRODUCTS=10000 BENCH_DATABASES=postgres BENCH_DURATION_S=30 for a quick look. */
const PRODUCT_COUNTS = list(process.env.BENCH_PRODUCTS, '10000,100000').map(Number);
const DATABASES = list(process.env.BENCH_DATABASES, 'pglite,postgres');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 180);
const ORDERS_PER_S = Number(process.env.BENCH_ORDERS_PER_S ?? 15);
const READERS = Number(process.env.BENCH_READERS ?? 4);
/** Enough shoppers that each waits 1 s between orders at the goal's rate. */
const SHOPPERS = Math.max(4, Math.ceil(ORDERS_PER_S));
/** Products whose sizes the orders buy: several pages of the listing, spread over the catalogue's newest. */
const ORDERED_PAGES = 5;

const CONNECTIONS = 20;
const LOAD_S = 10;
const WARMUP_S = 2;
const SAMPLES_PER_QUERY = 30;
const GOAL_P99_MS = 50;
const GOAL_MAX_MS = 250;
const GOAL_HOME_JSON_BYTES = 200 * 1024;
const GZIP = { 'accept-encoding': 'gzip, br' };
// Every shopper signs up from 127.0.0.1; the per-IP budget is meant for one person.
const STORE_ENV = { RATE_LIMIT_PER_IP: '1000000' };

/**
 * The listing's queries (see docs/product/storefront.md): page 1 of each group, the whole catalogue, search,
 * sort.
 */
const QUERIES = [
  '/api/products',
  '/api/products?category=Boys',
  '/api/products?category=Girls',
  '/api/products?category=Unisex',
  '/api/products?search=shorts',
  '/api/products?search=dress',
  '/api/products?sort=low-high',
  '/api/products?category=Girls&sort=high-low&page=3',
];

/** What the readers beside the orders ask for: the first page, category pages and sorted pages, deeper too. */
const READER_QUERIES = [
  '/api/products?limit=20',
  '/api/products?category=Boys&limit=20',
  '/api/products?category=Girls&limit=20&page=2',
  '/api/products?category=Unisex&limit=20',
  '/api/products?sort=low-high&limit=20',
  '/api/products?sort=high-low&limit=20&page=5',
  '/api/products?category=Girls&sort=low-high&limit=20&page=3',
];

function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  return response.body;
}

/** Each query alone, one request at a time: what it matches, its size and its unloaded latency. */
async function sampleQueries(baseUrl) {
  const rows = [];
  for (const query of QUERIES) {
    const times = [];
    let last;
    for (let i = 0; i < SAMPLES_PER_QUERY; i++) {
      const started = performance.now();
      last = await getRaw(`${baseUrl}${query}`, GZIP);
      times.push(performance.now() - started);
    }
    let total = '?';
    try {
      total = JSON.parse(decoded(last).toString('utf8')).total ?? '?';
    } catch {
      // Not JSON: the status says why.
    }
    const latency = latencySummary(times);
    rows.push({
      query,
      status: last.status,
      total,
      bytes: `${last.body.length} ${last.headers['content-encoding'] ?? ''}`.trim(),
      p50: ms(latency.p50),
      max: ms(latency.max),
    });
  }
  return rows;
}

async function ensureWebBuild() {
  const dist = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  if (process.env.WEB_DIST_DIR) throw new Error(`WEB_DIST_DIR=${dist} has no index.html`);
  console.log('No storefront build: running npm run build...');
  await runToEnd('npm', ['run', 'build'], { cwd: REPO_ROOT });
  return dist;
}

/** Seeds `products` into a new PostgreSQL database or PGlite folder and starts the store on it. */
async function seededStore(products, database, webDist) {
  const pglite = database === 'pglite';
  const databaseUrl = pglite ? '' : await scratchDatabase('catalog');
  const dataDir = pglite ? await tempDir('catalog-pglite') : undefined;
  const where = pglite ? { DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: databaseUrl };
  const seedStarted = performance.now();
  await runToEnd('npm', ['run', 'seed', '-w', '@souq/api', '--', '--products', String(products)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...where },
  });
  const seedS = (performance.now() - seedStarted) / 1000;
  const startedAt = performance.now();
  const store = await startStore({
    databaseUrl,
    name: `store-${database}-${products}`,
    env: { ...STORE_ENV, WEB_DIST_DIR: webDist, ...where },
  });
  // The first read waits for the first load of the whole catalogue (it starts as the store does).
  const first = await getRaw(`${store.url}/api/products?limit=20`, GZIP);
  if (first.status !== 200) throw new Error(`/api/products answered ${first.status}`);
  const firstReadS = (performance.now() - startedAt) / 1000;
  console.log(
    `seeded in ${seedS.toFixed(1)} s; store up and first page read ${firstReadS.toFixed(1)} s later`,
  );
  return store;
}

/** Products from the listing's first pages, in the shape bench/orders' shoppers buy from. */
async function orderableProducts(baseUrl) {
  const products = [];
  for (let page = 1; page <= ORDERED_PAGES; page++) {
    const response = await getRaw(`${baseUrl}/api/products?limit=100&page=${page}`);
    products.push(...JSON.parse(response.body.toString('utf8')).products);
  }
  return products;
}

/** One reader: the queries in turn, one at a time, until `deadline`; every latency and status is kept. */
async function read(baseUrl, offset, deadline, times, statuses) {
  for (let i = offset; performance.now() < deadline; i++) {
    const query = READER_QUERIES[i % READER_QUERIES.length];
    const started = performance.now();
    const response = await getRaw(`${baseUrl}${query}`, GZIP).catch(() => ({ status: 'network error' }));
    times.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}

/** READERS readers and SHOPPERS shoppers placing ORDERS_PER_S cash orders between them, for DURATION_S. */
async function readsBesideOrders(store) {
  const client = jsonClient(store.url, SHOPPERS);
  // No size is favoured: what is measured is reads beside a steady stream of stock changes, not races for
  // the last units of a few sizes.
  const { pick, soldOut } = stockedLines(await orderableProducts(store.url), { hotShare: 0 });
  const tokens = await registerShoppers([client], SHOPPERS);
  const stats = { add: {}, place: {}, addRefusals: {}, placeRefusals: {}, placeMs: [], placeStarts: [] };
  const times = [];
  const statuses = {};
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  const everyMs = (SHOPPERS * 1000) / ORDERS_PER_S;
  await Promise.all([
    ...tokens.map((token, index) =>
      shop({ token, index, shoppers: SHOPPERS, clients: [client], pick, soldOut, deadline, stats, everyMs }),
    ),
    ...Array.from({ length: READERS }, (_, reader) => read(store.url, reader, deadline, times, statuses)),
  ]);
  client.close();
  const accepted = stats.place[200] ?? 0;
  // The rate of the steady stream: the shoppers' first orders are spread over their first interval.
  const steadyFrom = started + everyMs;
  const steady = stats.placeStarts.filter((at) => at >= steadyFrom).length;
  return {
    latency: latencySummary(times),
    reads: times.length,
    readErrors: times.length - (statuses[200] ?? 0),
    ordersPerS: steady / ((deadline - steadyFrom) / 1000),
    accepted,
    place: latencySummary(stats.placeMs),
    refused: Object.values(stats.place).reduce((a, b) => a + b, 0) - accepted,
    // A 400 is the store refusing more units than a size has left, as it must; anything else is a failure.
    failed: Object.entries(stats.place)
      .filter(([status]) => status !== '200' && status !== '400')
      .reduce((sum, [, n]) => sum + n, 0),
    refusals: Object.keys(stats.placeRefusals).slice(0, 3),
    late: stats.late ?? 0,
  };
}

/** One catalogue size on one database: its figures and its goal lines. */
async function runCase(products, database, webDist, first) {
  const label = `${products.toLocaleString('en')} products on ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
  heading(label);
  const store = await seededStore(products, database, webDist);

  heading(`${label}: each query alone (${SAMPLES_PER_QUERY} requests one after another)`);
  table(await sampleQueries(store.url));

  heading(`${label}: GET /api/products, the mix above: ${CONNECTIONS} connections, ${LOAD_S} s`);
  const requests = QUERIES.map((query) => ({ method: 'GET', path: query, headers: GZIP }));
  await loadTest({ url: store.url, requests, connections: CONNECTIONS, duration: WARMUP_S });
  const listing = await loadTest({ url: store.url, requests, connections: CONNECTIONS, duration: LOAD_S });
  table([{ endpoint: '/api/products', ...loadFigures(listing) }]);

  heading(
    `${label}: ${READERS} readers beside ${ORDERS_PER_S} cash orders/s from ${SHOPPERS} shoppers, ${DURATION_S} s`,
  );
  const beside = await readsBesideOrders(store);
  console.log(
    `listing reads: ${beside.reads} (${beside.readErrors} not 200), p50 ${ms(beside.latency.p50)}, p99 ${ms(beside.latency.p99)}, max ${ms(beside.latency.max)}`,
  );
  console.log(
    `orders: ${beside.ordersPerS.toFixed(1)} placed/s after the first second, ${beside.accepted} accepted, ${beside.refused} refused (${beside.failed} not for stock)${
      beside.refused > 0 ? `, e.g. ${beside.refusals.join('; ')}` : ''
    }; ${beside.late} started late; place p50 ${ms(beside.place.p50)}, p99 ${ms(beside.place.p99)}`,
  );
  const home = first ? await homeJson(store.url) : null;
  await store.stop();

  return {
    label,
    home,
    goals: [
      [
        `${label}: /api/products p99 <= ${GOAL_P99_MS} ms (${CONNECTIONS} connections)`,
        `${listing.latency.p99} ms`,
        listing.latency.p99 <= GOAL_P99_MS,
      ],
      [
        `${label}: /api/products all 2xx`,
        `${listing.non2xx} non-2xx, ${listing.errors} errors`,
        listing.non2xx + listing.errors === 0,
      ],
      [
        `${label}: listing p99 <= ${GOAL_P99_MS} ms and max <= ${GOAL_MAX_MS} ms beside orders`,
        `p99 ${ms(beside.latency.p99)}, max ${ms(beside.latency.max)} over ${beside.reads} reads`,
        beside.latency.p99 <= GOAL_P99_MS && beside.latency.max <= GOAL_MAX_MS && beside.readErrors === 0,
      ],
      [
        `${label}: ${ORDERS_PER_S} orders/s kept up beside the readers (none late, none failed)`,
        `${beside.ordersPerS.toFixed(2)} placed/s, ${beside.late} late, ${beside.failed} failed`,
        beside.late === 0 && beside.failed === 0,
      ],
    ],
  };
}

async function main() {
  printMachine(
    `bench/catalog-10k: ${PRODUCT_COUNTS.join(' and ')} products on ${DATABASES.join(' and ')}; ${ORDERS_PER_S} orders/s beside ${READERS} readers for ${DURATION_S} s each`,
  );
  const webDist = await ensureWebBuild();
  const results = [];
  for (const products of PRODUCT_COUNTS) {
    for (const database of DATABASES) {
      results.push(await runCase(products, database, webDist, results.length === 0));
    }
  }

  const [{ label, home }] = results;
  heading(`JSON the home page downloads (first visit, scrolled to the bottom; ${label})`);
  for (const { viewport, rows, transfer, decoded: decodedBytes } of home) {
    console.log(
      `\n${viewport}: ${rows.length} /api/ responses, ${kb(transfer)} transferred, ${kb(decodedBytes)} decoded`,
    );
    table(rows);
  }
  const heaviest = Math.max(...home.map((h) => h.transfer));

  heading('goals');
  const passed = [
    ...results.flatMap((result) => result.goals.map(([text, measured, ok]) => goal(text, measured, ok))),
    goal(
      `home JSON <= ${kb(GOAL_HOME_JSON_BYTES)} transferred`,
      kb(heaviest),
      heaviest <= GOAL_HOME_JSON_BYTES,
    ),
  ];
  if (passed.includes(false)) process.exitCode = 1;
}

await runBench(main);
